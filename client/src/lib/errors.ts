import { CombinedGraphQLErrors } from "@apollo/client";

/** The server's own message for an expected failure (a coded GraphQL error), otherwise the screen's fallback text. */
export function serverMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const coded = error.errors.find((e) => typeof e.extensions?.code === "string" && e.message);
    if (coded) return coded.message;
  }
  return fallback;
}

/** Message for fetch-style failures, spec section 8: network errors and 'HTTP {status}: {statusText}'. */
export function loadErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? "Unknown error";
  if (error instanceof Error && /fetch|network/i.test(error.message)) return "Network error. Please check your connection.";
  const status = (error as { statusCode?: number; response?: Response }) ?? {};
  if (status.statusCode) return `HTTP ${status.statusCode}: ${status.response?.statusText ?? ""}`.trim();
  return error instanceof Error ? error.message : String(error);
}
