// redirect_to handling: only the site, the gateway itself and loopback addresses (any port, RFC 8252 §7.3) are
// accepted; anything else silently falls back to SITE_URL, as GoTrue does, so links can't be aimed elsewhere.
import type { Config } from "../config/env.ts";

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

export function safeRedirect(config: Config, requested: unknown): string {
  if (typeof requested !== "string" || requested === "") return config.siteUrl;
  let target: URL;
  try {
    target = new URL(requested);
  } catch {
    return config.siteUrl;
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") return config.siteUrl;
  if (target.username || target.password) return config.siteUrl;
  const trusted = [config.siteUrl, config.publicUrl].map((url) => new URL(url).origin);
  const allowed = trusted.includes(target.origin) || LOOPBACK.test(target.hostname);
  return allowed ? target.toString() : config.siteUrl;
}

/** `redirect_to` with extra query parameters (PKCE codes, errors in PKCE flows). */
export function withQuery(redirectTo: string, params: Record<string, string>): string {
  const url = new URL(redirectTo);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** `redirect_to` with a fragment of sorted parameters (implicit-flow tokens and errors; GoTrue adds an empty `sb`). */
export function withFragment(redirectTo: string, params: Record<string, string>): string {
  const url = new URL(redirectTo);
  const fragment = new URLSearchParams(Object.entries({ ...params, sb: "" }).sort(([a], [b]) => a.localeCompare(b)));
  url.hash = fragment.toString();
  return url.toString();
}

const OAUTH_ERRORS: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized_client",
  403: "access_denied",
  500: "server_error",
  503: "temporarily_unavailable",
};

/** GoTrue's error redirect: always in the fragment, and also in the query for PKCE flows (verify.go). */
export function errorRedirect(
  redirectTo: string,
  error: { status: number; code: string; message: string },
  pkce: boolean,
) {
  const params: Record<string, string> = {
    ...(OAUTH_ERRORS[error.status] ? { error: OAUTH_ERRORS[error.status] } : {}),
    error_code: error.code,
    error_description: error.message,
  };
  return withFragment(pkce ? withQuery(redirectTo, params) : redirectTo, params);
}

/** The implicit-flow fragment of a new session (keys as GoTrue sends them; `type` only from /verify). */
export function sessionFragment(
  redirectTo: string,
  session: Record<string, unknown>,
  extra: Record<string, string> = {},
) {
  const fields = ["access_token", "expires_at", "expires_in", "refresh_token", "token_type"];
  return withFragment(redirectTo, {
    ...Object.fromEntries(fields.map((key) => [key, String(session[key])])),
    ...extra,
  });
}

/** GoTrue's informational redirect (prepRedirectURL): `message` in the fragment, and in the query for PKCE flows. */
export function withMessage(redirectTo: string, message: string, pkce: boolean) {
  return withFragment(pkce ? withQuery(redirectTo, { message }) : redirectTo, { message });
}
