// Resume where you left off: the uploaded video starts at the saved position with a hint, and 'continue' (the
// profile's course card) links to the lesson the learner was on last; the course's content address without a lesson
// opens the first lesson (spec section 2).
import type { Page } from "@playwright/test";
import { signUpConfirmed } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

const progressSaved = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().includes("/graphql") &&
      (response.request().postData() ?? "").includes("UpdateLessonProgress") &&
      response.ok(),
  );

const openFromProfile = async (page: Page, courseTitle: string) => {
  await page.goto("/profile?section=courses");
  await page.getByRole("link").filter({ hasText: courseTitle }).click();
  await expect(page).toHaveURL(/\/content\/[^/]+$/);
};

test("a learner comes back to the video where they left it, and 'continue' opens their last lesson", async ({
  page,
  request,
}) => {
  await signUpConfirmed(page, request);
  await page.goto("/courses");
  await page
    .getByTestId("course-card")
    .filter({ hasText: "C Programming" })
    .first()
    .getByRole("link", { name: "Enroll Now" })
    .click();
  await page.getByRole("button", { name: "Enroll Now" }).click();
  await expect(page).toHaveURL(/\/content$/);
  const coursePath = new URL(page.url()).pathname.replace(/\/content$/, "");

  // Watch the first lesson's uploaded video (10 s) up to 0:03 and pause: the position is reported.
  const video = page.locator("video").first();
  await expect(video).toBeVisible();
  const saved = progressSaved(page);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    element.currentTime = 3;
    await new Promise((resolve) => element.addEventListener("seeked", resolve, { once: true }));
    element.pause();
  });
  await saved;
  await expect(page.getByText(/Resumed at/)).toHaveCount(0);

  // Leave and come back through the profile: the video element is at the saved second, with the hint.
  await openFromProfile(page, "C Programming");
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime))).toBe(3);
  await expect(page.getByRole("status").filter({ hasText: "Resumed at 0:03" })).toBeVisible();
  await page.getByRole("button", { name: "Start over" }).click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(0);
  await expect(page.getByText(/Resumed at/)).toHaveCount(0);

  // Move on to the third lesson; 'continue' from the profile opens it; the course page opens the first lesson.
  const lessons = page.getByTestId("lesson-list-item");
  const third = (await lessons.nth(2).innerText()).split("\n")[0].replace(/^3\. /, "").replace(/ ✓$/, "");
  await lessons.nth(2).click();
  await page.getByTestId("lesson-description").click();
  await expect(lessons.nth(2)).toContainText("✓");
  await openFromProfile(page, "C Programming");
  await expect(page.getByRole("heading", { level: 2, name: third })).toBeVisible();
  await expect(lessons.nth(2)).toHaveClass(/Mui-selected/);
  const first = (await lessons.nth(0).innerText()).split("\n")[0].replace(/^1\. /, "").replace(/ ✓$/, "");
  await page.goto(coursePath);
  await expect(page).toHaveURL(/\/content$/);
  await expect(page.getByRole("heading", { level: 2, name: first })).toBeVisible();
  await expect(lessons.nth(0)).toHaveClass(/Mui-selected/);
});
