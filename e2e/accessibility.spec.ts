import { expect, expectAccessible, screenshots, test } from "./fixtures.ts";
import { signUpConfirmed } from "./accounts.ts";

// Every route of the spec's route table, scanned with axe: no serious or critical violations.
const publicRoutes = [
  "/",
  "/login",
  "/signup",
  "/forgot-password",
  "/terms",
  "/privacy",
  "/accessibility",
  "/courses",
  "/internships",
  "/exams",
  "/placement",
  "/about",
  "/missing-page",
];

// Each route costs a load, a wait for the network to settle and an axe scan, twice as long on a busy CI machine; this
// journey runs first, while the gateway renders each page for the first time (as e2e/languages.spec.ts times its own).
const perRoute = 10_000;

test("every public route passes the accessibility scan", async ({ page }) => {
  test.setTimeout(30_000 + (publicRoutes.length + 1) * perRoute);
  for (const route of publicRoutes) {
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    await expectAccessible(page);
  }
  await page.goto("/courses");
  await page.getByTestId("course-card").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/courses\/[^/]+$/);
  await page.waitForLoadState("networkidle");
  await expectAccessible(page);
  await screenshots(page, "course-detail");
});

// A fresh learner, so the demo learner's enrolments stay as the learner journey expects them.
test("signed-in routes pass the accessibility scan", async ({ page, request }) => {
  await signUpConfirmed(page, request);
  for (const section of ["courses", "certificates", "settings"]) {
    await page.goto(`/profile?section=${section}`);
    await page.waitForLoadState("networkidle");
    await expectAccessible(page);
    await screenshots(page, `profile-${section}`);
  }
  await page.goto("/courses");
  await page.getByTestId("course-card").first().getByRole("link").first().click();
  await page.waitForLoadState("networkidle");
  if (!/\/content/.test(page.url())) {
    await page.getByRole("button", { name: "Enroll Now" }).click();
    await expect(page).toHaveURL(/\/content/);
  }
  await page.waitForLoadState("networkidle");
  await expectAccessible(page);
});
