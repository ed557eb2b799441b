// Whether the identity client is needed before anyone asks for it: a stored session to restore, a sign-in
// redirect to complete (PKCE code, implicit tokens or a provider error in the URL), or an auth screen.
import type { AppConfig } from "../config.ts";

export const authRoutes = ["/login", "/signup", "/auth/callback", "/forgot-password", "/reset-password"];

export const isAuthRoute = (pathname: string) => authRoutes.includes(pathname.replace(/\/+$/, "") || "/");

/** supabase-js's default key (`sb-<first label of the host>-auth-token`), passed to the client explicitly. */
export function identityStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split(".")[0]}-auth-token`;
}

// Reading localStorage can throw (storage disabled); then there is no stored session to restore.
function storedSession(key: string, storage: () => Storage): boolean {
  try {
    return storage().getItem(key) !== null;
  } catch {
    return false;
  }
}

export function identityNeededAtStart(
  config: AppConfig,
  location: Pick<Location, "pathname" | "search" | "hash">,
  storage: () => Storage,
): boolean {
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  const redirect =
    ["code", "error_description"].some((name) => query.has(name)) ||
    ["access_token", "error_description"].some((name) => fragment.has(name));
  return redirect || isAuthRoute(location.pathname) || storedSession(identityStorageKey(config.supabaseUrl), storage);
}

/** Where the identity provider sends the browser back after email links and Google sign-in. */
export function callbackUrl(returnTo?: string): string {
  const url = new URL("/auth/callback", window.location.origin);
  if (returnTo) url.searchParams.set("returnTo", returnTo);
  return url.toString();
}
