// The identity provider client (spec section 7): PKCE, auto refresh, persisted session, session read from the URL.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { AppConfig } from "./config.ts";

export function createSupabase(config: AppConfig): SupabaseClient {
  return createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { flowType: "pkce", autoRefreshToken: true, persistSession: true, detectSessionInUrl: true },
  });
}

/** Where the identity provider sends the browser back after email links and Google sign-in. */
export function callbackUrl(returnTo?: string): string {
  const url = new URL("/auth/callback", window.location.origin);
  if (returnTo) url.searchParams.set("returnTo", returnTo);
  return url.toString();
}
