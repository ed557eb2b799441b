// The page's one identity client, loaded lazily (lazy-identity.ts) unless something needs it at start.
import type { AppConfig } from "../config.ts";
import { createLazyIdentity, type LazyIdentity } from "./lazy-identity.ts";
import { identityNeededAtStart, identityStorageKey } from "./identity-start.ts";

export function createIdentity(config: AppConfig): LazyIdentity {
  const identity = createLazyIdentity(
    () => import("./identity-client.ts").then((module) => module.createIdentityAuth(config)),
    { atStart: identityNeededAtStart(config, window.location, () => localStorage) },
  );
  // Another tab signed in: the loaded client reports the stored session, which reaches the app as a sign-in.
  const key = identityStorageKey(config.supabaseUrl);
  window.addEventListener("storage", (event) => {
    if (event.key === key && event.newValue)
      identity.ready().catch((error: unknown) => console.error("Identity client failed to load", error));
  });
  return identity;
}
