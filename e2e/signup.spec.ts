import { expect, mailCode, mailLink, screenshots, test, uniqueEmail } from "./fixtures.ts";

async function fillSignup(page: import("@playwright/test").Page, email: string, confirm = "learner-pass-1") {
  await page.goto("/signup");
  await page.getByLabel(/first name/i).fill("Asha");
  await page.getByLabel(/last name/i).fill("Verma");
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill("learner-pass-1");
  await page.getByLabel(/confirm password/i).fill(confirm);
  await page.getByRole("checkbox").check();
}

test.describe("sign-up", () => {
  test("mismatched passwords are refused without a call", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (request) => request.url().includes("/auth/v1/signup") && calls.push(request.url()));
    await fillSignup(page, uniqueEmail("mismatch"), "something-else");
    await page.getByRole("button", { name: /create account|sign up/i }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    expect(calls).toEqual([]);
  });

  test("sign-up, verification prompt before confirming, then the emailed link signs the learner in", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("asha");
    await fillSignup(page, email);
    await page.getByRole("button", { name: /create account|sign up/i }).click();
    await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
    await screenshots(page, "signup-check-email");

    await page.goto("/login");
    await page.getByLabel(/email/i).fill(email);
    await page.getByLabel(/^password/i).fill("learner-pass-1");
    await page.getByRole("button", { name: /^sign in$/i }).click();
    await expect(page.getByText("Please verify your email before signing in.").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /resend/i })).toBeVisible();
    await expect(page.getByRole("button", { name: /back to login/i })).toBeVisible();

    await page.goto(await mailLink(request, email, /confirm/i));
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByText("Successfully signed in!")).toBeVisible();
    await expect(
      page
        .getByRole("button", { name: /account|profile|avatar/i })
        .or(page.getByText("A", { exact: true }))
        .first(),
    ).toBeVisible();
  });

  test("the 6-digit code from the email confirms the address on the verification view", async ({ page, request }) => {
    const email = uniqueEmail("code");
    await fillSignup(page, email);
    await page.getByRole("button", { name: /create account|sign up/i }).click();
    await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
    await page.getByLabel("6-digit code").fill("12345");
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(page.getByText("Enter the 6-digit code from the email.")).toBeVisible();

    await page.getByLabel("6-digit code").fill(await mailCode(request, email, /confirm/i));
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByText("Successfully signed in!")).toBeVisible();
  });

  test("changing the email from settings takes effect once both addresses confirmed", async ({ page, request }) => {
    const oldEmail = uniqueEmail("before");
    const newEmail = uniqueEmail("after");
    await fillSignup(page, oldEmail);
    await page.getByRole("button", { name: /create account|sign up/i }).click();
    await page.goto(await mailLink(request, oldEmail, /confirm your email/i));
    await expect(page).toHaveURL(/\/courses$/);

    await page.goto("/profile?section=settings");
    await page.getByLabel("New Email Address").fill(newEmail);
    await page.getByRole("button", { name: "Change Email" }).click();
    await expect(
      page.getByText(`Confirmation links sent successfully to ${oldEmail} and ${newEmail}.`, { exact: false }),
    ).toBeVisible();

    await page.goto(await mailLink(request, newEmail, /new email address/i));
    await expect(
      page.getByText("Confirmation link accepted. Please proceed to confirm link sent to the other email"),
    ).toBeVisible();
    await page.goto(await mailLink(request, oldEmail, /change of your email/i));
    await expect(page).toHaveURL(/\/profile/);
    await page.goto("/profile?section=settings");
    await expect(page.getByLabel("Email Address", { exact: true })).toHaveValue(newEmail);
  });
});
