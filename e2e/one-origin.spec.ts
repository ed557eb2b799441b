// Opened on another host name than PUBLIC_URL (127.0.0.1 while it says localhost, as a phone opening a LAN
// address would), the app loads everything from the origin it was opened on: API, identity, files, the PDF worker.
import { expect, test } from "./fixtures.ts";

test("the viewer works through a second host name and never calls the PUBLIC_URL host", async ({ page, baseURL }) => {
  const origin = baseURL!.replace("localhost", "127.0.0.1");
  const hosts = new Set<string>();
  page.on("request", (request) => hosts.add(new URL(request.url()).host));

  await page.goto(`${origin}/login`);
  await page.getByLabel(/email/i).fill("demo@example.com");
  await page.getByLabel(/^password/i).fill("demo12345");
  await page.getByRole("button", { name: /^sign in$/i }).click();
  await expect(page.getByText("Successfully signed in!")).toBeVisible();

  await page.goto(`${origin}/courses`);
  const card = page.getByTestId("course-card").filter({ hasText: "Spoken English" }).first();
  await card.getByRole("link", { name: /Enroll Now|Open Course/ }).click();
  if (!/\/content/.test(page.url())) {
    // Spoken English is paid (₹799): development sells it through the built-in test provider, a page of this
    // origin too (docs/payments.md).
    const buy = page.getByRole("button", { name: "Buy for ₹799" });
    await expect(buy.or(page.getByText("Loading course content..."))).toBeVisible();
    if (await buy.isVisible()) {
      await buy.click();
      await page.getByRole("button", { name: "Pay (success)" }).click();
    }
  }
  await expect(page).toHaveURL(/\/content/);
  await page.getByRole("tab", { name: /ppts/i }).click();
  await expect(page.locator("canvas").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Failed to load PDF")).toHaveCount(0);

  expect([...hosts].filter((host) => !host.startsWith("127.0.0.1"))).toEqual([]);
});
