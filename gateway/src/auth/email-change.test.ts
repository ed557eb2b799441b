// Changing the email address with updateUser({ email }): both addresses confirm (link or code) before it changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { clientFor, confirmedClient, followOnce, latestCode, mailbox, uniqueEmail } from "./auth-test-helpers.ts";

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ RATE_LIMIT_AUTH_PER_MINUTE: "1000", AUTH_EMAIL_MIN_INTERVAL_SECONDS: "0" });
});
afterAll(() => gateway?.close());

const HALF = "Confirmation link accepted. Please proceed to confirm link sent to the other email";

describe("email change", () => {
  it("mails both addresses and moves the account only after both links were opened", async () => {
    const oldEmail = uniqueEmail("old");
    const newEmail = uniqueEmail("new");
    const { client } = await confirmedClient(gateway.url, oldEmail, "change-password-1");

    const requested = await client.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: `${gateway.url}/auth/callback` },
    );
    expect(requested.error).toBeNull();
    expect(requested.data.user).toMatchObject({ email: oldEmail, new_email: newEmail });
    const [toOld] = await mailbox(gateway.url, oldEmail);
    const [toNew] = await mailbox(gateway.url, newEmail);
    expect(toOld.subject).toBe("Confirm the change of your email address");
    expect(toNew.subject).toBe("Confirm your new email address");

    const half = await followOnce(toNew.links[0]);
    expect(new URLSearchParams(half.hash.slice(1)).get("message")).toBe(HALF);
    expect(half.searchParams.get("message")).toBe(HALF);
    expect((await client.auth.getUser()).data.user?.email).toBe(oldEmail);

    const done = await followOnce(toOld.links[0]);
    expect(done.pathname).toBe("/auth/callback");
    const exchanged = await client.auth.exchangeCodeForSession(done.searchParams.get("code")!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(newEmail);
    expect(exchanged.data.user?.new_email).toBeUndefined();

    const fresh = await clientFor(gateway.url);
    expect((await fresh.auth.signInWithPassword({ email: oldEmail, password: "change-password-1" })).error?.code).toBe(
      "invalid_credentials",
    );
    expect((await fresh.auth.signInWithPassword({ email: newEmail, password: "change-password-1" })).error).toBeNull();
  });

  it("takes the two codes instead of the links", async () => {
    const oldEmail = uniqueEmail("old-code");
    const newEmail = uniqueEmail("new-code");
    const { client } = await confirmedClient(gateway.url, oldEmail, "change-password-2");
    await client.auth.updateUser({ email: newEmail });

    const first = await client.auth.verifyOtp({
      email: oldEmail,
      token: await latestCode(gateway.url, oldEmail),
      type: "email_change",
    });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    const second = await client.auth.verifyOtp({
      email: newEmail,
      token: await latestCode(gateway.url, newEmail),
      type: "email_change",
    });
    expect(second.error).toBeNull();
    expect(second.data.session?.user.email).toBe(newEmail);
  });

  it("refuses an address that another account has, and a malformed one", async () => {
    const taken = uniqueEmail("taken");
    await confirmedClient(gateway.url, taken, "change-password-3");
    const { client } = await confirmedClient(gateway.url, uniqueEmail("mover"), "change-password-4");
    expect((await client.auth.updateUser({ email: taken })).error).toMatchObject({ status: 422, code: "email_exists" });
    expect((await client.auth.updateUser({ email: "not-an-address" })).error).toMatchObject({
      status: 400,
      code: "validation_failed",
    });
    expect((await mailbox(gateway.url, taken)).filter((mail) => mail.subject.startsWith("Confirm the change"))).toEqual(
      [],
    );
  });
});
