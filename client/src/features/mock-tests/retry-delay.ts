// When the exam screen sends again after the server refused for load (503, decision 015): after the Retry-After the
// server gave (the time its queue needs to drain), spread over half to one and a half times it, so that a refused
// burst (a class's saves at a deadline) comes back spread out instead of together. The bench's learners
// (bench/lib/mock-test-client.ts) wait by the same rule.
import { ServerError } from "@apollo/client";

/** Seconds to wait when the server gave no Retry-After (a connection that failed, an offline phone). */
export const FALLBACK_RETRY_SECONDS = 5;

export function retryDelayMs(retryAfter: string | null | undefined, random: () => number = Math.random): number {
  const given = Number(retryAfter);
  const seconds = Number.isFinite(given) && given > 0 ? given : FALLBACK_RETRY_SECONDS;
  return seconds * 1000 * (0.5 + random());
}

/** The Retry-After of a refused request as Apollo reports it, if any. */
export function retryAfterOf(error: unknown): string | null {
  return ServerError.is(error) ? error.response.headers.get("retry-after") : null;
}
