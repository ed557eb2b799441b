// The identity provider client (spec section 7): PKCE, auto refresh, persisted session, session read from the URL.
// Only ever imported dynamically (lazy-identity.ts), so supabase-js stays out of the entry chunk.
import { createClient } from "@supabase/supabase-js";
import type { AppConfig } from "../config.ts";
import type { ProviderAuth } from "./lazy-identity.ts";
import { identityStorageKey } from "./identity-start.ts";

export function createIdentityAuth(config: AppConfig): ProviderAuth {
  const client = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    // The key is set explicitly so the start-up check (identity-start.ts) reads the very key the client writes.
    auth: {
      flowType: "pkce",
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: true,
      storageKey: identityStorageKey(config.supabaseUrl),
    },
  });
  return client.auth;
}
