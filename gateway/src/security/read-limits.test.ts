// Per-client budgets on /graphql and /api (decision 029): signed-in requests count against their account and session,
// never the address they share, anonymous ones against their address; a request costs 1, or its executions' price
// when it ran any; past a budget, 429 with Retry-After in the shape of the transport it called. Two gateways on one
// database count a client together.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database } from "@app/db";
import { toSchema } from "@app/schema";
import { operationCost } from "../graphql/query-cost.ts";
import { createReadLimits, type Client } from "./read-limits.ts";
import { createSharedWindows, type SharedWindows } from "./rate-limit-buckets.ts";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";
import { call } from "../../test/reliability/http.ts";
import { createPostgresDatabase, postgresAdminUrl, type TempPostgres } from "../../test/reliability/databases.ts";

let temp: TempPostgres | undefined;
let databases: Database[] = [];
let gateways: RunningGateway[] = [];

const ANONYMOUS = 6;
const SESSION = 8;
const ACCOUNT = 12;

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
  const env = {
    RATE_LIMIT_ANONYMOUS_COST_PER_MINUTE: String(ANONYMOUS),
    RATE_LIMIT_SESSION_COST_PER_MINUTE: String(SESSION),
    RATE_LIMIT_ACCOUNT_COST_PER_MINUTE: String(ACCOUNT),
    RATE_LIMIT_READS_IN_FLIGHT: "4",
    TRUST_PROXY: "true",
  };
  gateways = [await startGatewayOn(databases[0]!, env), await startGatewayOn(databases[1]!, env)];
  // The catalogue's answer in each gateway's content cache, so that every read below is a hit costing 1.
  for (const gateway of gateways) await read(gateway, "192.0.2.250");
});
afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  for (const db of new Set(databases)) await db.close();
  await temp?.drop();
});

const from = (address: string, token?: string) => ({
  "x-forwarded-for": address,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});
const read = (gateway: RunningGateway, address: string, token?: string) =>
  call(`${gateway.url}/api/courses/published`, { headers: from(address, token) });
const graphqlRead = (gateway: RunningGateway, address: string) =>
  call(`${gateway.url}/graphql`, {
    body: { query: "{ apiVersion }" },
    headers: { ...from(address), accept: "application/graphql-response+json" },
  });
/** A backend token as the gateway issues one at sign-in: its user and session are what the limits read. */
const tokenOf = (gateway: RunningGateway, userId: string, sessionId: string) =>
  gateway.app.services.backendTokens.issue({ userId, authId: userId, role: "student", sessionId });
const statuses = async (count: number, send: () => Promise<{ status: number }>) => {
  const all: number[] = [];
  for (let index = 0; index < count; index++) all.push((await send()).status);
  return all;
};

