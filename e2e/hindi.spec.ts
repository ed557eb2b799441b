// Hindi (docs/languages.md): the header switch, `?lang=` on a fresh visit, the server's first screen and <html lang>
// in the learner's language, and an axe scan of every learner route and console page in Hindi.
import type { Page } from "@playwright/test";
import { chooseLanguage, expect, expectAccessible, screenshots, signIn, test } from "./fixtures.ts";
import { signUpConfirmed } from "./accounts.ts";
import { expectTranslated, publicRoutes } from "./learner-routes.ts";

const consoleRoutes = [
  "/admin",
  "/admin/courses",
  "/admin/courses/new",
  "/admin/news",
  "/admin/internships",
  "/admin/exams",
  "/admin/placements",
  "/admin/about",
  "/admin/users",
  "/admin/audit",
];

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function scanInHindi(page: Page, route: string, { learner = true } = {}) {
  await page.goto(route);
  await page.waitForLoadState("networkidle");
  expect(await htmlLang(page), route).toBe("hi");
  // The console's own words are checked by the catalogue tests; a learner's screen shows no English left over.
  if (learner) await expectTranslated(page, "hi", route);
  await expectAccessible(page);
}

test("the header switches the page to Hindi and the choice survives a reload", async ({ page }) => {
  await page.goto("/");
  expect(await htmlLang(page)).toBe("en");
  await chooseLanguage(page, "hi");
  const nav = page.getByRole("navigation", { name: "मुख्य नेविगेशन" });
  await expect(nav.getByRole("link", { name: "कोर्स" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "आपकी शिक्षा यात्रा को सशक्त बनाते हुए" })).toBeVisible();
  expect(await htmlLang(page)).toBe("hi");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "आपकी शिक्षा यात्रा को सशक्त बनाते हुए" })).toBeVisible();
  expect(await htmlLang(page)).toBe("hi");
  await screenshots(page, "home-hindi");
  await chooseLanguage(page, "en");
  await expect(page.getByRole("heading", { level: 1, name: "Empowering Your Educational Journey" })).toBeVisible();
  expect(await htmlLang(page)).toBe("en");
});

test("?lang=hi on a fresh visit switches and persists, ?lang=en switches back", async ({ page }) => {
  await page.goto("/courses?lang=hi");
  await expect(page.getByRole("heading", { level: 1, name: "सभी कोर्स" })).toBeVisible();
  expect(await htmlLang(page)).toBe("hi");
  await page.goto("/exams");
  await expect(page.getByRole("heading", { level: 1, name: "आगामी परीक्षाएँ" })).toBeVisible();
  await expect(page.getByText(/^तारीख: [०-९]+ /).first()).toBeVisible();
  await page.goto("/about?lang=en");
  await expect(page.getByRole("heading", { level: 1, name: "About VidyaPath" })).toBeVisible();
  await page.goto("/courses");
  await expect(page.getByRole("heading", { level: 1, name: "All Courses" })).toBeVisible();
});

test("the server renders / in the learner's language, labelled with <html lang>", async ({ request }) => {
  const byCookie = await (await request.get("/", { headers: { cookie: "lang=hi" } })).text();
  expect(byCookie).toContain('<html lang="hi"');
  expect(byCookie).toMatch(/<div id="root" inert>.*आपकी शिक्षा यात्रा को सशक्त बनाते हुए/s);
  const byQuery = await (await request.get("/courses?lang=hi")).text();
  expect(byQuery).toContain('<html lang="hi"');
  expect(byQuery).toContain("सभी कोर्स");
  const english = await (await request.get("/", { headers: { cookie: "lang=en" } })).text();
  expect(english).toContain('<html lang="en"');
  expect(english).toContain("Empowering Your Educational Journey");
  const shell = await (await request.get("/login", { headers: { cookie: "lang=hi" } })).text();
  expect(shell).toContain('<html lang="hi"');
});

// A visitor's routes and a signed-in learner's are two journeys, each within its own time: together they took 120 s
// of 180 on a loaded CI machine.
test("every public route passes the accessibility scan in Hindi", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/?lang=hi");
  for (const route of publicRoutes) await scanInHindi(page, route);
  await page.goto("/courses");
  await page.getByTestId("course-card").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/courses\/[^/]+$/);
  await page.waitForLoadState("networkidle");
  await expectAccessible(page);
});

test("every signed-in learner route passes the accessibility scan in Hindi", async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.goto("/?lang=en");
  await signUpConfirmed(page, request);
  for (const section of ["courses", "certificates", "settings"])
    await scanInHindi(page, `/profile?section=${section}&lang=hi`);
  await screenshots(page, "profile-settings-hindi");
  await page.goto("/courses");
  await page.getByTestId("course-card").first().getByRole("link").first().click();
  await page.waitForLoadState("networkidle");
  if (!/\/content/.test(page.url())) {
    await page.getByRole("button", { name: "अभी नामांकन करें" }).click();
    await expect(page).toHaveURL(/\/content/);
  }
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("complementary", { name: "पाठ" })).toBeVisible();
  await expectAccessible(page);
});

test("the language is kept on the profile: a signed-in choice follows the learner to a new browser", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await page.goto("/?lang=en");
  const { email, password } = await signUpConfirmed(page, request);
  await page.goto("/profile?section=settings");
  await page.getByRole("combobox", { name: "Interface language" }).click();
  await page.getByRole("option", { name: "हिन्दी" }).click();
  await expect(page.getByText("भाषा सहेज ली गई")).toBeVisible();
  expect(await htmlLang(page)).toBe("hi");

  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await signIn(other, email, password);
  await other.goto("/courses");
  await expect(other.getByRole("heading", { level: 1, name: "सभी कोर्स" })).toBeVisible();
  await fresh.close();
});

test("every console page passes the accessibility scan in Hindi", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, "admin@example.com", "admin12345");
  await page.goto("/admin?lang=hi");
  await expect(page.getByRole("heading", { level: 1, name: "डैशबोर्ड" })).toBeVisible();
  await expect(page.getByRole("list", { name: "मुख्य आँकड़े" })).toBeVisible();
  for (const route of consoleRoutes) await scanInHindi(page, route, { learner: false });
  await screenshots(page, "admin-hindi");
  // The admin account is shared with other journeys: give it its English back.
  await page.goto("/admin?lang=en");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});
