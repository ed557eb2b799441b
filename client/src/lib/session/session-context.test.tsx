import { act, render, screen, waitFor } from "@testing-library/react";
import { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import type { AuthChangeEvent, Session, SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it, vi } from "vitest";
import { SignInWithProviderTokenDocument } from "../../gql/graphql.ts";
import { createCache } from "../apollo/cache.ts";
import { SessionProvider, useSession } from "./session-context.tsx";
import { createSessionService } from "./session-service.ts";

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

function fakeAuth() {
  let listener: Listener = () => undefined;
  const auth = {
    onAuthStateChange: (callback: Listener) => {
      listener = callback;
      return { data: { subscription: { unsubscribe: vi.fn() } } };
    },
    getSession: vi.fn(async () => ({ data: { session: null }, error: null })),
    signOut: vi.fn(async () => ({ error: null })),
  };
  return {
    auth: auth as unknown as SupabaseClient["auth"],
    emit: (event: AuthChangeEvent, session: Session | null) => act(() => listener(event, session)),
  };
}

const session = {
  access_token: "access-1",
  user: {
    id: "auth-1",
    email: "asha@example.com",
    email_confirmed_at: "2026-01-01",
    user_metadata: { firstName: "Asha" },
  },
} as unknown as Session;
const backendUser = {
  __typename: "User",
  id: "u1",
  authId: "auth-1",
  email: "asha@example.com",
  phone: null,
  firstName: "Asha",
  lastName: "Verma",
  name: "Asha Verma",
  role: "student",
  description: "",
  notifEmail: false,
  notifSMS: false,
  notifPush: false,
  profilePicture: null,
};

function Probe() {
  const state = useSession();
  return (
    <>
      <button onClick={() => void state.signOut()}>Sign out</button>
      {probeText(state)}
    </>
  );
}

function probeText(state: ReturnType<typeof useSession>) {
  return (
    <p data-testid="state">
      {state.loading ? "loading" : `${state.authenticated ? "in" : "out"}:${state.token ?? "-"}`}
    </p>
  );
}

function setup(mocks: ConstructorParameters<typeof MockLink>[0]) {
  const client = new ApolloClient({ cache: createCache(), link: new MockLink(mocks) });
  const { auth, emit } = fakeAuth();
  render(
    <ApolloProvider client={client}>
      <SessionProvider service={createSessionService(auth, client)}>
        <Probe />
      </SessionProvider>
    </ApolloProvider>,
  );
  return { emit, auth };
}

const state = () => screen.getByTestId("state").textContent;
const signIn = { request: { query: SignInWithProviderTokenDocument, variables: { token: "access-1" } } };

describe("SessionProvider", () => {
  it("signs in with a backend token, stores it, and clears everything on sign-out", async () => {
    const { emit } = setup([
      {
        ...signIn,
        result: {
          data: { signInWithProviderToken: { __typename: "BackendSession", token: "backend-1", user: backendUser } },
        },
      },
    ]);
    expect(state()).toBe("loading");
    emit("INITIAL_SESSION", null);
    await waitFor(() => expect(state()).toBe("out:-"));
    emit("SIGNED_IN", session);
    await waitFor(() => expect(state()).toBe("in:backend-1"));
    expect(localStorage.getItem("token")).toBe("backend-1");
    emit("SIGNED_OUT", null);
    await waitFor(() => expect(state()).toBe("out:-"));
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("swallows a failed backend sync: the provider session alone is not authenticated", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { emit } = setup([{ ...signIn, error: new Error("backend down") }]);
    emit("INITIAL_SESSION", null);
    emit("SIGNED_IN", session);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(state()).toBe("out:-");
    warn.mockRestore();
  });

  it("restores a stored token with the persisted identity session", async () => {
    localStorage.setItem("token", "stored-1");
    const { emit } = setup([
      {
        ...signIn,
        result: {
          data: { signInWithProviderToken: { __typename: "BackendSession", token: "fresh-1", user: backendUser } },
        },
      },
    ]);
    emit("INITIAL_SESSION", session);
    await waitFor(() => expect(state()).toBe("in:fresh-1"));
  });

  it("signed out offline, ends the session on this device and removes everything personal kept in storage", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { emit, auth } = setup([
      {
        ...signIn,
        result: {
          data: { signInWithProviderToken: { __typename: "BackendSession", token: "backend-1", user: backendUser } },
        },
      },
    ]);
    emit("INITIAL_SESSION", null);
    emit("SIGNED_IN", session);
    await waitFor(() => expect(state()).toBe("in:backend-1"));
    localStorage.setItem("sb-local-auth-token", "{}");
    localStorage.setItem("vidyapath-mock-visited:attempt-1", "[]");
    localStorage.setItem("vidyapath.language", "hi");
    // Offline, the identity client cannot revoke the session on the server and keeps it (auth-js's global sign-out).
    const signOut = vi.mocked(auth.signOut);
    signOut.mockImplementationOnce(async () => ({ error: new Error("Failed to fetch") }) as never);
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
    act(() => screen.getByRole("button", { name: "Sign out" }).click());
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(2));
    expect(signOut.mock.calls.map(([options]) => options?.scope)).toEqual(["global", "local"]);
    await waitFor(() => expect(localStorage.getItem("sb-local-auth-token")).toBeNull());
    expect(state()).toBe("out:-");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("vidyapath-mock-visited:attempt-1")).toBeNull();
    expect(localStorage.getItem("vidyapath.language")).toBe("hi");
    vi.unstubAllGlobals();
    warn.mockRestore();
  });
});
