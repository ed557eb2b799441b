// A signed-in learner on a 360 px phone (the narrowest screen the screenshots check): the header's controls, the
// menu button last, stay on the screen in both languages.
import { expect, signIn, test } from "./fixtures.ts";

test.use({ viewport: { width: 360, height: 740 } });

test("the signed-in header keeps the menu button inside a 360 px screen, in English and Hindi", async ({ page }) => {
  await signIn(page, "demo@example.com", "demo12345");
  for (const [openMenu, otherLanguage] of [
    ["Open menu", "Change language to हिन्दी"],
    ["मेन्यू खोलें", "भाषा बदलकर English करें"],
  ]) {
    const menu = page.getByRole("button", { name: openMenu });
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    // Nothing widens the page sideways either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole("button", { name: otherLanguage }).click();
  }
});
