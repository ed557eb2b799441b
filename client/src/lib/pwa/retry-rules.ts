// The client's one reading of a failed request (docs/offline.md, "The outbox"): worth another try, or refused for
// good, and when the next try may go. The outbox sends by it, and so do the mock test's own requests (start,
// submit, the result's wait). When the server refused for load (503, decision 015) the next try waits the
// Retry-After it gave (the time its queue needs to drain), spread over half to one and a half times it, so that a
// refused burst (a class's saves at a deadline) comes back spread out instead of together. The bench's learners
// (bench/lib/mock-test-client.ts) wait by the same rule.
import { CombinedGraphQLErrors, ServerError } from "@apollo/client";
import { isUnauthenticated } from "../apollo/auth-links.ts";
import { isRetryLaterCode } from "@app/schema/errors";
import type { SendOutcome } from "./progress-queue.ts";

/** Network failures, a server that is down or busy, and a session to be renewed are worth another try; the rest is final. */
export function outcomeOf(error: unknown): SendOutcome {
  if (isUnauthenticated(error)) return "retry";
  if (CombinedGraphQLErrors.is(error))
    // The server's own classification of its codes (schema/src/errors.ts): "not now" is retried, the rest is final.
    return error.errors.some((e) => isRetryLaterCode(e.extensions?.code)) ? "retry" : "drop";
  if (ServerError.is(error)) return error.statusCode >= 500 || error.statusCode === 429 ? "retry" : "drop";
  return "retry";
}

/** The codes of a coded refusal (GraphQL extensions.code), for a screen that tells the learner why. */
export const errorCodes = (error: unknown): string[] =>
  CombinedGraphQLErrors.is(error) ? error.errors.map((e) => String(e.extensions?.code)) : [];

/** Seconds to wait when the server gave no Retry-After (a connection that failed, an offline phone). */
export const FALLBACK_RETRY_SECONDS = 5;

export function retryDelayMs(retryAfter: string | null | undefined, random: () => number = Math.random): number {
  const given = Number(retryAfter);
  const seconds = Number.isFinite(given) && given > 0 ? given : FALLBACK_RETRY_SECONDS;
  return seconds * 1000 * (0.5 + random());
}

/**
 * The Retry-After of a refused request as Apollo reports it, if any: the header of a plain 503, or the seconds the
 * gateway puts in the error's extensions (`retryAfter`), since a GraphQL answer (application/graphql-response+json,
 * what Apollo asks for first) reaches the client as its errors without the response's headers.
 */
export function retryAfterOf(error: unknown): string | null {
  if (ServerError.is(error)) return error.response.headers.get("retry-after");
  if (CombinedGraphQLErrors.is(error)) {
    const seconds = error.errors.map((e) => e.extensions?.retryAfter).find((value) => typeof value === "number");
    return seconds === undefined ? null : String(seconds);
  }
  return null;
}

/** Whether the server refused for load (503, decision 015): the same request may be sent again after Retry-After. */
export function isBusy(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 503;
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "service_unavailable");
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends until the server stops refusing for load, waiting its Retry-After (spread, above) between tries; any other
 * outcome is the answer or the error. For the sitting's own requests (start, submit), which may be repeated: a
 * start resumes the open attempt, a submission answers the first one.
 */
export async function untilNotBusy<T>(send: () => Promise<T>, wait: (ms: number) => Promise<void> = sleep): Promise<T> {
  for (;;) {
    try {
      return await send();
    } catch (error) {
      if (!isBusy(error)) throw error;
      await wait(retryDelayMs(retryAfterOf(error)));
    }
  }
}
