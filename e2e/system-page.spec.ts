// An admin opens the console's System page on a 360 px phone (docs/operations.md, "System page"): this gateway
// reports itself, the job queue, storage, channels and limits are shown, and the page passes an axe scan. Retrying
// and discarding a failed job are tested against a real queue in gateway/src/metrics/system-status.test.ts: no job of
// this server fails within a journey's time.
import { expect, expectAccessible, signIn, test } from "./fixtures.ts";

test("an admin sees the gateways, jobs, storage, channels and limits at 360 px", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "admin@example.com", "admin12345");
  await page.goto("/admin/system");
  await expect(page.getByRole("heading", { level: 1, name: "System" })).toBeVisible();
  const gateways = page.getByRole("region", { name: "Gateways" });
  await expect(gateways.getByRole("row").filter({ hasText: "development" }).getByText("Answering")).toBeVisible();
  await expect(page.getByRole("region", { name: "Jobs", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Stored files" }).getByText("Demo content")).toBeVisible();
  await expect(page.getByRole("row", { name: "Email Configured Dev mailbox (development only)" })).toBeVisible();
  await expect(page.getByRole("row", { name: /GRAPHQL_COST_LIMIT 20,000/ })).toBeVisible();
  await expectAccessible(page);
  // Nothing is wider than the phone: the tables scroll inside their sections.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
