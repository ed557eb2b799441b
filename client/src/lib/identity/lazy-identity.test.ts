import type { AuthChangeEvent, Session } from "@supabase/supabase-js";
import { describe, expect, it, vi } from "vitest";
import { createLazyIdentity, type IdentityListener, type ProviderAuth } from "./lazy-identity.ts";

const session = { access_token: "access-1", user: { id: "auth-1" } } as unknown as Session;

/** A provider client that, like supabase-js, tells each new subscriber what it restored. */
function fakeProvider(restored: Session | null) {
  const listeners = new Set<IdentityListener>();
  const auth = {
    onAuthStateChange: vi.fn((listener: IdentityListener) => {
      listeners.add(listener);
      queueMicrotask(() => listener("INITIAL_SESSION", restored));
      return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
    }),
    signInWithPassword: vi.fn(async () => ({ data: { session }, error: null })),
    getSession: vi.fn(async () => ({ data: { session: restored }, error: null })),
  };
  const emit = (event: AuthChangeEvent, value: Session | null) =>
    listeners.forEach((listener) => listener(event, value));
  return { auth: auth as unknown as ProviderAuth, emit, listeners };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function record(identity: ReturnType<typeof createLazyIdentity>) {
  const events: string[] = [];
  const subscription = identity.onAuthStateChange((event, value) =>
    events.push(`${event}:${value ? value.access_token : "-"}`),
  );
  return { events, unsubscribe: () => subscription.data.subscription.unsubscribe() };
}

describe("lazy identity client", () => {
  it("reports no session without loading the client for an anonymous visitor", async () => {
    const load = vi.fn(async () => fakeProvider(null).auth);
    const { events } = record(createLazyIdentity(load, { atStart: false }));
    await settle();
    expect(events).toEqual(["INITIAL_SESSION:-"]);
    expect(load).not.toHaveBeenCalled();
  });

  it("loads the client on the first call and forwards later events, without a second INITIAL_SESSION", async () => {
    const provider = fakeProvider(null);
    const load = vi.fn(async () => provider.auth);
    const identity = createLazyIdentity(load, { atStart: false });
    const { events } = record(identity);
    await settle();
    const { data } = await identity.signInWithPassword({ email: "asha@example.com", password: "secret" });
    expect(data.session).toBe(session);
    await identity.getSession();
    expect(load).toHaveBeenCalledTimes(1);
    await settle();
    provider.emit("SIGNED_IN", session);
    expect(events).toEqual(["INITIAL_SESSION:-", "SIGNED_IN:access-1"]);
  });

  it("passes the restored session through when the client is loaded at start", async () => {
    const identity = createLazyIdentity(async () => fakeProvider(session).auth, { atStart: true });
    const { events } = record(identity);
    await settle();
    expect(events).toEqual(["INITIAL_SESSION:access-1"]);
  });

  it("turns a session found after its 'no session' answer into a sign-in", async () => {
    const identity = createLazyIdentity(async () => fakeProvider(session).auth, { atStart: false });
    const { events } = record(identity);
    await settle();
    await identity.ready();
    await settle();
    expect(events).toEqual(["INITIAL_SESSION:-", "SIGNED_IN:access-1"]);
  });

  it("stops reporting after unsubscribe, before or after the load", async () => {
    const provider = fakeProvider(null);
    const identity = createLazyIdentity(async () => provider.auth, { atStart: false });
    const early = record(identity);
    early.unsubscribe();
    const late = record(identity);
    await settle();
    await identity.ready();
    late.unsubscribe();
    provider.emit("SIGNED_IN", session);
    expect(early.events).toEqual([]);
    expect(late.events).toEqual(["INITIAL_SESSION:-"]);
    expect(provider.listeners.size).toBe(0);
  });

  it("answers 'no session' when the client fails to load at start, and retries on the next call", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const provider = fakeProvider(null);
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk failed")).mockResolvedValue(provider.auth);
    const identity = createLazyIdentity(load, { atStart: true });
    const { events } = record(identity);
    await settle();
    expect(events).toEqual(["INITIAL_SESSION:-"]);
    await identity.getSession();
    expect(load).toHaveBeenCalledTimes(2);
    provider.emit("SIGNED_IN", session);
    expect(events).toEqual(["INITIAL_SESSION:-", "SIGNED_IN:access-1"]);
    error.mockRestore();
  });
});
