// Session state for the whole app (spec section 4), driven by the identity provider's auth events.
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from "react";
import type { Session } from "@supabase/supabase-js";
import { initialSession, isAuthenticated, sessionReducer, toAuthUser, type SessionState } from "./session-machine.ts";
import type { SessionService } from "./session-service.ts";
import { preparePersonalData, removePersonalKeys } from "../device/sign-out.ts";
import { tokenStore } from "./token-store.ts";

export interface SessionValue extends SessionState {
  authenticated: boolean;
  service: SessionService;
  /** Exchanges an identity session for a backend token now (sign-in screens wait for it before navigating). */
  syncSession(session: Session): Promise<string | null>;
  /** local: forget the session in this browser only (the identity no longer exists after account deletion). */
  signOut(options?: { local?: boolean }): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Waits before each new try of a failed backend sync; bounded, the next sign-in or token refresh tries again. */
export const syncRetryDelays = [1_000, 5_000, 15_000, 60_000];

export function SessionProvider({ service, children }: { service: SessionService; children: ReactNode }) {
  const [state, dispatch] = useReducer(sessionReducer, initialSession);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopRetrying = useCallback(() => clearTimeout(retry.current), []);

  // A failed sync leaves the visitor signed in with the provider session (spec section 8); the exchange is tried
  // again from the provider's current session until it answers.
  const retrySync = useCallback(
    (attempt: number) => {
      if (attempt >= syncRetryDelays.length) return;
      retry.current = setTimeout(() => {
        void service
          .refresh()
          .then((token) => (token ? dispatch({ type: "backendSynced", token }) : retrySync(attempt + 1)));
      }, syncRetryDelays[attempt]);
    },
    [service],
  );

  const syncSession = useCallback(
    async (session: Session) => {
      stopRetrying();
      const token = await service.sync(session.access_token);
      if (token) dispatch({ type: "backendSynced", token });
      else retrySync(0);
      return token;
    },
    [service, retrySync, stopRetrying],
  );

  useEffect(() => {
    const { data } = service.auth.onAuthStateChange((event, session) => {
      // Calling other auth methods inside this callback can deadlock the client; defer the work.
      setTimeout(() => {
        if (event === "SIGNED_OUT") {
          stopRetrying();
          void service.clearLocal();
          dispatch({ type: "signedOut" });
          return;
        }
        if (event === "INITIAL_SESSION") {
          // A backend token left without an identity session belongs to someone signed out elsewhere: drop it and
          // their cached objects. With no token the cache holds only public data, and queries already in flight
          // (the first screen's) must not be cancelled.
          if (!session && tokenStore.get()) void service.clearLocal();
          // A transition: the whole page renders again with the session, in slices, not in one long task.
          startTransition(() =>
            dispatch({ type: "restored", user: session ? toAuthUser(session.user) : null, token: tokenStore.get() }),
          );
        } else if (event === "SIGNED_IN" && session) {
          dispatch({ type: "signedIn", user: toAuthUser(session.user) });
        } else if (event === "USER_UPDATED" && session) {
          dispatch({ type: "userUpdated", user: toAuthUser(session.user) });
        } else if (event === "TOKEN_REFRESHED") {
          dispatch({ type: "tokenRefreshed", token: tokenStore.get() });
        }
        if (session && event !== "USER_UPDATED") void syncSession(session);
      }, 0);
    });
    return () => {
      data.subscription.unsubscribe();
      stopRetrying();
    };
  }, [service, syncSession, stopRetrying]);

  const signOut = useCallback(
    async (options?: { local?: boolean }) => {
      stopRetrying();
      await service.beforeSignOut();
      await service.clearLocal();
      dispatch({ type: "signedOut" });
      // Offline, the identity client cannot revoke the session on the server and then keeps it on the device, where
      // the next start would sign the learner in again: it is then ended on this device alone.
      const { error } = await service.auth
        .signOut({ scope: options?.local ? "local" : "global" })
        .catch((thrown: unknown) => ({ error: thrown }));
      if (error) {
        console.warn("Sign-out failed; signing out of this device only", error);
        await service.auth.signOut({ scope: "local" }).catch(() => undefined);
      }
      await removePersonalKeys(true);
    },
    [service, stopRetrying],
  );

  const authenticated = isAuthenticated(state);
  useEffect(() => {
    if (authenticated) preparePersonalData();
  }, [authenticated]);

  const value = useMemo<SessionValue>(
    () => ({ ...state, authenticated, service, syncSession, signOut }),
    [state, authenticated, service, syncSession, signOut],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error("useSession outside SessionProvider");
  return value;
}
