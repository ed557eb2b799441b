// Per-address limits on /graphql and /api: past RATE_LIMIT_READS_PER_MINUTE a client gets 429 with Retry-After in
// the shape of the transport it called, other addresses and non-API routes are served, and two gateways on one
// database count one address's requests together.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@app/db";
import { createReadLimits } from "./read-limits.ts";
import { createSharedWindows, type SharedWindows } from "./rate-limit-buckets.ts";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";
import { call } from "../../test/reliability/http.ts";
import { createPostgresDatabase, postgresAdminUrl, type TempPostgres } from "../../test/reliability/databases.ts";

let temp: TempPostgres | undefined;
let databases: Database[] = [];
let gateways: RunningGateway[] = [];

beforeAll(async () => {
  // On PostgreSQL (TEST_DATABASE_URL) each gateway has its own pool, as two processes would.
  if (postgresAdminUrl) {
    temp = await createPostgresDatabase();
    databases = [await openDatabase({ target: { kind: "postgres", location: temp.url } })];
    databases.push(await openDatabase({ target: { kind: "postgres", location: temp.url } }));
  } else {
    const db = await openDatabase({ target: { kind: "pglite", location: "memory://" } });
    databases = [db, db];
  }
  const env = { RATE_LIMIT_READS_PER_MINUTE: "6", RATE_LIMIT_READS_IN_FLIGHT: "4", TRUST_PROXY: "true" };
  gateways = [await startGatewayOn(databases[0]!, env), await startGatewayOn(databases[1]!, env)];
});
afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  for (const db of new Set(databases)) await db.close();
  await temp?.drop();
});

const from = (address: string) => ({ "x-forwarded-for": address });
const read = (gateway: RunningGateway, address: string) =>
  call(`${gateway.url}/api/courses/published`, { headers: from(address) });
const graphqlRead = (gateway: RunningGateway, address: string) =>
  call(`${gateway.url}/graphql`, {
    body: { query: "{ apiVersion }" },
    headers: { ...from(address), accept: "application/graphql-response+json" },
  });

describe("per-address limits", () => {
  it("answers 429 with Retry-After past the limit, on REST and GraphQL alike, and only for that address", async () => {
    const [gateway] = gateways;
    const statuses: number[] = [];
    for (let index = 0; index < 3; index++) statuses.push((await read(gateway!, "198.51.100.1")).status);
    for (let index = 0; index < 3; index++) statuses.push((await graphqlRead(gateway!, "198.51.100.1")).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);

    const rest = await read(gateway!, "198.51.100.1");
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(rest.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(rest.body.error).toMatch(/too many requests/i);
    const graphql = await graphqlRead(gateway!, "198.51.100.1");
    expect(graphql.status).toBe(429);
    expect(graphql.body.errors[0].extensions).toEqual({ code: "rate_limited", retryAfter: expect.any(Number) });

    expect((await read(gateway!, "198.51.100.2")).status).toBe(200);
    expect((await call(`${gateway!.url}/config.json`, { headers: from("198.51.100.1") })).status).toBe(200);
    expect((await call(`${gateway!.url}/readyz`, { headers: from("198.51.100.1") })).status).toBe(200);
  });

  it("counts one address on every gateway sharing the database", async () => {
    const [first, second] = gateways;
    for (let index = 0; index < 4; index++) expect((await read(first!, "198.51.100.3")).status).toBe(200);
    await first!.app.services.readLimits.flush();
    expect((await read(second!, "198.51.100.3")).status).toBe(200);
    await second!.app.services.readLimits.flush();
    // Five counted together: the second gateway lets one more through, then refuses.
    expect((await read(second!, "198.51.100.3")).status).toBe(200);
    expect((await read(second!, "198.51.100.3")).status).toBe(429);
  });

  it("bounds the requests one address has in flight", async () => {
    const limits = gateways[0]!.app.services.readLimits;
    const releases = Array.from({ length: 4 }, () => limits.admit("198.51.100.4"));
    expect(releases.every((release) => typeof release === "function")).toBe(true);
    expect(limits.admit("198.51.100.4")).toEqual({ retryAfter: 1 });
    (releases[0] as () => void)();
    expect(typeof limits.admit("198.51.100.4")).toBe("function");
  });

  it("has counted everything admitted before flush() once it resolves, also when a flush was already running", async () => {
    const shared = createSharedWindows(databases[0]!);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The shared windows as they are, with the first addition held until the test lets it go.
    let held = true;
    const windows: SharedWindows = {
      ...shared,
      hitMany: async (counts, windowMs) => {
        if (held) {
          held = false;
          await gate;
        }
        return shared.hitMany(counts, windowMs);
      },
    };
    const limits = createReadLimits({ RATE_LIMIT_READS_PER_MINUTE: 100, RATE_LIMIT_READS_IN_FLIGHT: 100 }, windows);
    try {
      limits.admit("198.51.100.5");
      limits.admit("198.51.100.5");
      const running = limits.flush();
      limits.admit("198.51.100.5");
      limits.admit("198.51.100.5");
      const asked = limits.flush();
      release();
      await Promise.all([running, asked]);
      expect((await shared.peek("reads:198.51.100.5"))?.hits).toBe(4);
    } finally {
      limits.close();
    }
  });

  it("adds every address counted since the last flush in one statement", async () => {
    const db = databases[0]!;
    const limits = createReadLimits(
      { RATE_LIMIT_READS_PER_MINUTE: 100, RATE_LIMIT_READS_IN_FLIGHT: 100 },
      createSharedWindows(db),
    );
    try {
      const addresses = ["198.51.100.6", "198.51.100.7", "198.51.100.8"];
      for (const address of [...addresses, addresses[0]!]) limits.admit(address);
      const { statements } = await db.countStatements(() => limits.flush());
      expect(statements).toHaveLength(1);
      const shared = createSharedWindows(db);
      expect(
        await Promise.all(addresses.map(async (address) => (await shared.peek(`reads:${address}`))?.hits)),
      ).toEqual([2, 1, 1]);
    } finally {
      limits.close();
    }
  });
});
