// Password reset by email, resend of the confirmation email, and that neither reveals whether an account exists.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { clientFor, mailbox, openLatestLink, uniqueEmail } from "./auth-test-helpers.ts";

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ RATE_LIMIT_AUTH_PER_MINUTE: "1000", AUTH_EMAIL_MIN_INTERVAL_SECONDS: "0" });
});
afterAll(() => gateway?.close());

async function confirmedUser(password: string) {
  const email = uniqueEmail("meera");
  const client = await clientFor(gateway.url);
  await client.auth.signUp({ email, password });
  const landing = await openLatestLink(gateway.url, email);
  await client.auth.exchangeCodeForSession(landing.searchParams.get("code")!);
  return email;
}

describe("password recovery", () => {
  it("mails a reset link whose code signs in for recovery, then updateUser sets the new password", async () => {
    const email = await confirmedUser("first-password-1");
    const client = await clientFor(gateway.url);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));

    const reset = await client.auth.resetPasswordForEmail(email, { redirectTo: `${gateway.url}/reset-password` });
    expect(reset.error).toBeNull();
    const [mail] = await mailbox(gateway.url, email);
    expect(mail.subject).toBe("Reset your password");
    const landing = await openLatestLink(gateway.url, email);
    expect(landing.pathname).toBe("/reset-password");
    const exchange = await client.auth.exchangeCodeForSession(landing.searchParams.get("code")!);
    expect(exchange.error).toBeNull();
    expect((exchange.data as { redirectType?: string | null }).redirectType).toBe("recovery");
    expect(events).toContain("PASSWORD_RECOVERY");

    const same = await client.auth.updateUser({ password: "first-password-1" });
    expect(same.error?.code).toBe("same_password");
    const weak = await client.auth.updateUser({ password: "short" });
    expect(weak.error).toMatchObject({ code: "weak_password", reasons: ["length"] });
    const update = await client.auth.updateUser({ password: "second-password-2", data: { lastName: "Iyer" } });
    expect(update.error).toBeNull();
    expect(update.data.user?.user_metadata).toMatchObject({ lastName: "Iyer" });

    const fresh = await clientFor(gateway.url);
    expect((await fresh.auth.signInWithPassword({ email, password: "first-password-1" })).error?.code).toBe(
      "invalid_credentials",
    );
    expect((await fresh.auth.signInWithPassword({ email, password: "second-password-2" })).error).toBeNull();
  });

  it("ends the user's other sessions when the password changes", async () => {
    const email = await confirmedUser("first-password-1");
    const other = await clientFor(gateway.url);
    await other.auth.signInWithPassword({ email, password: "first-password-1" });
    const current = await clientFor(gateway.url);
    await current.auth.signInWithPassword({ email, password: "first-password-1" });
    expect((await current.auth.updateUser({ password: "changed-password-3" })).error).toBeNull();
    expect((await current.auth.getUser()).error).toBeNull();
    // supabase-js turns session_not_found into AuthSessionMissingError and signs the client out.
    expect((await other.auth.getUser()).error?.name).toBe("AuthSessionMissingError");
    expect((await other.auth.getSession()).data.session).toBeNull();
  });
});

describe("resend and account enumeration", () => {
  it("resends a working confirmation link and retires the previous one", async () => {
    const email = uniqueEmail("resend");
    const client = await clientFor(gateway.url);
    await client.auth.signUp({ email, password: "resend-password-1" });
    const [first] = await mailbox(gateway.url, email);
    const resend = await client.auth.resend({
      type: "signup",
      email,
      options: { emailRedirectTo: `${gateway.url}/login` },
    });
    expect(resend.error).toBeNull();
    const messages = await mailbox(gateway.url, email);
    expect(messages).toHaveLength(2);
    expect(messages[0].links[0]).not.toBe(first.links[0]);
    const stale = new URL((await fetch(first.links[0], { redirect: "manual" })).headers.get("location")!);
    expect(new URLSearchParams(stale.hash.slice(1)).get("error_code")).toBe("otp_expired");
    const landing = await openLatestLink(gateway.url, email);
    expect((await client.auth.exchangeCodeForSession(landing.searchParams.get("code")!)).error).toBeNull();
  });

  it("answers recover and resend for unknown and confirmed addresses exactly as for real ones, sending nothing", async () => {
    const confirmed = await confirmedUser("known-password-1");
    const unknown = uniqueEmail("ghost");
    const bodies: unknown[] = [];
    for (const email of [confirmed, unknown]) {
      for (const path of ["recover", "resend"]) {
        const response = await fetch(`${gateway.url}/auth/v1/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
          body: JSON.stringify({ email, type: "signup" }),
        });
        bodies.push([response.status, await response.json()]);
      }
    }
    expect(bodies).toEqual(Array(4).fill([200, {}]));
    expect(await mailbox(gateway.url, unknown)).toHaveLength(0);
    const confirmedMail = await mailbox(gateway.url, confirmed);
    expect(confirmedMail.map((mail) => mail.subject)).toEqual(["Reset your password", "Confirm your email"]);
  });
});
