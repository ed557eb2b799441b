// Replicas behind one load balancer behave as one (decision 010). Two gateways on one database (PostgreSQL: each with
// its own pool, as two processes would have; PGlite: one handle) count the same sign-in attempts and password
// checks, whichever gateway an attempt reaches.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@app/db";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";
import { createPostgresDatabase, postgresAdminUrl, type TempPostgres } from "../../test/reliability/databases.ts";
import { call } from "../../test/reliability/http.ts";
import { confirmedAccount, signIn } from "../../test/reliability/identity-sessions.ts";
import { createSharedWindows } from "./rate-limit-buckets.ts";

let temp: TempPostgres | undefined;
let databases: Database[] = [];
let gateways: RunningGateway[] = [];

beforeAll(async () => {
  if (postgresAdminUrl) {
    temp = await createPostgresDatabase();
    const url = temp.url;
    databases = [await openDatabase({ target: { kind: "postgres", location: url } })];
    databases.push(await openDatabase({ target: { kind: "postgres", location: url } }));
  } else {
    const db = await openDatabase({ target: { kind: "pglite", location: "memory://" } });
    databases = [db, db];
  }
  // Behind a load balancer, as replicas are: the client is the one X-Forwarded-For names.
  const env = { RATE_LIMIT_AUTH_PER_MINUTE: "30", TRUST_PROXY: "true" };
  gateways = [await startGatewayOn(databases[0]!, env), await startGatewayOn(databases[1]!, env)];
});
afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  for (const db of new Set(databases)) await db.close();
  await temp?.drop();
});

const alternate = (attempt: number) => gateways[attempt % 2]!;
const fromClient = { "x-forwarded-for": "203.0.113.31" };

describe("limits shared by two gateways on one database", () => {
  it("refuses the 31st sign-in in a minute from one client, whichever gateway it reaches", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await call(`${alternate(attempt).url}/auth/v1/token?grant_type=password`, {
        body: { email: `nobody-${attempt}@example.com`, password: "wrong password 1" },
        headers: fromClient,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array(30).fill(400));
    for (const gateway of gateways) {
      const refused = await call(`${gateway.url}/auth/v1/token?grant_type=password`, {
        body: { email: "nobody@example.com", password: "wrong password 1" },
        headers: fromClient,
      });
      expect(refused.status).toBe(429);
      expect(refused.body.error_code).toBe("over_request_rate_limit");
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // Another client is still let in.
    const other = await call(`${gateways[1]!.url}/auth/v1/token?grant_type=password`, {
      body: { email: "nobody@example.com", password: "wrong password 1" },
      headers: { "x-forwarded-for": "203.0.113.32" },
    });
    expect(other.status).toBe(400);
  });

  it("counts current-password checks of one account on both gateways", async () => {
    const email = await confirmedAccount(databases[0]!, gateways[0]!.url, "shared-guesser");
    const token = (await signIn(gateways[0]!.url, email)).backend;
    const guess = (attempt: number) =>
      call(`${alternate(attempt).url}/api/users/me/password`, {
        method: "PUT",
        token,
        body: { currentPassword: `guess-${attempt}`, newPassword: "never applied 1" },
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await guess(attempt)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe("shared windows", () => {
  it("start again once a window has ended", async () => {
    const windows = createSharedWindows(databases[0]!);
    expect(await windows.hit("short-window", 50)).toMatchObject({ hits: 1 });
    expect((await windows.hit("short-window", 50)).hits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    const fresh = await windows.hit("short-window", 60_000);
    expect(fresh.hits).toBe(1);
    expect(fresh.ttlMs).toBeGreaterThan(59_000);
  });

  it("are deleted once ended", async () => {
    const windows = createSharedWindows(databases[0]!);
    await windows.hit("ended", 1);
    await windows.hit("running", 60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await windows.sweep();
    const keys = await databases[0]!.query<{ key: string }>(
      `SELECT "key" FROM "RateLimitBucket" WHERE "key" IN ('ended', 'running')`,
    );
    expect(keys).toEqual([{ key: "running" }]);
  });
});
