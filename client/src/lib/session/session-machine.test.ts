import { describe, expect, it } from "vitest";
import { initialSession, isAuthenticated, sessionReducer, toAuthUser, type SessionEvent } from "./session-machine.ts";

const user = toAuthUser({
  id: "u1",
  email: "asha@example.com",
  email_confirmed_at: "2026-01-01",
  user_metadata: { firstName: "Asha" },
});
const run = (...events: SessionEvent[]) => events.reduce(sessionReducer, initialSession);

describe("session state machine", () => {
  it("is loading until the stored session is restored", () => {
    expect(initialSession.loading).toBe(true);
    expect(run({ type: "restored", user: null, token: "stale" })).toEqual({ loading: false, user: null, token: null });
    expect(isAuthenticated(run({ type: "restored", user, token: "t1" }))).toBe(true);
  });

  it("counts as authenticated only with both user and backend token", () => {
    const signedIn = run({ type: "restored", user: null, token: null }, { type: "signedIn", user });
    expect(isAuthenticated(signedIn)).toBe(false);
    expect(isAuthenticated(sessionReducer(signedIn, { type: "backendSynced", token: "t1" }))).toBe(true);
  });

  it("ignores a backend token that arrives after sign-out", () => {
    const out = run(
      { type: "restored", user, token: "t1" },
      { type: "signedOut" },
      { type: "backendSynced", token: "late" },
    );
    expect(out).toEqual({ loading: false, user: null, token: null });
  });

  it("re-reads the token on refresh and replaces the user on update", () => {
    const state = run({ type: "restored", user, token: "t1" }, { type: "tokenRefreshed", token: "t2" });
    expect(state.token).toBe("t2");
    const renamed = sessionReducer(state, { type: "userUpdated", user: { ...user, firstName: "Meera" } });
    expect(renamed.user?.firstName).toBe("Meera");
  });

  it("maps provider users, tolerating missing metadata", () => {
    expect(toAuthUser({ id: "x" })).toEqual({ id: "x", email: "", emailConfirmedAt: null, firstName: "" });
    expect(user.firstName).toBe("Asha");
  });
});
