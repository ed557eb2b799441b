// Per-client limits on /graphql and /api (decision 015): requests per minute from one address, counted by every
// replica together in the shared windows (rate-limit-buckets.ts, decision 010), and requests in flight from one
// address on this gateway. Past either, 429 with Retry-After, before the request is read or its viewer looked up.
// Sized for a campus behind one address (hundreds of learners): a learner's screen sends a few reads, most of
// them answered by the service worker or a CDN; one client looping over heavy requests meets the limits.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { Config } from "../config/env.ts";
import type { SharedWindows } from "./rate-limit-buckets.ts";

const WINDOW_MS = 60_000;

/**
 * Counts reach the shared table at most this often, added up per address, every address in one statement
 * (SharedWindows.hitMany) instead of one write per request (a write costs ~3 ms on PGlite, which serialises every
 * statement). Replicas may together let through what each counts between two flushes beyond the limit.
 */
const FLUSH_EVERY_MS = 250;

interface Count {
  /** Counted here and not yet added to the shared window. */
  pending: number;
  /** Being added to the shared window now. */
  sending: number;
  /** The shared window's count (every replica's) when this process last added to it. */
  shared: number;
  /** When the shared window ends, in this process's clock. */
  resetAt: number;
}

export interface ReadLimits {
  /** A release to call when the request ends, or the seconds to wait when a limit refuses it. */
  admit(address: string): (() => void) | { retryAfter: number };
  /** Adds what was counted here to the shared windows (every FLUSH_EVERY_MS; tests call it directly). */
  flush(): Promise<void>;
  close(): void;
}

export function createReadLimits(
  config: Pick<Config, "RATE_LIMIT_READS_PER_MINUTE" | "RATE_LIMIT_READS_IN_FLIGHT">,
  windows: SharedWindows,
): ReadLimits {
  const counts = new LRUCache<string, Count>({ max: 100_000, ttl: WINDOW_MS });
  const inFlight = new Map<string, number>();
  /** Addresses with pending counts: a flush visits these, not every address seen in the window. */
  let dirty = new Map<string, Count>();
  let flushing: Promise<void> | undefined;

  const flushOnce = async () => {
    const due = [...dirty];
    dirty = new Map();
    const adding = new Map(due.map(([address, count]) => [address, count.pending]));
    for (const [address, count] of due) {
      count.pending -= adding.get(address)!;
      count.sending += adding.get(address)!;
    }
    try {
      const windowsByKey = await windows.hitMany(
        new Map(due.map(([address]) => [`reads:${address}`, adding.get(address)!])),
        WINDOW_MS,
      );
      for (const [address, count] of due) {
        const window = windowsByKey.get(`reads:${address}`);
        if (window) Object.assign(count, { shared: window.hits, resetAt: Date.now() + window.ttlMs });
      }
    } catch {
      // The database is unreachable: keep counting here, and add these next time.
      for (const [address, count] of due) {
        count.pending += adding.get(address)!;
        dirty.set(address, count);
      }
    } finally {
      for (const [address, count] of due) count.sending -= adding.get(address)!;
    }
  };
  // One flush at a time; a caller that finds one running waits for it and then adds what was counted since, so
  // that what was counted here before flush() was called is in the shared window when it resolves.
  const flush = async () => {
    while (flushing) await flushing;
    if (dirty.size === 0) return;
    flushing = flushOnce().finally(() => (flushing = undefined));
    await flushing;
  };
  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS).unref();

  return {
    flush,
    close: () => clearInterval(timer),
    admit(address) {
      const now = Date.now();
      let count = counts.get(address);
      if (!count || count.resetAt <= now)
        counts.set(address, (count = { pending: 0, sending: 0, shared: 0, resetAt: now + WINDOW_MS }));
      if (count.shared + count.sending + count.pending >= config.RATE_LIMIT_READS_PER_MINUTE)
        return { retryAfter: Math.max(1, Math.ceil((count.resetAt - now) / 1000)) };
      const running = inFlight.get(address) ?? 0;
      if (running >= config.RATE_LIMIT_READS_IN_FLIGHT) return { retryAfter: 1 };
      count.pending++;
      dirty.set(address, count);
      inFlight.set(address, running + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inFlight.get(address) ?? 1) - 1;
        if (left > 0) inFlight.set(address, left);
        else inFlight.delete(address);
      };
    },
  };
}

const limited = (url: string) =>
  url === "/graphql" ||
  url.startsWith("/graphql?") ||
  url === "/api" ||
  url.startsWith("/api/") ||
  url.startsWith("/api?");

/** Applies the limits to /graphql and /api; preflights (OPTIONS) and everything else pass. */
export function registerReadLimits(app: FastifyInstance, limits: ReadLimits) {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method === "OPTIONS" || !limited(request.url)) return;
    const admitted = limits.admit(request.ip);
    if (typeof admitted === "function") {
      // 'close' follows the end of every response, also one the client abandoned.
      reply.raw.once("close", admitted);
      return;
    }
    return sendTooManyRequests(request, reply, admitted.retryAfter);
  });
}

function sendTooManyRequests(request: FastifyRequest, reply: FastifyReply, retryAfter: number) {
  const message = `Too many requests from this address, try again in ${retryAfter} seconds`;
  reply.status(429).header("retry-after", String(retryAfter));
  if (!request.url.startsWith("/graphql")) return reply.send({ error: message });
  const graphqlResponse = /application\/graphql-response\+json/.test(request.headers.accept ?? "");
  return reply
    .type(`${graphqlResponse ? "application/graphql-response+json" : "application/json"}; charset=utf-8`)
    .send(JSON.stringify({ errors: [{ message, extensions: { code: "rate_limited", retryAfter } }] }));
}
