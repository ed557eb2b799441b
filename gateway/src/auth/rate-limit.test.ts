// Per-IP rate limits on the credential endpoints only, answered in GoTrue's over_request_rate_limit shape.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { clientFor, uniqueEmail } from "./auth-test-helpers.ts";

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ RATE_LIMIT_AUTH_PER_MINUTE: "3" });
});
afterAll(() => gateway?.close());

describe("auth rate limits", () => {
  it("answers the fourth sign-in attempt within a minute with 429 over_request_rate_limit", async () => {
    const client = await clientFor(gateway.url);
    const attempt = () => client.auth.signInWithPassword({ email: uniqueEmail("flood"), password: "guess-password-1" });
    for (let i = 0; i < 3; i++) expect((await attempt()).error?.code).toBe("invalid_credentials");
    const limited = await attempt();
    expect(limited.error).toMatchObject({
      status: 429,
      code: "over_request_rate_limit",
      message: "Request rate limit reached",
    });
  });

  it("does not count other routes", async () => {
    for (let i = 0; i < 5; i++) expect((await fetch(`${gateway.url}/auth/v1/settings`)).status).toBe(200);
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  });
});
