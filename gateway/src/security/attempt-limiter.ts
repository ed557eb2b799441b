// Fixed-window attempt counters behind a small interface, so that a store shared by several replicas (PostgreSQL)
// can replace the in-memory one. In memory the windows live in an LRU of bounded size, as in @fastify/rate-limit's
// own store: a flood of new keys evicts the oldest windows instead of growing the heap.
import { LRUCache } from "lru-cache";

export interface AttemptLimiter {
  /** Counts one attempt under `key`; resolves to the seconds until its window ends when over the limit, else null. */
  hit(key: string): Promise<number | null>;
}

export interface LimiterOptions {
  max: number;
  windowSeconds: number;
  /** How many keys are remembered at most. */
  keys?: number;
}

export function createMemoryLimiter({ max, windowSeconds, keys = 50_000 }: LimiterOptions): AttemptLimiter {
  const windows = new LRUCache<string, { attempts: number }>({ max: keys, ttl: windowSeconds * 1000 });
  return {
    async hit(key) {
      const window = windows.get(key);
      if (!window) windows.set(key, { attempts: 1 });
      else window.attempts += 1;
      if ((window?.attempts ?? 1) <= max) return null;
      return Math.max(1, Math.ceil(windows.getRemainingTTL(key) / 1000));
    },
  };
}
