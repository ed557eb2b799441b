// Bearer token on every request; one backend-token refresh and retry when the API answers unauthenticated
// (spec section 7: a 401 triggers one token refresh and one retry).
import { CombinedGraphQLErrors, ServerError } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { from, switchMap, throwError } from "rxjs";

const authCodes = new Set(["unauthenticated", "invalid_token"]);

export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => authCodes.has(String(e.extensions?.code)));
  return ServerError.is(error) && error.statusCode === 401;
}

export function createAuthLink(getToken: () => string | null) {
  return new SetContextLink((previous) => {
    const token = getToken();
    return { headers: { ...previous.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  });
}

export function createRefreshLink(refreshToken: () => Promise<string | null>) {
  return new ErrorLink(({ error, operation, forward }) => {
    const context = operation.getContext();
    if (!isUnauthenticated(error) || context.authRetried || operation.operationName === "SignInWithProviderToken") return;
    operation.setContext({ authRetried: true });
    return from(refreshToken()).pipe(
      switchMap((token) => (token ? forward(operation) : throwError(() => error))),
    );
  });
}