describe("anonymous requests, per address", () => {
  it("answers 429 with Retry-After past the budget, on REST and GraphQL alike, and only for that address", async () => {
    const [gateway] = gateways;
    const served: number[] = [];
    for (let index = 0; index < 3; index++) served.push((await read(gateway!, "198.51.100.1")).status);
    for (let index = 0; index < 3; index++) served.push((await graphqlRead(gateway!, "198.51.100.1")).status);
    expect(served).toEqual([200, 200, 200, 200, 200, 200]);

    const rest = await read(gateway!, "198.51.100.1");
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(rest.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(rest.body.error).toMatch(/too many requests from this address/i);
    const graphql = await graphqlRead(gateway!, "198.51.100.1");
    expect(graphql.status).toBe(429);
    expect(graphql.body.errors[0].extensions).toEqual({ code: "rate_limited", retryAfter: expect.any(Number) });

    expect((await read(gateway!, "198.51.100.2")).status).toBe(200);
    expect((await call(`${gateway!.url}/config.json`, { headers: from("198.51.100.1") })).status).toBe(200);
    expect((await call(`${gateway!.url}/readyz`, { headers: from("198.51.100.1") })).status).toBe(200);
  });

  it("counts an address on every gateway sharing the database", async () => {
    const [first, second] = gateways;
    expect(await statuses(4, () => read(first!, "198.51.100.3"))).toEqual(Array(4).fill(200));
    await first!.app.services.readLimits.flush();
    expect((await read(second!, "198.51.100.3")).status).toBe(200);
    await second!.app.services.readLimits.flush();
    // Five counted together: the second gateway lets one more through, then refuses.
    expect((await read(second!, "198.51.100.3")).status).toBe(200);
    expect((await read(second!, "198.51.100.3")).status).toBe(429);
  });

  it("charges an execution its price and a cache hit 1", async () => {
    const [gateway] = gateways;
    const windows = createSharedWindows(databases[0]!);
    // A text no one sent before: the content cache misses it, so it is executed and charged its price.
    const query = "{ courses { id title } apiVersion }";
    const priced = await call(`${gateway!.url}/graphql`, { body: { query }, headers: from("198.51.100.9") });
    expect(priced.status).toBe(200);
    await gateway!.app.services.readLimits.flush();
    const price = operationCost({ schema: toSchema(), maxTokens: 2_000 }, { query })!.cost;
    expect(price).toBeGreaterThan(ANONYMOUS);
    expect((await windows.peek("cost:address:198.51.100.9"))?.hits).toBe(price);
    // Refused now, until the window ends: the price was over the budget.
    expect((await read(gateway!, "198.51.100.9")).status).toBe(429);

    expect((await read(gateway!, "198.51.100.10")).status).toBe(200);
    await gateway!.app.services.readLimits.flush();
    expect((await windows.peek("cost:address:198.51.100.10"))?.hits).toBe(1);
  });
});

describe("signed-in requests, per account and session", () => {
  it("lets a whole class behind one address through while one of them is refused for looping", async () => {
    const [gateway] = gateways;
    const campus = "203.0.113.7";
    // The address's anonymous budget is spent: signed-in learners behind it are not counted against it.
    expect(await statuses(ANONYMOUS + 1, () => read(gateway!, campus))).toEqual([...Array(ANONYMOUS).fill(200), 429]);
    const tokens = await Promise.all(
      Array.from({ length: 20 }, (_, index) => tokenOf(gateway!, `learner-${index}`, `session-${index}`)),
    );
    const classReads = await Promise.all(tokens.map((token) => read(gateway!, campus, token)));
    expect(classReads.map((response) => response.status)).toEqual(Array(20).fill(200));

    // One read spent above: seven more, then the session's budget of 8 is spent.
    const looping = await statuses(SESSION, () => read(gateway!, campus, tokens[0]));
    expect(looping).toEqual([...Array(SESSION - 1).fill(200), 429]);
    const refused = await read(gateway!, campus, tokens[0]);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/too many requests for this account/i);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Everyone else in the class still reads.
    const after = await Promise.all(tokens.slice(1).map((token) => read(gateway!, campus, token)));
    expect(after.map((response) => response.status)).toEqual(Array(19).fill(200));
  });

  it("gives each session its budget within the account's", async () => {
    const [gateway] = gateways;
    const phone = await tokenOf(gateway!, "shared-account", "phone");
    const laptop = await tokenOf(gateway!, "shared-account", "laptop");
    const tablet = await tokenOf(gateway!, "shared-account", "tablet");
    expect(await statuses(SESSION + 1, () => read(gateway!, "203.0.113.8", phone))).toEqual([
      ...Array(SESSION).fill(200),
      429,
    ]);
    // Another device of the account spends what is left of the account's 12, then it is refused too.
    expect(await statuses(ACCOUNT - SESSION + 1, () => read(gateway!, "203.0.113.9", laptop))).toEqual([
      ...Array(ACCOUNT - SESSION).fill(200),
      429,
    ]);
    expect((await read(gateway!, "203.0.113.9", tablet)).status).toBe(429);
  });

  it("counts a session on every gateway sharing the database, whatever address it comes from", async () => {
    const [first, second] = gateways;
    const token = await tokenOf(first!, "roaming", "roaming-session");
    expect(await statuses(SESSION - 1, () => read(first!, "203.0.113.11", token))).toEqual(
      Array(SESSION - 1).fill(200),
    );
    await first!.app.services.readLimits.flush();
    // Eight counted together: the second gateway lets the session's last one through, then refuses.
    expect((await read(second!, "203.0.113.12", token)).status).toBe(200);
    await second!.app.services.readLimits.flush();
    expect((await read(second!, "203.0.113.13", token)).status).toBe(429);
  });

  it("counts a token that does not verify against its address", async () => {
    const [gateway] = gateways;
    const forged = `${await tokenOf(gateway!, "someone", "s")}x`;
    expect(await statuses(ANONYMOUS + 1, () => read(gateway!, "198.51.100.11", forged))).toEqual([
      ...Array(ANONYMOUS).fill(200),
      429,
    ]);
  });
});

