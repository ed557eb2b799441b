// The switch to a hosted Supabase project: a second gateway configured with SUPABASE_URL pointing at the first
// (which plays the hosted project) mounts no /auth/v1, sends the client to the first, and verifies its tokens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { loadConfig } from "../config/env.ts";
import { anonKey, serviceRoleKey } from "./anon-key.ts";
import { clientFor, confirmedClient, uniqueEmail } from "./auth-test-helpers.ts";
import { createHostedIdentity } from "./hosted-identity.ts";

let hostedProject: TestGateway;
let gateway: TestGateway;
let hostedEnv: Record<string, string>;

beforeAll(async () => {
  hostedProject = await startTestGateway({ RATE_LIMIT_AUTH_PER_MINUTE: "1000" });
  hostedEnv = {
    SUPABASE_URL: hostedProject.url,
    SUPABASE_ANON_KEY: await anonKey(hostedProject.config.jwtSecret),
    SUPABASE_JWT_SECRET: hostedProject.config.jwtSecret,
  };
  gateway = await startTestGateway({
    ...hostedEnv,
    SUPABASE_SERVICE_ROLE_KEY: await serviceRoleKey(hostedProject.config.jwtSecret),
  });
});
afterAll(async () => {
  await gateway?.close();
  await hostedProject?.close();
});

describe("hosted identity mode", () => {
  it("points the client at the hosted project and does not mount the embedded server", async () => {
    const config = await (await fetch(`${gateway.url}/config.json`)).json();
    expect(config).toMatchObject({
      supabaseUrl: hostedProject.url,
      supabaseAnonKey: hostedEnv.SUPABASE_ANON_KEY,
      apiUrl: "",
    });
    expect((await fetch(`${gateway.url}/auth/v1/settings`)).status).toBe(404);
  });

  it("accepts the hosted project's access tokens and checks passwords against it", async () => {
    const email = uniqueEmail("hosted");
    await confirmedClient(hostedProject.url, email, "hosted-password-1");
    const client = await clientFor(gateway.url);
    const { data, error } = await client.auth.signInWithPassword({ email, password: "hosted-password-1" });
    expect(error).toBeNull();
    const identity = gateway.app.services.identity;
    expect(await identity.verifyAccessToken(data.session!.access_token)).toMatchObject({
      authId: data.user!.id,
      email,
    });
    expect(await identity.verifyPassword(data.user!.id, email, "hosted-password-1")).toBe(true);
    expect(await identity.verifyPassword(data.user!.id, email, "wrong-password-1")).toBe(false);
  });

  it("changes passwords and deletes accounts through the admin API", async () => {
    const email = uniqueEmail("admin");
    const { client: signedIn, session } = await confirmedClient(hostedProject.url, email, "admin-password-1");
    const identity = gateway.app.services.identity;
    await identity.changePassword(session.user.id, "admin-password-2", null);
    // As GoTrue's admin update does: every session of the user ends, so none outlives the old password.
    expect((await signedIn.auth.refreshSession()).error?.code).toBe("refresh_token_not_found");
    const client = await clientFor(gateway.url);
    expect((await client.auth.signInWithPassword({ email, password: "admin-password-2" })).error).toBeNull();
    await identity.deleteIdentity(session.user.id);
    expect((await client.auth.getUser()).error).not.toBeNull();
    expect((await client.auth.signInWithPassword({ email, password: "admin-password-2" })).error?.code).toBe(
      "invalid_credentials",
    );
  });

  it("bans and unbans accounts through the admin API (disabled accounts)", async () => {
    const email = uniqueEmail("ban");
    const { session } = await confirmedClient(hostedProject.url, email, "ban-password-1");
    const identity = gateway.app.services.identity;
    await identity.setDisabled(session.user.id, true);
    const client = await clientFor(gateway.url);
    const refused = await client.auth.signInWithPassword({ email, password: "ban-password-1" });
    expect(refused.error).toMatchObject({ code: "user_banned", message: "This account has been disabled." });
    await identity.setDisabled(session.user.id, false);
    expect((await client.auth.signInWithPassword({ email, password: "ban-password-1" })).error).toBeNull();
  });

  it("explains that the service-role key is missing instead of failing obscurely", async () => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: hostedProject.config.dataDir, ...hostedEnv });
    const identity = createHostedIdentity(config);
    await expect(identity.deleteIdentity("00000000-0000-4000-8000-000000000000")).rejects.toThrow(
      /SUPABASE_SERVICE_ROLE_KEY is not set/,
    );
  });
});
