import { expect, test } from "./fixtures.ts";

test("Sign in with Google completes through the PKCE callback and lands on the returnTo page", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: /sign in with google/i }).click();
  await expect(page.getByText(/development stand-in/i)).toBeVisible();
  await page.getByLabel(/email/i).fill(`google-${Date.now()}@example.com`);
  await page.getByLabel(/name/i).first().fill("Meera Iyer");
  await page.getByRole("button", { name: /continue/i }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByText("Successfully signed in!")).toBeVisible();
});
