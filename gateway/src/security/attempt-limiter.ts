// Fixed-window attempt counters for the throttles the domain asks for (password checks), counted in the
// database's shared windows so that every replica refuses the same attempt (rate-limit-buckets.ts).
import type { SharedWindows } from "./rate-limit-buckets.ts";

export interface AttemptLimiter {
  /** Counts one attempt under `key`; resolves to the seconds until its window ends when over the limit, else null. */
  hit(key: string): Promise<number | null>;
}

export interface LimiterOptions {
  max: number;
  windowSeconds: number;
}

/** `name` keeps each limiter's keys apart in the shared table. */
export function createAttemptLimiter(windows: SharedWindows, name: string, { max, windowSeconds }: LimiterOptions): AttemptLimiter {
  return {
    async hit(key) {
      const { hits, ttlMs } = await windows.hit(`${name}:${key}`, windowSeconds * 1000);
      return hits <= max ? null : Math.max(1, Math.ceil(ttlMs / 1000));
    },
  };
}
