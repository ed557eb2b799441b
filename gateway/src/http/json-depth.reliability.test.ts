// JSON nested thousands deep is refused at the door with a 4xx naming the limit, on every route and in each
// route's own error shape. It used to overflow a stack: 500 from /graphql (the content cache's key), and from
// inside Prisma for sign-up `data` and PUT /auth/v1/user metadata.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@app/db";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";
import { call, LEAK_PATTERN } from "../../test/reliability/http.ts";
import { providerToken } from "../rest/rest-test-helpers.ts";
import { MAX_JSON_DEPTH } from "./json-depth.ts";

let db: Database;
let gateway: RunningGateway;

beforeAll(async () => {
  db = await openDatabase({ target: { kind: "pglite", location: "memory://" } });
  gateway = await startGatewayOn(db, { RATE_LIMIT_AUTH_PER_MINUTE: "1000" });
});
afterAll(async () => {
  await gateway?.close();
  await db?.close();
});

/** `[[[ ... ]]]` nested `depth` levels, as JSON text (a few KB: far below every size limit). */
const nestedText = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const nested = (depth: number): unknown => JSON.parse(nestedText(depth));
const limitMessage = new RegExp(`deeper than ${MAX_JSON_DEPTH} levels`);
const DEEP = 6_000;

function expectGraphqlRefusal(response: { status: number; body: any; text: string }) {
  expect(response.status).toBe(400);
  expect(response.body.errors[0].message).toMatch(limitMessage);
  expect(response.body.errors[0].extensions.code).toBe("json_too_deep");
  expect(response.text).not.toMatch(LEAK_PATTERN);
}

describe("deeply nested JSON", () => {
  it("/graphql refuses deep variables in a JSON body, GET parameters and multipart operations", async () => {
    const query = "query ($a: [[String]]) { courseCategories }";
    expectGraphqlRefusal(
      await call(`${gateway.url}/graphql`, {
        body: `{"query":${JSON.stringify(query)},"variables":{"a":${nestedText(DEEP)}}}`,
      }),
    );

    const search = new URLSearchParams({ query, variables: JSON.stringify({ a: nested(200) }) });
    expectGraphqlRefusal(await call(`${gateway.url}/graphql?${search}`, { headers: { accept: "application/json" } }));
    const extensions = new URLSearchParams({ query, extensions: JSON.stringify({ a: nested(200) }) });
    expectGraphqlRefusal(
      await call(`${gateway.url}/graphql?${extensions}`, { headers: { accept: "application/json" } }),
    );

    const form = new FormData();
    form.set("operations", `{"query":${JSON.stringify(query)},"variables":{"a":${nestedText(DEEP)}}}`);
    form.set("map", "{}");
    const multipart = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      body: form,
      headers: { "graphql-preflight": "1" },
    });
    const text = await multipart.text();
    expectGraphqlRefusal({ status: multipart.status, body: JSON.parse(text), text });
  });

  it("/graphql refuses a multipart `map` that would build a deep object", async () => {
    const form = new FormData();
    form.set(
      "operations",
      JSON.stringify({ query: "mutation ($file: File!) { uploadProfilePicture(file: $file) { id } }", variables: {} }),
    );
    form.set("map", JSON.stringify({ 0: [`variables.${Array.from({ length: DEEP }, () => "a").join(".")}`] }));
    form.set("0", new Blob([new Uint8Array(16)], { type: "image/png" }), "a.png");
    const response = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      body: form,
      headers: { "graphql-preflight": "1" },
    });
    const text = await response.text();
    expectGraphqlRefusal({ status: response.status, body: JSON.parse(text), text });
  });

  it("still answers variables at the limit", async () => {
    const response = await call(`${gateway.url}/graphql`, {
      body: { query: "{ courseCategories }", variables: { a: nested(MAX_JSON_DEPTH - 2) } },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.courseCategories).toEqual(expect.any(Array));
  });

  it("sign-up `data` and user metadata get the identity server's error shape", async () => {
    const signup = await call(`${gateway.url}/auth/v1/signup`, {
      body: `{"email":"deep@example.com","password":"a-long-password-1","data":{"a":${nestedText(DEEP)}}}`,
    });
    expect(signup.status).toBe(400);
    expect(signup.body).toMatchObject({ error_code: "validation_failed", msg: expect.stringMatching(limitMessage) });
    expect(await db.prisma.authUser.count({ where: { email: "deep@example.com" } })).toBe(0);

    const { token } = await providerToken({ ...gateway, config: gateway.app.services.config });
    const update = await call(`${gateway.url}/auth/v1/user`, {
      method: "PUT",
      token,
      body: `{"data":{"a":${nestedText(DEEP)}}}`,
    });
    expect(update.status).toBe(400);
    expect(update.body).toMatchObject({ error_code: "validation_failed", msg: expect.stringMatching(limitMessage) });
  });

  it("REST answers {error} with the limit, and keeps refusing prototype poisoning", async () => {
    const deep = await call(`${gateway.url}/api/enrollments`, { body: `{"course_id":${nestedText(DEEP)}}` });
    expect(deep.status).toBe(400);
    expect(deep.body.error).toMatch(limitMessage);

    const poisoned = await call(`${gateway.url}/api/enrollments`, {
      body: '{"__proto__":{"admin":true},"course_id":"x"}',
    });
    expect(poisoned.status).toBe(400);
    expect(poisoned.text).not.toMatch(LEAK_PATTERN);
  });
});
