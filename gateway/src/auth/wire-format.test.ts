// The raw HTTP contract where supabase-js is not involved or hides details: implicit-flow links, token_hash
// verification, redirect_to allow-listing, legacy error bodies, empty JSON bodies and the dev mailbox page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { followOnce, mailbox, uniqueEmail } from "./auth-test-helpers.ts";

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ RATE_LIMIT_AUTH_PER_MINUTE: "1000", AUTH_EMAIL_MIN_INTERVAL_SECONDS: "0" });
});
afterAll(() => gateway?.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}/auth/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json;charset=UTF-8", "x-supabase-api-version": "2024-01-01", ...headers },
    body: JSON.stringify(body),
  });

async function implicitSignup(redirectTo: string) {
  const email = uniqueEmail("implicit");
  const response = await post(`/signup?redirect_to=${encodeURIComponent(redirectTo)}`, {
    email,
    password: "implicit-password-1",
    code_challenge: null,
    code_challenge_method: null,
    gotrue_meta_security: {},
  });
  expect(response.status).toBe(200);
  const [mail] = await mailbox(gateway.url, email);
  return { email, user: await response.json(), link: new URL(mail.links[0]) };
}

describe("email links", () => {
  it("puts implicit-flow tokens in the fragment with type=signup and a 303", async () => {
    const { user, link } = await implicitSignup("http://localhost:5173/auth/callback");
    expect(user).toMatchObject({ aud: "authenticated", role: "authenticated", phone: "", is_anonymous: false });
    expect(user.confirmation_sent_at).toBeTruthy();
    expect(link.searchParams.get("token")).not.toMatch(/^pkce_/);
    const response = await fetch(link, { redirect: "manual" });
    expect(response.status).toBe(303);
    const landing = new URL(response.headers.get("location")!);
    expect(landing.origin).toBe("http://localhost:5173");
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect([...fragment.keys()]).toEqual([
      "access_token",
      "expires_at",
      "expires_in",
      "refresh_token",
      "sb",
      "token_type",
      "type",
    ]);
    expect(fragment.get("type")).toBe("signup");
    expect(fragment.get("token_type")).toBe("bearer");
  });

  it("sends redirect_to outside the allow-list to SITE_URL", async () => {
    const { link } = await implicitSignup("https://evil.example.net/steal");
    const landing = await followOnce(link.toString());
    expect(landing.origin).toBe(new URL(gateway.config.siteUrl).origin);
  });

  it("verifies a token_hash by POST and returns a session once", async () => {
    const { email, link } = await implicitSignup("http://127.0.0.1:4000/");
    const tokenHash = link.searchParams.get("token");
    const first = await post("/verify", { type: "signup", token_hash: tokenHash });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ token_type: "bearer", user: { email } });
    const second = await post("/verify", { type: "signup", token_hash: tokenHash });
    expect(second.status).toBe(403);
    expect(await second.json()).toMatchObject({ code: "otp_expired" });
  });

  it("answers a link without token as JSON validation_failed", async () => {
    const response = await fetch(`${gateway.url}/auth/v1/verify?type=signup`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: "validation_failed" });
  });
});

describe("error bodies", () => {
  it("uses the 2024-01-01 shape with the header echoed, and the legacy shape without it", async () => {
    const current = await post("/token?grant_type=password", { email: "nobody@example.com", password: "whatever-1" });
    expect(current.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await current.json()).toEqual({
      code: "invalid_credentials",
      error_code: "invalid_credentials",
      message: "Invalid login credentials",
      msg: "Invalid login credentials",
    });
    const legacy = await fetch(`${gateway.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nobody@example.com", password: "whatever-1" }),
    });
    expect(legacy.headers.get("x-supabase-api-version")).toBeNull();
    expect(await legacy.json()).toMatchObject({
      code: 400,
      error_code: "invalid_credentials",
      msg: "Invalid login credentials",
    });
  });

  it("treats an empty JSON body on /logout as no body and needs a bearer token", async () => {
    const response = await fetch(`${gateway.url}/auth/v1/logout`, {
      method: "POST",
      headers: { "content-type": "application/json;charset=UTF-8", "x-supabase-api-version": "2024-01-01" },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "no_authorization" });
  });

  it("answers unknown auth paths in the same error shape", async () => {
    const response = await fetch(`${gateway.url}/auth/v1/sso`, {
      method: "POST",
      headers: { "x-supabase-api-version": "2024-01-01" },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "not_found" });
  });

  it("exposes X-Supabase-Api-Version to browsers", async () => {
    const response = await fetch(`${gateway.url}/auth/v1/token?grant_type=password`, {
      method: "OPTIONS",
      headers: {
        origin: gateway.url,
        "access-control-request-method": "POST",
        "access-control-request-headers": "apikey,x-supabase-api-version",
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get("access-control-allow-headers")).toContain("x-supabase-api-version");
  });
});

describe("settings and dev mailbox", () => {
  it("reports email and Google sign-in with confirmation on", async () => {
    const settings = await (await fetch(`${gateway.url}/auth/v1/settings`)).json();
    expect(settings).toMatchObject({
      external: { email: true, google: true },
      mailer_autoconfirm: false,
      disable_signup: false,
    });
  });

  it("lists messages as an HTML page with clickable links", async () => {
    const { email, link } = await implicitSignup("http://localhost:3000/");
    const page = await fetch(`${gateway.url}/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("Confirm your email");
    expect(html).toContain(`<a href="${link.toString().replace(/&/g, "&#38;")}">`);
  });
});
