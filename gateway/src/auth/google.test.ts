// Google sign-in through the development stand-in: signInWithOAuth (PKCE) -> consent page -> callback ->
// ?code= -> exchangeCodeForSession, with the real supabase-js client.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { clientFor, confirmedClient, followOnce, uniqueEmail } from "./auth-test-helpers.ts";

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ RATE_LIMIT_AUTH_PER_MINUTE: "1000" });
});
afterAll(() => gateway?.close());

async function consent(email: string, name: string) {
  const client = await clientFor(gateway.url);
  const { data, error } = await client.auth.signInWithOAuth({
    provider: "google",
    options: { redirectTo: `${gateway.url}/auth/callback?returnTo=%2Fcourses`, skipBrowserRedirect: true },
  });
  expect(error).toBeNull();
  expect(new URL(data.url!).searchParams.get("code_challenge_method")).toBe("s256");
  const page = await fetch(data.url!);
  const html = await page.text();
  const state = /name="state" value="([^"]+)"/.exec(html)![1];
  const landing = await followOnce(`${gateway.url}/auth/v1/callback`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ state, email, name }),
  });
  return { client, page, html, landing };
}

describe("Google sign-in stand-in", () => {
  it("shows a labelled consent page and completes the PKCE flow with exchangeCodeForSession", async () => {
    const email = uniqueEmail("priya");
    const { client, page, html, landing } = await consent(email, "Priya Sharma");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(html).toContain("<h1>Development stand-in for Google sign-in</h1>");
    expect(page.headers.get("content-security-policy")).toContain(`form-action 'self' ${gateway.url}`);
    expect(html).toMatch(/<label for="email">[^<]+<\/label>\s*<input id="email"/);
    expect(landing.pathname).toBe("/auth/callback");
    expect(landing.searchParams.get("returnTo")).toBe("/courses");

    const { data, error } = await client.auth.exchangeCodeForSession(landing.searchParams.get("code")!);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      app_metadata: { provider: "google", providers: ["google"] },
      user_metadata: { full_name: "Priya Sharma", email_verified: true },
    });
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(data.user!.identities?.[0].provider).toBe("google");
  });

  it("links Google to an existing confirmed account with the same email", async () => {
    const email = uniqueEmail("linked");
    const { session } = await confirmedClient(gateway.url, email, "linked-password-1");
    const { client, landing } = await consent(email, "Linked User");
    const { data } = await client.auth.exchangeCodeForSession(landing.searchParams.get("code")!);
    expect(data.user!.id).toBe(session.user.id);
    expect(data.user!.app_metadata.providers).toEqual(["email", "google"]);
    const password = await (
      await clientFor(gateway.url)
    ).auth.signInWithPassword({ email, password: "linked-password-1" });
    expect(password.error).toBeNull();
  });

  it("redeems a code once and only with the right verifier", async () => {
    const { client, landing } = await consent(uniqueEmail("once"), "Once");
    const code = landing.searchParams.get("code")!;
    const exchange = (verifier: string) =>
      fetch(`${gateway.url}/auth/v1/token?grant_type=pkce`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
        body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
      });
    const wrong = await exchange("0".repeat(112));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "bad_code_verifier" });
    expect((await client.auth.exchangeCodeForSession(code)).error).toBeNull();
    const replay = await exchange("0".repeat(112));
    expect(replay.status).toBe(404);
    expect(await replay.json()).toMatchObject({ code: "flow_state_not_found" });
  });

  it("refuses unknown providers as JSON", async () => {
    const response = await fetch(`${gateway.url}/auth/v1/authorize?provider=github`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: "validation_failed" });
  });
});
