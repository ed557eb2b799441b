// A signed-in learner on a 360 px phone (the narrowest screen the screenshots check): the header's controls, the
// menu button last, stay on the screen in every language, the language menu among them.
import { chooseLanguage, expect, signIn, test } from "./fixtures.ts";

test.use({ viewport: { width: 360, height: 740 } });

test("the signed-in header keeps every control inside a 360 px screen, in English, Hindi and Tamil", async ({
  page,
}) => {
  await signIn(page, "demo@example.com", "demo12345");
  for (const [language, next] of [
    ["en", "hi"],
    ["hi", "ta"],
    ["ta", "en"],
  ] as const) {
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const buttons = page.locator("header").getByRole("button");
    await expect(buttons.last()).toBeVisible();
    if (language === "en") await expect(buttons.last()).toHaveAccessibleName("Open menu");
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    // Nothing widens the page sideways either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await chooseLanguage(page, next);
  }
});
