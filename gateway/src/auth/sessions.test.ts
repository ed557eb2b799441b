// Session lifetime: refresh-token reuse after the grace window, logout scopes, and account deletion through
// IdentityPort.deleteIdentity ending every session at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { clientFor, confirmedClient, uniqueEmail } from "./auth-test-helpers.ts";

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ RATE_LIMIT_AUTH_PER_MINUTE: "1000", REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: "1" });
});
afterAll(() => gateway?.close());

const refresh = (refreshToken: string) =>
  fetch(`${gateway.url}/auth/v1/token?grant_type=refresh_token`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });

describe("refresh token rotation", () => {
  it("tolerates a rotated token within the grace window and revokes the session when it comes back later", async () => {
    const { client, session } = await confirmedClient(gateway.url, uniqueEmail("rotate"), "rotate-password-1");
    const first = session.refresh_token;
    const rotated = await refresh(first);
    expect(rotated.status).toBe(200);
    const graceRetry = await refresh(first);
    expect(graceRetry.status).toBe(200);
    const latest = (await graceRetry.json()) as { refresh_token: string; access_token: string };

    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const stolen = await refresh(first);
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject({
      code: "refresh_token_already_used",
      message: "Invalid Refresh Token: Already Used",
    });
    expect(await (await refresh(latest.refresh_token)).json()).toMatchObject({ code: "refresh_token_not_found" });
    await expect(gateway.app.services.identity.verifyAccessToken(latest.access_token)).rejects.toThrow();
    expect((await client.auth.getUser()).error?.name).toBe("AuthSessionMissingError");
  });

  it("refuses malformed refresh tokens as validation_failed", async () => {
    const response = await refresh("short");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "validation_failed", message: "Refresh token is not valid" });
  });
});

describe("logout scopes", () => {
  it("signOut({ scope: 'others' }) keeps this session and ends the others", async () => {
    const email = uniqueEmail("scopes");
    const { client: phone } = await confirmedClient(gateway.url, email, "scopes-password-1");
    const laptop = await clientFor(gateway.url);
    await laptop.auth.signInWithPassword({ email, password: "scopes-password-1" });
    expect((await laptop.auth.signOut({ scope: "others" })).error).toBeNull();
    expect((await laptop.auth.getUser()).error).toBeNull();
    expect((await phone.auth.getUser()).error?.name).toBe("AuthSessionMissingError");
  });
});

describe("IdentityPort", () => {
  it("accepts the server's access tokens and refuses forged ones", async () => {
    const email = uniqueEmail("port");
    const { session } = await confirmedClient(gateway.url, email, "port-password-1");
    const identity = await gateway.app.services.identity.verifyAccessToken(session.access_token);
    expect(identity).toMatchObject({ authId: session.user.id, email, emailConfirmed: true });
    const forged = await new SignJWT({ role: "authenticated", email, session_id: "x" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(session.user.id)
      .setAudience("authenticated")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("a-different-secret-of-at-least-32-chars"));
    await expect(gateway.app.services.identity.verifyAccessToken(forged)).rejects.toMatchObject({
      code: "invalid_token",
    });
    expect(await gateway.app.services.identity.verifyPassword(session.user.id, email, "port-password-1")).toBe(true);
    expect(await gateway.app.services.identity.verifyPassword(session.user.id, email, "port-password-2")).toBe(false);
  });

  it("deleteIdentity ends sessions, refresh tokens and sign-in at once", async () => {
    const email = uniqueEmail("leaving");
    const { client, session } = await confirmedClient(gateway.url, email, "leaving-password-1");
    await gateway.app.services.identity.deleteIdentity(session.user.id);

    const user = await fetch(`${gateway.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ error_code: "user_not_found" });
    expect(await (await refresh(session.refresh_token)).json()).toMatchObject({ code: "refresh_token_not_found" });
    await expect(gateway.app.services.identity.verifyAccessToken(session.access_token)).rejects.toThrow();
    const again = await client.auth.signInWithPassword({ email, password: "leaving-password-1" });
    expect(again.error?.code).toBe("invalid_credentials");
  });
});
