// Property-based fuzzing of every REST route (the route table plus the file routes): random ids, bodies,
// content types, query strings and headers must never produce a 5xx, a stack trace or SQL in the response.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@app/db";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";
import { createFixture, type Fixture } from "../../test/reliability/fixtures.ts";
import { LEAK_PATTERN } from "../../test/reliability/http.ts";
import { restRoutes } from "./routes.ts";

const RUNS_PER_ROUTE = 50;
let db: Database;
let gateway: RunningGateway;
let fixture: Fixture;
let tried = 0;
const statusClasses = new Map<number, number>();

beforeAll(async () => {
  db = await openDatabase({ target: { kind: "pglite", location: "memory://" } });
  fixture = await createFixture(db, { learners: 30 });
  gateway = await startGatewayOn(db);
});
afterAll(async () => {
  console.info(`REST fuzz: ${tried} generated requests over ${routes.length} routes, no 5xx, no leak`);
  await gateway?.close();
  await db?.close();
});

const routes = [
  ...restRoutes.map((route) => ({ method: route.method, path: route.path })),
  { method: "GET", path: "/api/files/lesson-content/:name" },
  { method: "GET", path: "/api/files/:path" },
];

const printable = fc.string({ unit: "grapheme-ascii", maxLength: 40 });
const hostileText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "' OR 1=1 --",
    '"; DROP TABLE "User"; --',
    "../../etc/passwd",
    "%00",
    "${{7*7}}",
    "<script>alert(1)</script>",
    "null",
    "[]",
    "{}",
    "-1",
    "1e309",
    "0x7fffffff",
    "9".repeat(400),
    "\u202e",
    "😀".repeat(50),
  ),
);
const anyId = fc.oneof(hostileText, fc.uuid(), fc.integer().map(String));

const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  hostileText,
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 2 ** 31, -(2 ** 53), 1e308),
);
const knownKeys = [
  "course_id",
  "watchTime",
  "totalDuration",
  "status",
  "supabaseToken",
  "currentPassword",
  "newPassword",
  "firstName",
  "lastName",
  "name",
  "email",
  "description",
  "notifEmail",
  "notifSMS",
  "notifPush",
  "__proto__",
  "constructor",
];
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...knownKeys), value, { maxKeys: 8 }).map((object) => JSON.stringify(object)),
  fc.jsonValue({ maxDepth: 4 }).map((json) => JSON.stringify(json)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{"course_id":', '{"a":1}}', "\u0000", "[".repeat(5_000), '{"__proto__":{"admin":true}}', ""),
);
const contentType = fc.constantFrom(
  undefined,
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "application/json; charset=utf-16",
  "image/png",
  "garbage/;;;",
);
const query = fc.dictionary(
  fc.constantFrom("search", "category", "type", "location", "experience", "salary", "limit", "id"),
  hostileText,
  { maxKeys: 3 },
);
const headerName = fc.constantFrom(
  "x-forwarded-for",
  "accept",
  "accept-language",
  "range",
  "if-none-match",
  "if-range",
  "cookie",
  "x-client-info",
  "origin",
  "accept-encoding",
);

describe("REST fuzz", () => {
  for (const route of routes) {
    it(`${route.method} ${route.path}`, async () => {
      const auth = fc.oneof(
        fc.constant(undefined),
        fc.constantFrom(...fixture.learners.map((learner) => `Bearer ${learner.token}`)),
        printable.map((text) => `Bearer ${text}`),
        printable,
      );
      const params = fc.array(
        fc.oneof(anyId, fc.constantFrom(fixture.courseId, fixture.examId, ...fixture.lessonIds)),
        { minLength: 3, maxLength: 3 },
      );
      await fc.assert(
        fc.asyncProperty(
          params,
          body,
          contentType,
          query,
          auth,
          fc.dictionary(headerName, printable, { maxKeys: 3 }),
          async (ids, raw, type, search, authorization, extra) => {
            let index = 0;
            const path = route.path.replace(/:(\w+)/g, () => encodeURIComponent(String(ids[index++ % ids.length])));
            const url = `${gateway.url}${path}?${new URLSearchParams(search as Record<string, string>)}`;
            const headers: Record<string, string> = { ...extra };
            if (authorization) headers.authorization = authorization;
            const sendsBody = route.method !== "GET";
            if (type && sendsBody) headers["content-type"] = type;
            const response = await fetch(url, { method: route.method, headers, body: sendsBody ? raw : undefined });
            const text = await response.text();
            tried++;
            statusClasses.set(
              Math.floor(response.status / 100),
              (statusClasses.get(Math.floor(response.status / 100)) ?? 0) + 1,
            );
            expect(response.status, `${route.method} ${path} -> ${text.slice(0, 300)}`).toBeLessThan(500);
            expect(text).not.toMatch(LEAK_PATTERN);
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    }, 120_000);
  }

  it("reached the handlers: some generated requests were accepted, others refused", () => {
    expect(statusClasses.get(2) ?? 0).toBeGreaterThan(routes.length);
    expect(statusClasses.get(4) ?? 0).toBeGreaterThan(routes.length);
  });
});
