// Bengali, Marathi, Telugu and Tamil (docs/languages.md): every learner route a visitor and a signed-in learner
// reach, in each language, shows no missing text and no English text the language has not translated, is labelled
// with <html lang>, draws its script in its Noto font, and passes the accessibility scan.
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { signUpConfirmed } from "./accounts.ts";
import { docShot } from "./doc-shots.ts";
import { expectTranslated, profileSections, publicRoutes } from "./learner-routes.ts";

const languages = [
  { code: "bn", font: "Noto Sans Bengali" },
  { code: "mr", font: "Noto Sans Devanagari" },
  { code: "te", font: "Noto Sans Telugu" },
  { code: "ta", font: "Noto Sans Tamil" },
];

async function check(page: Page, language: string, route: string) {
  await page.goto(route);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("html"), route).toHaveAttribute("lang", language);
  await expectTranslated(page, language, route);
  await expectAccessible(page);
}

// Each route costs a load, a wait for the network to settle and an axe scan: about 3-5 s here, twice that on a busy CI
// machine. A journey's time grows with its routes, and each language is two journeys, a visitor's and a learner's.
const perRoute = 10_000;

for (const { code, font } of languages) {
  test(`every public route in ${code}: no missing or English text, its script's font, axe clean`, async ({ page }) => {
    test.setTimeout(30_000 + (publicRoutes.length + 1) * perRoute);
    await page.goto(`/?lang=${code}`);
    // The script's font face is registered for the language and drawn: the home page's text is in the script.
    await expect
      .poll(() =>
        page.evaluate(
          (family) =>
            [...document.fonts].some((face) => face.family.replace(/"/g, "") === family && face.status === "loaded"),
          font,
        ),
      )
      .toBe(true);
    // The README shows the home page in Bengali and Tamil (E2E_DOC_SHOTS=1).
    if (code === "bn" || code === "ta") await docShot(page, `home-${code}`);
    for (const route of publicRoutes) await check(page, code, route);
    await page.goto("/courses");
    await page.getByTestId("course-card").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/courses\/[^/]+$/);
    await check(page, code, new URL(page.url()).pathname);
  });

  test(`every signed-in learner route in ${code}: no missing or English text, axe clean`, async ({ page, request }) => {
    const routes = [
      ...profileSections.map((section) => `/profile?section=${section}`),
      "/courses",
      "/tests",
      "/practice",
    ];
    test.setTimeout(60_000 + routes.length * perRoute);
    // Sign up in English, as the helper reads English labels, then the same language.
    await page.goto("/?lang=en");
    await signUpConfirmed(page, request);
    await page.goto(`/courses?lang=${code}`);
    for (const route of routes) await check(page, code, route);
  });
}
