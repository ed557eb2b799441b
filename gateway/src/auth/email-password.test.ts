// Sign-up with email confirmation, sign-in, refresh and sign-out through the real supabase-js client.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { clientFor, mailbox, openLatestLink, uniqueEmail } from "./auth-test-helpers.ts";

let gateway: TestGateway;
const PASSWORD = "correct-horse-42";

beforeAll(async () => {
  gateway = await startTestGateway({ RATE_LIMIT_AUTH_PER_MINUTE: "1000", AUTH_EMAIL_MIN_INTERVAL_SECONDS: "0" });
});
afterAll(() => gateway?.close());

async function signUpAndConfirm(email: string) {
  const client = await clientFor(gateway.url);
  const { data, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { firstName: "Asha" }, emailRedirectTo: `${gateway.url}/auth/callback` },
  });
  expect(error).toBeNull();
  expect(data.session).toBeNull();
  const landing = await openLatestLink(gateway.url, email);
  const code = landing.searchParams.get("code");
  expect(code).toBeTruthy();
  return { client, user: data.user!, landing, exchange: await client.auth.exchangeCodeForSession(code!) };
}

describe("email sign-up with confirmation", () => {
  it("creates an unconfirmed user, mails a verify link and signs in after the PKCE exchange", async () => {
    const email = uniqueEmail("asha");
    const { user, landing, exchange } = await signUpAndConfirm(email);
    expect(user.email).toBe(email);
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.identities).toHaveLength(1);
    expect(landing.origin + landing.pathname).toBe(`${gateway.url}/auth/callback`);
    const [mail] = await mailbox(gateway.url, email);
    expect(mail.subject).toBe("Confirm your email");
    expect(mail.links[0]).toContain("/auth/v1/verify?token=pkce_");

    expect(exchange.error).toBeNull();
    const session = exchange.data.session!;
    expect(session.token_type).toBe("bearer");
    expect(session.expires_in).toBe(3600);
    expect(session.user.email_confirmed_at).toBeTruthy();
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: user.id,
      aud: "authenticated",
      role: "authenticated",
      email,
      iss: `${gateway.url}/auth/v1`,
      aal: "aal1",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { firstName: "Asha", email_verified: true },
      is_anonymous: false,
    });
    expect((claims.amr as { method: string }[])[0].method).toBe("email/signup");
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it("answers a repeated sign-up of a confirmed email with an obfuscated user and sends nothing", async () => {
    const email = uniqueEmail("repeat");
    const { user } = await signUpAndConfirm(email);
    const again = await (await clientFor(gateway.url)).auth.signUp({ email, password: "another-password-1" });
    expect(again.error).toBeNull();
    expect(again.data.user!.id).not.toBe(user.id);
    expect(again.data.user!.identities).toEqual([]);
    expect(await mailbox(gateway.url, email)).toHaveLength(1);
  });

  it("refuses a used or forged link with an error redirect", async () => {
    const email = uniqueEmail("reuse");
    await signUpAndConfirm(email);
    const reopened = await openLatestLink(gateway.url, email);
    const fragment = new URLSearchParams(reopened.hash.slice(1));
    expect(fragment.get("error_code")).toBe("otp_expired");
    expect(fragment.get("error_description")).toBe("Email link is invalid or has expired");
    expect(reopened.searchParams.get("error")).toBe("access_denied");
  });
});

describe("password sign-in, refresh and sign-out", () => {
  it("signs in, refreshes with rotation and signs out for good", async () => {
    const email = uniqueEmail("ravi");
    await signUpAndConfirm(email);
    const client = await clientFor(gateway.url);
    const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const first = signIn.data.session!;
    expect(first.expires_at).toBeGreaterThan(Date.now() / 1000);

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).session_id).toBe(decodeJwt(first.access_token).session_id);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);

    expect((await client.auth.signOut()).error).toBeNull();
    const after = await fetch(`${gateway.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${second.access_token}`, "x-supabase-api-version": "2024-01-01" },
    });
    expect(after.status).toBe(403);
    expect(after.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await after.json()).toMatchObject({ code: "session_not_found" });
    const reuse = await (await clientFor(gateway.url)).auth.refreshSession({ refresh_token: second.refresh_token });
    expect(reuse.error?.status).toBe(400);
  });

  it("says 'Invalid login credentials' for a wrong password and an unknown email alike", async () => {
    const email = uniqueEmail("wrong");
    await signUpAndConfirm(email);
    const client = await clientFor(gateway.url);
    for (const attempt of [
      { email, password: "not-the-password" },
      { email: uniqueEmail("nobody"), password: PASSWORD },
    ]) {
      const { error } = await client.auth.signInWithPassword(attempt);
      expect(error).toMatchObject({ status: 400, code: "invalid_credentials", message: "Invalid login credentials" });
    }
  });

  it("says 'Email not confirmed' only after a correct password", async () => {
    const email = uniqueEmail("pending");
    const client = await clientFor(gateway.url);
    await client.auth.signUp({ email, password: PASSWORD });
    const right = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(right.error).toMatchObject({ status: 400, code: "email_not_confirmed", message: "Email not confirmed" });
    const wrong = await client.auth.signInWithPassword({ email, password: "not-the-password" });
    expect(wrong.error?.code).toBe("invalid_credentials");
  });

  it("refuses passwords under 8 characters with weak_password reasons", async () => {
    const client = await clientFor(gateway.url);
    const { error } = await client.auth.signUp({ email: uniqueEmail("weak"), password: "short7!" });
    expect(error).toMatchObject({
      name: "AuthWeakPasswordError",
      status: 422,
      code: "weak_password",
      reasons: ["length"],
    });
    expect(error?.message).toBe("Password should be at least 8 characters.");
  });
});
