// The identity client behind a facade that imports supabase-js only when it is needed. An anonymous visitor
// with nothing to restore is told "no session" (INITIAL_SESSION, null) at once, as the real client would;
// the client is loaded when a screen or the session service first calls it (or at start when needed).
import type { AuthChangeEvent, Session, SupabaseClient } from "@supabase/supabase-js";

export type ProviderAuth = SupabaseClient["auth"];
export type IdentityListener = (event: AuthChangeEvent, session: Session | null) => void;
export interface IdentitySubscription {
  data: { subscription: { unsubscribe(): void } };
}

/** The part of the provider's auth API the app uses; every call but the subscription may load the client. */
export interface IdentityAuth {
  onAuthStateChange(listener: IdentityListener): IdentitySubscription;
  getSession: ProviderAuth["getSession"];
  signInWithPassword: ProviderAuth["signInWithPassword"];
  signInWithOAuth: ProviderAuth["signInWithOAuth"];
  signInWithOtp: ProviderAuth["signInWithOtp"];
  signUp: ProviderAuth["signUp"];
  resend: ProviderAuth["resend"];
  resetPasswordForEmail: ProviderAuth["resetPasswordForEmail"];
  verifyOtp: ProviderAuth["verifyOtp"];
  updateUser: ProviderAuth["updateUser"];
  signOut: ProviderAuth["signOut"];
}

export interface LazyIdentity extends IdentityAuth {
  /** Loads the client (once) and resolves to it; screens that will need it call this early. */
  ready(): Promise<ProviderAuth>;
}

export function createLazyIdentity(load: () => Promise<ProviderAuth>, options: { atStart: boolean }): LazyIdentity {
  let client: Promise<ProviderAuth> | null = null;
  // Each subscriber's attach is idempotent, so it may be called by the load and by its own subscription.
  const subscribers = new Set<(auth: ProviderAuth | null) => void>();

  function ready() {
    client ??= load().then(
      (auth) => {
        for (const attach of subscribers) attach(auth);
        return auth;
      },
      (error: unknown) => {
        client = null; // a later call retries the import
        for (const attach of subscribers) attach(null);
        throw error;
      },
    );
    return client;
  }

  function onAuthStateChange(listener: IdentityListener): IdentitySubscription {
    let closed = false;
    let announced = false; // this listener was told "no session" without the client
    let real: { unsubscribe(): void } | null = null;
    const announceNoSession = () => {
      if (closed || announced || real) return;
      announced = true;
      listener("INITIAL_SESSION", null);
    };
    const forward: IdentityListener = (event, session) => {
      if (event !== "INITIAL_SESSION" || !announced) return listener(event, session);
      // The loaded client restores what it finds; after our "no session" that is a sign-in (e.g. another tab).
      if (session) listener("SIGNED_IN", session);
    };
    const attach = (auth: ProviderAuth | null) => {
      if (closed || real) return;
      if (auth) real = auth.onAuthStateChange(forward).data.subscription;
      else announceNoSession(); // the client failed to load: the visitor can still browse anonymously
    };
    subscribers.add(attach);
    if (client) void client.then(attach, () => attach(null));
    else queueMicrotask(announceNoSession);
    return {
      data: {
        subscription: {
          unsubscribe() {
            closed = true;
            subscribers.delete(attach);
            real?.unsubscribe();
          },
        },
      },
    };
  }

  if (options.atStart) ready().catch((error: unknown) => console.error("Identity client failed to load", error));

  return {
    ready,
    onAuthStateChange,
    getSession: () => ready().then((auth) => auth.getSession()),
    signInWithPassword: (credentials) => ready().then((auth) => auth.signInWithPassword(credentials)),
    signInWithOAuth: (credentials) => ready().then((auth) => auth.signInWithOAuth(credentials)),
    signInWithOtp: (credentials) => ready().then((auth) => auth.signInWithOtp(credentials)),
    signUp: (credentials) => ready().then((auth) => auth.signUp(credentials)),
    resend: (credentials) => ready().then((auth) => auth.resend(credentials)),
    resetPasswordForEmail: (email, options) => ready().then((auth) => auth.resetPasswordForEmail(email, options)),
    verifyOtp: (params) => ready().then((auth) => auth.verifyOtp(params)),
    updateUser: (attributes, options) => ready().then((auth) => auth.updateUser(attributes, options)),
    signOut: (options) => ready().then((auth) => auth.signOut(options)),
  };
}
