// Disabling an account from the staff console (docs/staff-console.md), end to end over HTTP with the embedded identity server:
// the backend token is refused at once (401), the identity sessions end (refresh tokens with them), password sign-in
// answers user_banned with a clear message, the token exchange refuses the account, the data stays, and
// re-enabling restores sign-in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { call } from "../rest/rest-test-helpers.ts";
import { clientFor, confirmedClient, uniqueEmail } from "./auth-test-helpers.ts";
import { DISABLED_MESSAGE } from "./account-bans.ts";

let gateway: TestGateway;
let adminToken: string;

beforeAll(async () => {
  gateway = await startTestGateway({ RATE_LIMIT_AUTH_PER_MINUTE: "1000" });
  const { session } = await confirmedClient(gateway.url, uniqueEmail("admin"), "admin-password-1");
  const login = await call(gateway, "POST", "/api/auth/supabase-login", {
    body: { supabaseToken: session.access_token },
  });
  adminToken = login.json.token;
  await gateway.app.services.db.prisma.user.update({ where: { id: login.json.user.id }, data: { role: "admin" } });
});
afterAll(() => gateway?.close());

const setDisabled = (id: string, disabled: boolean) =>
  call(gateway, "POST", "/graphql", {
    token: adminToken,
    body: {
      query: `mutation($id: ID!, $d: Boolean!) { setUserDisabled(id: $id, disabled: $d) { id disabled } }`,
      variables: { id, d: disabled },
    },
  });

const refresh = (refreshToken: string) =>
  fetch(`${gateway.url}/auth/v1/token?grant_type=refresh_token`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });

describe("a disabled account", () => {
  it("loses its tokens and its sign-in at once, keeps its data, and gets both back when re-enabled", async () => {
    const email = uniqueEmail("learner");
    const { session } = await confirmedClient(gateway.url, email, "learner-password-1");
    const login = await call(gateway, "POST", "/api/auth/supabase-login", {
      body: { supabaseToken: session.access_token },
    });
    const backendToken = login.json.token as string;
    const userId = login.json.user.id as string;
    expect((await call(gateway, "GET", "/api/enrollments/my", { token: backendToken })).status).toBe(200);

    const disabled = await setDisabled(userId, true);
    expect(disabled.json).toEqual({ data: { setUserDisabled: { id: userId, disabled: true } } });

    // The backend token: refused on the very next request.
    const refused = await call(gateway, "GET", "/api/enrollments/my", { token: backendToken });
    expect(refused.status).toBe(401);
    const viewer = await call(gateway, "POST", "/graphql", { token: backendToken, body: { query: "{ me { id } }" } });
    expect(viewer.status).toBe(401);
    expect(viewer.json.errors[0].extensions.code).toBe("invalid_token");

    // The identity sessions are deleted, refresh tokens with them: neither token of the session works any more.
    const refreshed = await refresh(session.refresh_token);
    expect(refreshed.status).toBe(400);
    expect(await refreshed.json()).toMatchObject({ code: "refresh_token_not_found" });
    expect(await gateway.app.services.db.prisma.authSession.count({ where: { userId: session.user.id } })).toBe(0);
    const exchange = await call(gateway, "POST", "/api/auth/supabase-login", {
      body: { supabaseToken: session.access_token },
    });
    expect(exchange.status).toBe(401);

    // Password sign-in, as the login screen does it: the message is the one it shows.
    const client = await clientFor(gateway.url);
    const signIn = await client.auth.signInWithPassword({ email, password: "learner-password-1" });
    expect(signIn.error).toMatchObject({ code: "user_banned", message: DISABLED_MESSAGE });
    expect(await gateway.app.services.db.prisma.user.count({ where: { id: userId } })).toBe(1);

    expect((await setDisabled(userId, false)).json).toEqual({
      data: { setUserDisabled: { id: userId, disabled: false } },
    });
    const again = await client.auth.signInWithPassword({ email, password: "learner-password-1" });
    expect(again.error).toBeNull();
    const relogin = await call(gateway, "POST", "/api/auth/supabase-login", {
      body: { supabaseToken: again.data.session!.access_token },
    });
    expect(relogin.status).toBe(200);
    expect(relogin.json.user.id).toBe(userId);
    expect((await call(gateway, "GET", "/api/enrollments/my", { token: relogin.json.token })).status).toBe(200);
  });

  it("answers user_banned with the message to a refresh token that outlived the ban", async () => {
    // A ban set without ending the sessions (GoTrue's admin API on a hosted project keeps them).
    const { session } = await confirmedClient(gateway.url, uniqueEmail("banned"), "banned-password-1");
    await gateway.app.services.db.prisma.authUser.update({
      where: { id: session.user.id },
      data: { bannedUntil: new Date("9999-01-01") },
    });
    const refreshed = await refresh(session.refresh_token);
    expect(refreshed.status).toBe(400);
    expect(await refreshed.json()).toMatchObject({ code: "user_banned", message: DISABLED_MESSAGE });
  });

  it("is refused by the token exchange with 403 while its access token is still valid (hosted projects)", async () => {
    const { session } = await confirmedClient(gateway.url, uniqueEmail("hosted-like"), "hosted-password-1");
    const first = await call(gateway, "POST", "/api/auth/supabase-login", {
      body: { supabaseToken: session.access_token },
    });
    await gateway.app.services.db.prisma.user.update({
      where: { id: first.json.user.id },
      data: { disabledAt: new Date() },
    });
    const exchange = await call(gateway, "POST", "/api/auth/supabase-login", {
      body: { supabaseToken: session.access_token },
    });
    expect(exchange.status).toBe(403);
    expect(exchange.json).toEqual({ error: DISABLED_MESSAGE });
  });

  it("cannot be the admin's own", async () => {
    const me = await call(gateway, "POST", "/graphql", { token: adminToken, body: { query: "{ me { id } }" } });
    const own = await setDisabled(me.json.data.me.id, true);
    expect(own.json.errors[0]).toMatchObject({ extensions: { code: "cannot_change_own_account" } });
    expect((await call(gateway, "GET", "/api/enrollments/my", { token: adminToken })).status).toBe(200);
  });
});
