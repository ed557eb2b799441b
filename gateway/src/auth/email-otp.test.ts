// The 6-digit code that every identity email carries beside its link: `verifyOtp({ email, token, type })` signs in
// with it once; wrong codes are counted and void the email after five.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { clientFor, confirmedClient, followOnce, latestCode, mailbox, uniqueEmail } from "./auth-test-helpers.ts";

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ RATE_LIMIT_AUTH_PER_MINUTE: "1000", AUTH_EMAIL_MIN_INTERVAL_SECONDS: "0" });
});
afterAll(() => gateway?.close());

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("verifyOtp with the emailed code", () => {
  it("confirms a sign-up and signs in once; the email's link is spent with it", async () => {
    const email = uniqueEmail("otp-signup");
    const client = await clientFor(gateway.url);
    await client.auth.signUp({ email, password: "otp-password-1" });
    const code = await latestCode(gateway.url, email);

    const verified = await client.auth.verifyOtp({ email, token: code, type: "signup" });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    const again = await (await clientFor(gateway.url)).auth.verifyOtp({ email, token: code, type: "signup" });
    expect(again.error).toMatchObject({ status: 403, code: "otp_expired" });
    const [mail] = await mailbox(gateway.url, email);
    const landing = await followOnce(mail.links[0]);
    expect(landing.searchParams.get("error_code")).toBe("otp_expired");
  });

  it("takes a password-reset code for type 'email'", async () => {
    const email = uniqueEmail("otp-recovery");
    await confirmedClient(gateway.url, email, "otp-password-2");
    const client = await clientFor(gateway.url);
    await client.auth.resetPasswordForEmail(email);
    await expect.poll(() => mailbox(gateway.url, email).then((mails) => mails[0]?.subject)).toBe("Reset your password");
    const verified = await client.auth.verifyOtp({ email, token: await latestCode(gateway.url, email), type: "email" });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
  });

  it("voids the email after five wrong codes, and refuses codes for an unknown address alike", async () => {
    const email = uniqueEmail("otp-guess");
    const client = await clientFor(gateway.url);
    await client.auth.signUp({ email, password: "otp-password-3" });
    const code = await latestCode(gateway.url, email);
    for (let attempt = 0; attempt < 5; attempt++) {
      const guess = await client.auth.verifyOtp({ email, token: wrongCode(code), type: "signup" });
      expect(guess.error).toMatchObject({
        status: 403,
        code: "otp_expired",
        message: "Token has expired or is invalid",
      });
    }
    const right = await client.auth.verifyOtp({ email, token: code, type: "signup" });
    expect(right.error).toMatchObject({ status: 403, code: "otp_expired" });

    const unknown = await client.auth.verifyOtp({ email: uniqueEmail("nobody"), token: code, type: "signup" });
    expect(unknown.error).toMatchObject({
      status: 403,
      code: "otp_expired",
      message: "Token has expired or is invalid",
    });
    const malformed = await client.auth.verifyOtp({ email, token: "12ab56", type: "signup" });
    expect(malformed.error).toMatchObject({ status: 403, code: "otp_expired" });
  });

  it("refuses a type it does not know", async () => {
    const client = await clientFor(gateway.url);
    const result = await client.auth.verifyOtp({ email: uniqueEmail("x"), token: "123456", type: "sms" as never });
    expect(result.error?.status).toBe(400);
  });
});
