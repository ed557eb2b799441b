// SMS_PROVIDER=msg91 against a loopback fake of MSG91's Flow API: each kind goes out under its DLT template with
// the sender id and the code as the template's variable, never to the dev mailbox; an SMS MSG91 refuses waits with
// the failed mail, without its code, for staff.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeMsg91, type FakeMsg91 } from "../../test/fake-msg91.ts";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { startIdentityMailWorker } from "../auth/auth-mail.ts";
import { clientFor, confirmedClient, uniqueEmail, uniquePhone } from "../auth/auth-test-helpers.ts";
import { call, signIn } from "../rest/rest-test-helpers.ts";

const FAILED_MAIL = `query TestFailedMail { failedMail { kind to error attempts } }`;

let fake: FakeMsg91;
let gateway: TestGateway;

beforeAll(async () => {
  fake = await startFakeMsg91(["tpl-otp-1"]);
  gateway = await startTestGateway({
    SMS_PROVIDER: "msg91",
    MSG91_AUTH_KEY: "test-auth-key-1",
    MSG91_SENDER_ID: "VIDYAP",
    MSG91_TEMPLATE_OTP: "tpl-otp-1",
    // Not among the fake's templates: MSG91 refuses these.
    MSG91_TEMPLATE_PHONE_CHANGE: "tpl-unregistered",
    MSG91_API_URL: fake.url,
    RATE_LIMIT_AUTH_PER_MINUTE: "1000",
  });
  // No retries, so a refused SMS is failed at its first attempt.
  await startIdentityMailWorker(gateway.app.services, { retryLimit: 0 });
});
afterAll(async () => {
  await gateway?.close();
  await fake?.close();
});

describe("SMS through MSG91", () => {
  it("sends the sign-in code under the OTP template, and the code signs in", async () => {
    const phone = uniquePhone();
    const client = await clientFor(gateway.url);
    expect((await client.auth.signInWithOtp({ phone })).error).toBeNull();
    await expect.poll(() => fake.requests.length, { timeout: 10_000 }).toBe(1);
    const [sent] = fake.requests;
    expect(sent).toMatchObject({ authKey: "test-auth-key-1", templateId: "tpl-otp-1", sender: "VIDYAP" });
    expect(sent.recipients).toEqual([{ mobiles: phone.slice(1), otp: expect.stringMatching(/^\d{6}$/) }]);
    const dev = await gateway.app.services.db.prisma.devMail.count({ where: { to: phone } });
    expect(dev).toBe(0);

    const verified = await client.auth.verifyOtp({ phone, token: sent.recipients[0].otp, type: "sms" });
    expect(verified.error).toBeNull();
  });

  it("keeps an SMS MSG91 refused, without its code, with the failed mail for staff", async () => {
    const { client } = await confirmedClient(gateway.url, uniqueEmail("msg91-change"), "email-password-1");
    const phone = uniquePhone();
    expect((await client.auth.updateUser({ phone })).error).toBeNull();

    const admin = await signIn(gateway);
    await gateway.app.services.db.prisma.user.update({ where: { id: admin.user.id }, data: { role: "admin" } });
    let failed: { kind: string; to: string; error: string }[] = [];
    for (let attempt = 0; attempt < 80 && failed.length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const answer = await call(gateway, "POST", "/graphql", { token: admin.token, body: { query: FAILED_MAIL } });
      failed = answer.json.data.failedMail;
    }
    expect(failed).toMatchObject([{ kind: "phone_change", to: phone }]);
    expect(failed[0].error).toContain("Invalid template");
    expect(fake.requests.at(-1)).toMatchObject({ templateId: "tpl-unregistered" });
    const [letter] = await gateway.app.services.jobs.deadLetters("identity-mail-failed", 1);
    expect(Object.keys(letter.data).sort()).toEqual(["kind", "to", "tokenId"]);
  });
});