describe("the limits alone", () => {
  const config = {
    RATE_LIMIT_ANONYMOUS_COST_PER_MINUTE: 100,
    RATE_LIMIT_ACCOUNT_COST_PER_MINUTE: 100,
    RATE_LIMIT_SESSION_COST_PER_MINUTE: 100,
    RATE_LIMIT_READS_IN_FLIGHT: 4,
  };
  const address = (ip: string): Client => ({ kind: "address", address: ip });

  it("bound the requests one client has in flight", async () => {
    const limits = createReadLimits(config, createSharedWindows(databases[0]!));
    try {
      const releases = Array.from({ length: 4 }, () => limits.admit(address("198.51.100.4")));
      expect(releases.every((release) => typeof release === "function")).toBe(true);
      expect(limits.admit(address("198.51.100.4"))).toEqual({ retryAfter: 1 });
      const account: Client = { kind: "account", userId: "u", sessionId: "s" };
      expect(typeof limits.admit(account)).toBe("function");
      (releases[0] as () => void)();
      expect(typeof limits.admit(address("198.51.100.4"))).toBe("function");
    } finally {
      limits.close();
    }
  });

  it("have counted everything charged before flush() once it resolves, also when a flush was already running", async () => {
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
    const limits = createReadLimits(config, windows);
    const charge = (cost: number) => (limits.admit(address("198.51.100.5")) as (cost: number) => void)(cost);
    try {
      charge(1);
      charge(5);
      const running = limits.flush();
      charge(1);
      charge(2);
      const asked = limits.flush();
      release();
      await Promise.all([running, asked]);
      expect((await shared.peek("cost:address:198.51.100.5"))?.hits).toBe(9);
    } finally {
      limits.close();
    }
  });

  it("keep refusing a client until its shared window ends, also when that window began after this process first counted it", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    // The monotonic clock too, on the object itself: a cache may have kept the real `performance` at its start.
    vi.spyOn(performance, "now").mockImplementation(() => Date.now());
    // The shared window as a database clock keeps it: it begins at the first addition, a flush after the first
    // request was counted here, and ends a minute after that.
    const FLUSH_LAG_MS = 250;
    let window: { hits: number; endsAt: number } | undefined;
    const windows: SharedWindows = {
      ...createSharedWindows(databases[0]!),
      hitMany: async (counts, windowMs) => {
        const now = Date.now();
        if (!window || window.endsAt <= now) window = { hits: 0, endsAt: now + windowMs };
        window.hits += [...counts.values()].reduce((sum, count) => sum + count, 0);
        const answer = { hits: window.hits, ttlMs: window.endsAt - now };
        return new Map([...counts.keys()].map((key) => [key, answer]));
      },
    };
    const limits = createReadLimits(config, windows);
    const looper = address("198.51.100.9");
    const served = (count: number) => {
      let admitted = 0;
      for (let index = 0; index < count; index++) {
        const release = limits.admit(looper);
        if (typeof release !== "function") continue;
        admitted++;
        release();
      }
      return admitted;
    };
    try {
      expect(served(1)).toBe(1);
      vi.advanceTimersByTime(FLUSH_LAG_MS);
      await limits.flush();
      expect(served(200)).toBe(99);
      await limits.flush();
      // A minute after this process first counted the looper, the shared window still has a flush's lag to run.
      vi.advanceTimersByTime(60_000 - FLUSH_LAG_MS + 10);
      expect(served(50)).toBe(0);
      await limits.flush();
      vi.advanceTimersByTime(FLUSH_LAG_MS);
      expect(served(200)).toBe(100);
      await limits.flush();
      expect(window!.hits).toBe(100);
    } finally {
      limits.close();
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });

  it("add every client counted since the last flush in one statement", async () => {
    // A handle of its own: the gateways above flush their own counts on a timer, and a flush of theirs on the shared
    // handle inside the counted window would read as a second statement of this one.
    const db = await openDatabase({
      target: temp ? { kind: "postgres", location: temp.url } : { kind: "pglite", location: "memory://" },
    });
    const limits = createReadLimits(config, createSharedWindows(db));
    try {
      const addresses = ["198.51.100.6", "198.51.100.7", "198.51.100.8"];
      for (const ip of [...addresses, addresses[0]!]) (limits.admit(address(ip)) as () => void)();
      (limits.admit({ kind: "account", userId: "flushed", sessionId: "flushed-session" }) as () => void)();
      const { statements } = await db.countStatements(() => limits.flush());
      const flushed = statements.filter((sql) => sql.includes(`"RateLimitBucket"`));
      expect(flushed, statements.join("\n---\n")).toHaveLength(1);
      const shared = createSharedWindows(db);
      expect(await Promise.all(addresses.map(async (ip) => (await shared.peek(`cost:address:${ip}`))?.hits))).toEqual([
        2, 1, 1,
      ]);
      expect((await shared.peek("cost:account:flushed"))?.hits).toBe(1);
      expect((await shared.peek("cost:session:flushed-session"))?.hits).toBe(1);
    } finally {
      limits.close();
      await db.close();
    }
  });
});
