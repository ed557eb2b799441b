// Rate-limit windows kept in the database (the RateLimitBucket table), so that every gateway sharing it counts
// the same attempts: the 31st sign-in in a minute from one client is refused whichever replica it reaches
// (docs/operations.md). Fixed windows, one atomic upsert per attempt; the database's clock decides when a window ends, so
// replicas whose clocks drift still agree.
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { Database } from "@app/db";

export interface Window {
  /** Attempts counted in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

export interface SharedWindows {
  /** Counts one attempt (or `count` of them at once) under `key` in a window of `windowMs`. */
  hit(key: string, windowMs: number, count?: number): Promise<Window>;
  /** The same for several keys (each at most once) in one statement; answers each key's window. */
  hitMany(counts: ReadonlyMap<string, number>, windowMs: number): Promise<Map<string, Window>>;
  /** The attempts counted under `key` in its current window, without counting one; null when none. */
  peek(key: string): Promise<Window | null>;
  /** Deletes the windows that have ended (also done every few hundred attempts). */
  sweep(): Promise<void>;
}

/** After this many attempts counted by this process, the windows that have ended are deleted. */
const SWEEP_EVERY = 500;

export function createSharedWindows(db: Pick<Database, "sql">): SharedWindows {
  let sinceSweep = 0;
  const sweep = async () => void (await db.sql`DELETE FROM "RateLimitBucket" WHERE "resetAt" < now()`);
  const counted = (attempts: number) => {
    sinceSweep += attempts;
    if (sinceSweep < SWEEP_EVERY) return;
    sinceSweep = 0;
    sweep().catch(() => undefined);
  };
  /**
   * One statement per flush of the read limits instead of one per address: learners on their own phones each
   * have an address, so a flush adds to as many windows as learners reported in it, which made the limits cost a
   * statement per request (docs/performance.md, Capacity). Keys go in sorted, so two replicas adding to the same
   * windows at once lock their rows in the same order.
   */
  const hitMany: SharedWindows["hitMany"] = async (counts, windowMs) => {
    counted(counts.size);
    const keys = [...counts.keys()].sort();
    const rows = await db.sql<Window & { key: string }>`
      INSERT INTO "RateLimitBucket" AS "bucket" ("key", "hits", "resetAt")
      SELECT "key", "hits", now() + make_interval(secs => ${windowMs}::float8 / 1000)
      FROM unnest(${keys}::text[], ${keys.map((key) => counts.get(key)!)}::int[]) WITH ORDINALITY AS t("key", "hits", "at")
      ORDER BY "at"
      ON CONFLICT ("key") DO UPDATE SET
        "hits" = CASE WHEN "bucket"."resetAt" <= now() THEN EXCLUDED."hits" ELSE "bucket"."hits" + EXCLUDED."hits" END,
        "resetAt" = CASE WHEN "bucket"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "bucket"."resetAt" END
      RETURNING "key", "hits", GREATEST(0, CEIL(EXTRACT(EPOCH FROM ("resetAt" - now())) * 1000))::int AS "ttlMs"`;
    return new Map(rows.map(({ key, hits, ttlMs }) => [key, { hits, ttlMs }]));
  };
  return {
    sweep,
    async peek(key) {
      const [window] = await db.sql<Window>`
        SELECT "hits", GREATEST(0, CEIL(EXTRACT(EPOCH FROM ("resetAt" - now())) * 1000))::int AS "ttlMs"
        FROM "RateLimitBucket" WHERE "key" = ${key} AND "resetAt" > now()`;
      return window ?? null;
    },
    // One attempt is a flush of one key: the same upsert, so the window's rules are written once.
    async hit(key, windowMs, count = 1) {
      return (await hitMany(new Map([[key, count]]), windowMs)).get(key)!;
    },
    hitMany,
  };
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store over the shared windows. The plugin makes one child per route with its own
 * limit (as its LocalStore and RedisStore do), so each route's attempts are counted under its own prefix.
 */
export function sharedRateLimitStore(windows: SharedWindows) {
  // The plugin constructs the store with its own options: the prefix is set on each route's child instead.
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    prefix = "http";

    incr(key: string, callback: Callback, timeWindow: number) {
      windows.hit(`${this.prefix}:${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore["child"]>[0]) {
      // Typed as the route's options; at run time they are the route's limit with the route under `routeInfo`.
      const { method, url } =
        (options as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      const store = new SharedRateLimitStore();
      store.prefix = `${this.prefix}:${[method].flat().join(",")} ${url ?? ""}`;
      return store;
    }
  };
}
