// Session states and transitions, spec section 4: loading at start, then signed in (identity session plus
// backend token) or signed out. Pure, so the rules are tested without a browser.
export interface AuthUser {
  id: string;
  email: string;
  emailConfirmedAt: string | null;
  firstName: string;
}

export interface SessionState {
  loading: boolean;
  user: AuthUser | null;
  token: string | null;
}

export type SessionEvent =
  | { type: "restored"; user: AuthUser | null; token: string | null }
  | { type: "signedIn"; user: AuthUser }
  | { type: "backendSynced"; token: string }
  | { type: "tokenRefreshed"; token: string | null }
  | { type: "userUpdated"; user: AuthUser }
  | { type: "signedOut" };

export const initialSession: SessionState = { loading: true, user: null, token: null };

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case "restored":
      return { loading: false, user: event.user, token: event.user ? event.token : null };
    case "signedIn":
      return { ...state, loading: false, user: event.user };
    case "backendSynced":
      return state.user ? { ...state, token: event.token } : state;
    case "tokenRefreshed":
      return { ...state, token: event.token };
    case "userUpdated":
      return { ...state, user: event.user };
    case "signedOut":
      return { loading: false, user: null, token: null };
  }
}

/** Authenticated only with both an identity user and a backend token (spec section 4). */
export function isAuthenticated(state: SessionState): boolean {
  return !!state.user && !!state.token;
}

interface ProviderUser {
  id: string;
  email?: string;
  email_confirmed_at?: string;
  user_metadata?: Record<string, unknown>;
}

export function toAuthUser(user: ProviderUser): AuthUser {
  const firstName = user.user_metadata?.firstName;
  return {
    id: user.id,
    email: user.email ?? "",
    emailConfirmedAt: user.email_confirmed_at ?? null,
    firstName: typeof firstName === "string" ? firstName : "",
  };
}
