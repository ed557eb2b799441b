// In production the development conveniences are gone: no dev mailbox, no Google stand-in without credentials and
// no phone sign-in without an SMS provider.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({
    NODE_ENV: "production",
    MAIL_DELIVERY: "off",
    SUPABASE_JWT_SECRET: "production-test-secret-of-at-least-32-characters",
    BACKEND_JWT_SECRET: "production-backend-secret-of-at-least-32-chars",
  });
});
afterAll(() => gateway?.close());

describe("production mode", () => {
  it("does not mount the dev mailbox", async () => {
    expect((await fetch(`${gateway.url}/dev/mailbox/messages?to=a@example.com`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/dev/mailbox`)).status).toBe(404);
  });

  it("offers no Google stand-in without Google credentials", async () => {
    const authorize = await fetch(
      `${gateway.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(gateway.url)}`,
    );
    expect(authorize.status).toBe(400);
    expect(await authorize.json()).toMatchObject({ error_code: "validation_failed" });
    const callback = await fetch(`${gateway.url}/auth/v1/callback`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ state: "x", email: "victim@example.com" }),
    });
    expect(callback.status).toBe(404);
    expect((await (await fetch(`${gateway.url}/auth/v1/settings`)).json()).external.google).toBe(false);
  });

  it("offers no phone sign-in without an SMS provider, and says so to the client", async () => {
    const otp = await fetch(`${gateway.url}/auth/v1/otp`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
      body: JSON.stringify({ phone: "98765 43210" }),
    });
    expect(otp.status).toBe(422);
    expect(await otp.json()).toMatchObject({ code: "phone_provider_disabled" });
    expect((await (await fetch(`${gateway.url}/auth/v1/settings`)).json()).external.phone).toBe(false);
    expect(await (await fetch(`${gateway.url}/config.json`)).json()).toMatchObject({ phoneSignIn: false });
  });
});
