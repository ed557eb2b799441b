// Sign-in with a phone number and a code by SMS, through the real supabase-js client (docs/phone-sign-in.md): the
// code reaches the dev mailbox (SMS_PROVIDER=log), signs in once, expires, is resent at most once a minute and
// is voided by wrong guesses; phone and password, a number change and an email added to a phone account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import {
  clientFor,
  confirmedClient,
  latestSmsCode,
  mailbox,
  openLatestLink,
  uniqueEmail,
  uniquePhone,
} from "./auth-test-helpers.ts";

let gateway: TestGateway;
const prisma = () => gateway.app.services.db.prisma;

beforeAll(async () => {
  gateway = await startTestGateway({ RATE_LIMIT_AUTH_PER_MINUTE: "1000" });
});
afterAll(() => gateway?.close());

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
/** The number as a learner types it: 98765 43210. */
const typed = (phone: string) => `${phone.slice(3, 8)} ${phone.slice(8)}`;

describe("phone sign-in with an SMS code", () => {
  it("creates the account, signs in once with the code and shows the number as GoTrue does", async () => {
    const phone = uniquePhone();
    const client = await clientFor(gateway.url);
    expect((await client.auth.signInWithOtp({ phone: typed(phone) })).error).toBeNull();
    const code = await latestSmsCode(gateway.url, phone);
    const [sms] = await mailbox(gateway.url, phone);
    expect(sms.text).toContain("5 minutes");
    // The dev mailbox finds it by the number typed in its address bar too ("+" arrives as a space).
    const typedInBar = await (await fetch(`${gateway.url}/dev/mailbox/messages?to=${phone}`)).json();
    expect(typedInBar).toEqual([expect.objectContaining({ text: sms.text })]);

    const { data, error } = await client.auth.verifyOtp({ phone: `0${typed(phone)}`, token: code, type: "sms" });
    expect(error).toBeNull();
    expect(data.session?.user).toMatchObject({ email: "", phone: phone.slice(1) });
    expect(data.session?.user.phone_confirmed_at).toBeTruthy();
    const stored = await prisma().authOneTimeToken.findFirst({ where: { userId: data.user!.id, type: "sms" } });
    expect(stored?.otpHash).not.toContain(code);

    const again = await (await clientFor(gateway.url)).auth.verifyOtp({ phone, token: code, type: "sms" });
    expect(again.error).toMatchObject({ status: 403, code: "otp_expired" });

    // The REST facade's user carries the number and no email.
    const login = await fetch(`${gateway.url}/api/auth/supabase-login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ supabaseToken: data.session!.access_token }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: unknown }).user).toMatchObject({ phone, email: "" });
  });

  it("sends a new account's first SMS in the language of the screen it signed up on", async () => {
    const phone = uniquePhone();
    await (await clientFor(gateway.url)).auth.signInWithOtp({ phone, options: { data: { language: "hi" } } });
    await latestSmsCode(gateway.url, phone);
    const [sms] = await mailbox(gateway.url, phone);
    expect(sms.text).toContain("साइन-इन कोड");
  });

  it("refuses a number that is not one with a coded error", async () => {
    const client = await clientFor(gateway.url);
    const { error } = await client.auth.signInWithOtp({ phone: "12345" });
    expect(error).toMatchObject({ status: 400, code: "validation_failed" });
    expect(error?.message).toContain("E.164");
  });

  it("sends a second code only after 60 s and refuses an expired code", async () => {
    const phone = uniquePhone();
    const client = await clientFor(gateway.url);
    await client.auth.signInWithOtp({ phone });
    const code = await latestSmsCode(gateway.url, phone);
    const resend = await client.auth.signInWithOtp({ phone });
    expect(resend.error).toMatchObject({ status: 429, code: "over_sms_send_rate_limit" });
    expect((await mailbox(gateway.url, phone)).length).toBe(1);

    const user = await prisma().authUser.findUniqueOrThrow({ where: { phone } });
    await prisma().authOneTimeToken.updateMany({
      where: { userId: user.id, type: "sms" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await client.auth.verifyOtp({ phone, token: code, type: "sms" });
    expect(expired.error).toMatchObject({ status: 403, code: "otp_expired" });

    // A minute later a new code is sent and works.
    await prisma().authOneTimeToken.updateMany({
      where: { userId: user.id, type: "sms" },
      data: { createdAt: new Date(Date.now() - 61_000) },
    });
    expect((await client.auth.signInWithOtp({ phone })).error).toBeNull();
    const fresh = await latestSmsCode(gateway.url, phone);
    expect((await client.auth.verifyOtp({ phone, token: fresh, type: "sms" })).error).toBeNull();
  });

  it("stops wrong codes for a number after five, then refuses even the right one", async () => {
    const phone = uniquePhone();
    const client = await clientFor(gateway.url);
    await client.auth.signInWithOtp({ phone });
    const code = await latestSmsCode(gateway.url, phone);
    for (let attempt = 0; attempt < 5; attempt++) {
      const { error } = await client.auth.verifyOtp({ phone, token: wrongCode(code), type: "sms" });
      expect(error).toMatchObject({ status: 403, code: "otp_expired" });
    }
    const right = await client.auth.verifyOtp({ phone, token: code, type: "sms" });
    expect(right.error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
  });

  it("signs up with phone and password, confirms by code, then signs in with the password", async () => {
    const phone = uniquePhone();
    const client = await clientFor(gateway.url);
    const signUp = await client.auth.signUp({ phone, password: "phone-password-1" });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const early = await client.auth.signInWithPassword({ phone, password: "phone-password-1" });
    expect(early.error).toMatchObject({ code: "phone_not_confirmed" });

    const code = await latestSmsCode(gateway.url, phone);
    expect((await client.auth.verifyOtp({ phone, token: code, type: "sms" })).error).toBeNull();
    const signedIn = await (
      await clientFor(gateway.url)
    ).auth.signInWithPassword({ phone: typed(phone), password: "phone-password-1" });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.phone).toBe(phone.slice(1));
    const wrong = await (await clientFor(gateway.url)).auth.signInWithPassword({ phone, password: "wrong-pass-1" });
    expect(wrong.error).toMatchObject({ status: 400, code: "invalid_credentials" });

    const repeat = await (await clientFor(gateway.url)).auth.signUp({ phone, password: "other-password-1" });
    expect(repeat.data.user?.identities).toEqual([]);
  });

  it("adds a number to an email account with a code sent to the new number", async () => {
    const { client } = await confirmedClient(gateway.url, uniqueEmail("add-phone"), "email-password-1");
    const phone = uniquePhone();
    const updated = await client.auth.updateUser({ phone });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({ phone: "", new_phone: phone.slice(1) });
    const code = await latestSmsCode(gateway.url, phone);
    const wrongType = await client.auth.verifyOtp({ phone, token: code, type: "sms" });
    expect(wrongType.error).toMatchObject({ code: "otp_expired" });
    const { data, error } = await client.auth.verifyOtp({ phone, token: code, type: "phone_change" });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ phone: phone.slice(1) });
    expect(data.user?.app_metadata.providers).toEqual(["email", "phone"]);

    // The number is now the account's: another account cannot take it.
    const other = await confirmedClient(gateway.url, uniqueEmail("take-phone"), "email-password-2");
    const taken = await other.client.auth.updateUser({ phone });
    expect(taken.error).toMatchObject({ status: 422, code: "phone_exists" });
  });

  it("adds an email to a phone account with one confirmation, from the new address", async () => {
    const phone = uniquePhone();
    const client = await clientFor(gateway.url);
    await client.auth.signInWithOtp({ phone });
    await client.auth.verifyOtp({ phone, token: await latestSmsCode(gateway.url, phone), type: "sms" });
    const email = uniqueEmail("phone-adds-email");
    expect((await client.auth.updateUser({ email })).error).toBeNull();
    const placeholder = `${phone.slice(1)}@phone.invalid`;
    expect(await mailbox(gateway.url, placeholder)).toEqual([]);
    const landing = await openLatestLink(gateway.url, email);
    expect(await client.auth.exchangeCodeForSession(landing.searchParams.get("code")!)).toMatchObject({ error: null });
    const { data } = await client.auth.getUser();
    expect(data.user).toMatchObject({ email, phone: phone.slice(1) });
  });
});
