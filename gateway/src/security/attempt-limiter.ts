// Fixed-window attempt counters for the throttles the domain and the identity server ask for (current-password
// checks, failed sign-ins and codes per account), counted in the database's shared windows so that every replica
// refuses the same attempt (rate-limit-buckets.ts).
import type { SharedWindows } from "./rate-limit-buckets.ts";

export interface AttemptLimiter {
  /** Counts one attempt under `key`; resolves to the seconds until its window ends when over the limit, else null. */
  hit(key: string): Promise<number | null>;
  /** Without counting: the seconds until the window ends when `key` has used up the limit, else null. */
  exhausted(key: string): Promise<number | null>;
}

export interface LimiterOptions {
  max: number;
  windowSeconds: number;
}

const seconds = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 1000));

/** `name` keeps each limiter's keys apart in the shared table. */
export function createAttemptLimiter(
  windows: SharedWindows,
  name: string,
  { max, windowSeconds }: LimiterOptions,
): AttemptLimiter {
  return {
    async hit(key) {
      const { hits, ttlMs } = await windows.hit(`${name}:${key}`, windowSeconds * 1000);
      return hits <= max ? null : seconds(ttlMs);
    },
    async exhausted(key) {
      const window = await windows.peek(`${name}:${key}`);
      return window && window.hits >= max ? seconds(window.ttlMs) : null;
    },
  };
}
