import { expect, mailLink, screenshots, test, uniqueEmail } from "./fixtures.ts";

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

  test("sign-up, verification prompt before confirming, then the emailed link signs the learner in", async ({ page, request }) => {
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
    await expect(page.getByRole("button", { name: /account|profile|avatar/i }).or(page.getByText("A", { exact: true })).first()).toBeVisible();
  });
});
