// Messages for failures the client shows, in the interface's language. The API's errors carry a stable code
// (GraphQL extensions.code, the identity server's error_code): the client translates by code (catalogue
// errors:codes.<code>), so the server never needs to know the language. In English the server's own message
// stays (the spec's texts, with any detail such as a wait in seconds); a code the catalogue lacks shows it too.
import { CombinedGraphQLErrors } from "@apollo/client";
// The browser's one i18next instance (main.tsx); failures are never rendered on the server.
import i18next from "i18next";

/** The text of a coded failure in the page's language; the message itself without a code or a catalogue text. */
export function codedMessage(code: string | undefined, message: string | undefined): string | null {
  if (!code || (i18next.language === "en" && message)) return message || null;
  const key = `errors:codes.${code}`;
  return i18next.exists(key) ? i18next.t(key) : message || null;
}

/** The server's own message for an expected failure (a coded GraphQL error), otherwise the screen's fallback text. */
export function serverMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const coded = error.errors.find((e) => typeof e.extensions?.code === "string" && e.message);
    if (coded) return codedMessage(coded.extensions!.code as string, coded.message) ?? fallback;
  }
  return fallback;
}

/** Message for fetch-style failures, spec section 8: network errors and 'HTTP {status}: {statusText}'. */
export function loadErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = typeof first?.extensions?.code === "string" ? first.extensions.code : undefined;
    return codedMessage(code, first?.message) ?? i18next.t("common:errors.unknown");
  }
  if (error instanceof Error && /fetch|network/i.test(error.message)) return i18next.t("common:errors.network");
  const status = (error as { statusCode?: number; response?: Response }) ?? {};
  if (status.statusCode) return `HTTP ${status.statusCode}: ${status.response?.statusText ?? ""}`.trim();
  return error instanceof Error ? error.message : String(error);
}
