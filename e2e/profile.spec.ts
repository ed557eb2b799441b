import path from "node:path";
import { expect, mailLink, screenshots, test } from "./fixtures.ts";
import { signUpConfirmed } from "./accounts.ts";

const picture = path.resolve("e2e/assets/avatar.png");

test.describe("profile", () => {
  test("settings persist, picture uploads, password rules hold, reset by email, account deletion", async ({
    page,
    request,
  }) => {
    const { email, password } = await signUpConfirmed(page, request);

    await page.goto("/profile?section=settings");
    await page.getByLabel(/first name/i).fill("Ravindra");
    await page.getByLabel(/^bio|description/i).fill("Final-year ECE student from Rohtak.");
    await page.getByLabel("Email notifications").check();
    // SMS and WhatsApp need a verified number (docs/notifications.md): an email account's switches are off and say why.
    await expect(page.getByLabel("SMS: Practice reminder")).toBeDisabled();
    await expect(page.getByText("Add and verify a phone number above to get SMS or WhatsApp messages.")).toBeVisible();
    await page.getByRole("button", { name: "Save All Settings" }).click();
    await expect(page.getByText(/successfully/i).first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/first name/i)).toHaveValue("Ravindra");
    await expect(page.getByLabel("Email notifications")).toBeChecked();
    await screenshots(page, "profile-settings");

    // Upload a picture; the header avatar shows it.
    await page.locator('input[type="file"]').setInputFiles(picture);
    await page.getByRole("button", { name: "Upload Picture" }).click();
    await expect(page.locator("header img[src*='/api/files/avatars/']")).toBeVisible();

    // A wrong current password shows the server's error.
    await page.getByLabel(/current password/i).fill("not-my-password");
    await page.getByLabel(/^new password/i).fill("another-pass-2");
    await page.getByLabel(/confirm new password/i).fill("another-pass-2");
    await page.getByRole("button", { name: /change password/i }).click();
    await expect(page.getByText("Current password is incorrect")).toBeVisible();

    // Forgot password: the emailed link lets the learner choose a new one and sign in with it.
    await page
      .getByRole("button", { name: /account|profile|avatar/i })
      .first()
      .click();
    await page.getByRole("menuitem", { name: "Log Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/forgot-password");
    await page.getByLabel(/email/i).fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Password reset email sent! Please check your inbox.").first()).toBeVisible();
    await page.goto(await mailLink(request, email, /reset/i));
    await expect(page).toHaveURL(/\/reset-password/);
    await page.getByLabel(/^new password/i).fill("reset-pass-3");
    await page.getByLabel(/confirm/i).fill("reset-pass-3");
    await page.getByRole("button", { name: /update password|reset password|save/i }).click();
    await expect(page.getByText("Password updated successfully!")).toBeVisible();

    await page.goto("/login");
    await page.getByLabel(/email/i).fill(email);
    await page.getByLabel(/^password/i).fill(password);
    await page.getByRole("button", { name: /^sign in$/i }).click();
    await expect(page.getByText("Invalid login credentials")).toBeVisible();
    await page.getByLabel(/^password/i).fill("reset-pass-3");
    await page.getByRole("button", { name: /^sign in$/i }).click();
    await expect(page.getByText("Successfully signed in!")).toBeVisible();

    // Delete the account through the confirmation dialog; the credentials are dead afterwards.
    await page.goto("/profile?section=settings");
    // The page's own reads (the bell's unread count among them) answer first: one still in flight when the account
    // is gone is refused with 401, which Chromium logs as an error.
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Delete Account" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete Account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/login");
    await page.getByLabel(/email/i).fill(email);
    await page.getByLabel(/^password/i).fill("reset-pass-3");
    await page.getByRole("button", { name: /^sign in$/i }).click();
    await expect(page.getByText("Invalid login credentials")).toBeVisible();
  });
});
