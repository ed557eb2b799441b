// Creates a confirmed learner through the real identity server, as a learner would: sign up, open the emailed link.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, mailLink, uniqueEmail } from "./fixtures.ts";

export async function signUpConfirmed(
  page: Page,
  request: APIRequestContext,
  password = "learner-pass-1",
  name = { first: "Ravi", last: "Kumar" },
) {
  const email = uniqueEmail("learner");
  await page.goto("/signup");
  await page.getByLabel(/first name/i).fill(name.first);
  await page.getByLabel(/last name/i).fill(name.last);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByLabel(/confirm password/i).fill(password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: /create account|sign up/i }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await page.goto(await mailLink(request, email, /confirm/i));
  await expect(page).toHaveURL(/\/courses$/);
  return { email, password };
}

/** From the catalogue to the page of the seeded course named `title`; answers its id. */
export async function openCourse(page: Page, title = "C Programming"): Promise<string> {
  await page.goto("/courses");
  await page.getByTestId("course-card").filter({ hasText: title }).first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/courses\/[^/]+$/);
  return new URL(page.url()).pathname.split("/")[2];
}

/** Enrolled in C Programming from its page and on its first lesson, the one with the seeded video. */
export async function enrolInTheVideoLesson(page: Page): Promise<string> {
  const courseId = await openCourse(page);
  await page.getByRole("button", { name: "Enroll Now" }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/content`));
  await expect(page.locator("video")).toBeAttached();
  return courseId;
}
