// Backend session sync: the identity token is exchanged for the product's backend token through the
// signInWithProviderToken mutation; the token is stored and the user written into Apollo's cache.
import type { ApolloClient } from "@apollo/client";
import { MeDocument } from "../../gql/graphql.ts";
import { isUnauthenticated } from "../apollo/auth-links.ts";
import type { IdentityAuth } from "../identity/lazy-identity.ts";
import { forgetLearnerOnDevice } from "../device/sign-out.ts";
import { tokenStore } from "./token-store.ts";

export interface SessionService {
  auth: IdentityAuth;
  /** Resolves to the backend token, or null when the sync failed (swallowed, spec section 8). */
  sync(accessToken: string): Promise<string | null>;
  /**
   * One backend-token refresh from the current identity session (used after an unauthenticated answer); null when
   * there is none any more, in which case the stored token is cleared.
   */
  refresh(): Promise<string | null>;
  /** Clears the stored token, every cached object of the previous user and everything personal on the device. */
  clearLocal(): Promise<void>;
  /**
   * Before a sign-out, while the learner's token is still here (online only): sends their progress made offline and
   * deletes this browser's push subscription on the server.
   */
  beforeSignOut(): Promise<void>;
}

export function createSessionService(auth: IdentityAuth, apollo: ApolloClient): SessionService {
  const inFlight = new Map<string, Promise<string | null>>();
  let refreshing: Promise<string | null> | null = null;

  async function exchange(accessToken: string): Promise<string | null> {
    try {
      const { exchangeProviderToken } = await import("./provider-token.ts");
      const { data } = await exchangeProviderToken(apollo, accessToken);
      const session = data?.signInWithProviderToken;
      if (!session) return null;
      const freshSignIn = !tokenStore.get();
      tokenStore.set(session.token);
      // Viewer-scoped fields (isEnrolled, isRegistered ...) cached while anonymous are wrong now.
      if (freshSignIn) await apollo.resetStore().catch((error: unknown) => console.warn("Cache reset failed", error));
      apollo.writeQuery({ query: MeDocument, data: { me: session.user } });
      return session.token;
    } catch (error) {
      console.warn("Backend session sync failed", error);
      // The identity session itself was refused (signed out or password changed elsewhere): this one is over too.
      if (isUnauthenticated(error)) await endLocally();
      return null;
    }
  }

  /** Signs the identity client out here only (its SIGNED_OUT clears the session state) and drops the backend token. */
  async function endLocally() {
    tokenStore.clear();
    await auth.signOut({ scope: "local" }).catch((error: unknown) => console.warn("Local sign-out failed", error));
  }

  function sync(accessToken: string) {
    // SIGNED_IN, INITIAL_SESSION and the screens' explicit calls often carry the same identity token.
    let pending = inFlight.get(accessToken);
    if (!pending) {
      pending = exchange(accessToken);
      inFlight.set(accessToken, pending);
      void pending.finally(() => setTimeout(() => inFlight.delete(accessToken), 5_000));
    }
    return pending;
  }

  function refresh() {
    refreshing ??= auth
      .getSession()
      .then(({ data }) => {
        if (data.session) return exchange(data.session.access_token);
        // A backend token without an identity session behind it is dead: drop it.
        tokenStore.clear();
        return null;
      })
      .finally(() => (refreshing = null));
    return refreshing;
  }

  async function clearLocal() {
    tokenStore.clear();
    await forgetLearnerOnDevice();
    await apollo.clearStore();
  }

  return { auth, sync, refresh, clearLocal, beforeSignOut: () => beforeSignOut(apollo) };
}

/** How long a sign-out waits for the server before going on; what progress is left stays sealed on the device. */
const SERVER_WAIT_MS = 5_000;

/**
 * Progress made offline, sent while the learner's token is still here: once signed out it could only wait for them
 * to sign in on this device again (lib/device/personal-data.ts). And the push subscription saved for them, so the
 * server stops sending their notifications here (the wipe also ends it in the browser, offline too). A session ended
 * elsewhere has no token worth trying, so only the learner's own sign-out calls this.
 */
async function beforeSignOut(apollo: ApolloClient) {
  if (typeof navigator === "undefined" || !navigator.onLine || !tokenStore.get()) return;
  const progress = import("../pwa/progress-outbox.ts").then(({ progressOutbox }) => progressOutbox(apollo).flush());
  const push = import("../push/web-push.ts").then(({ unsubscribeFromPush }) => unsubscribeFromPush(apollo));
  const settled = Promise.allSettled([progress, push]).then((results) => {
    for (const result of results)
      if (result.status === "rejected") console.warn("Not done before signing out", result.reason);
  });
  await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, SERVER_WAIT_MS))]);
}
