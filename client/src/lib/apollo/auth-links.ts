// Bearer token on every request; one backend-token refresh and retry when the API answers unauthenticated
// (spec section 7: a 401 triggers one token refresh and one retry). /graphql answers 401 to a token that is
// expired or whose identity session ended, so this also covers a sign-out or password change elsewhere.
import { CombinedGraphQLErrors, ServerError } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { from, switchMap, throwError } from "rxjs";
import { tokenSubject } from "../session/token-store.ts";

const authCodes = new Set(["unauthenticated", "invalid_token"]);
/** The exchange of an identity token for a backend token needs no backend token; a stale one would get it refused. */
const EXCHANGE = "SignInWithProviderToken";

export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => authCodes.has(String(e.extensions?.code)));
  return ServerError.is(error) && error.statusCode === 401;
}

/** Refused before sending: the operation was made by one learner (`asUser`) and another is signed in now. */
export class NotThisLearner extends Error {}

export function createAuthLink(getToken: () => string | null) {
  return new SetContextLink((previous, operation) => {
    const token = operation.operationName === EXCHANGE ? null : getToken();
    // Work a learner left on this device (progress made offline) goes only with that learner's own token.
    const asUser = (previous as { asUser?: string }).asUser;
    if (asUser !== undefined && tokenSubject(token) !== asUser)
      throw new NotThisLearner(`${operation.operationName} belongs to another learner than the one signed in`);
    // A retry carries the headers of its first attempt: the token it had must not stay when there is none now.
    const headers: Record<string, string> = { ...previous.headers };
    delete headers.authorization;
    return { headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers };
  });
}

/**
 * Retries once with the refreshed token. When no token can be had because the session is over (`refreshToken`
 * then cleared the stored one), the retry goes out anonymously, so public screens still load.
 */
export function createRefreshLink(refreshToken: () => Promise<string | null>, getToken: () => string | null) {
  return new ErrorLink(({ error, operation, forward }) => {
    const context = operation.getContext();
    if (!isUnauthenticated(error) || context.authRetried || operation.operationName === EXCHANGE) return;
    operation.setContext({ authRetried: true });
    return from(refreshToken()).pipe(
      switchMap((token) => (token || !getToken() ? forward(operation) : throwError(() => error))),
    );
  });
}
