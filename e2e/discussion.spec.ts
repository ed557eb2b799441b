// Lesson discussions (docs/discussions.md): learner A asks, learner B (another browser) sees it appear without
// reloading and answers, A sees the answer arrive and accepts it, and so may the course's staff; a post carrying a
// script renders inert; the tab passes the accessibility scan in English and Hindi and fits 360 px.
import type { Browser, Page, Request } from "@playwright/test";
import { expect, expectAccessible, screenshots, signIn, test } from "./fixtures.ts";
import { signUpConfirmed } from "./accounts.ts";
import { docShot } from "./doc-shots.ts";

const countRequest = (page: Page) => page.waitForRequest((request) => /DiscussionCount/.test(request.url()));

async function enrolledLearner(browser: Browser, name: { first: string; last: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpConfirmed(page, context.request, "learner-pass-1", name);
  await page.getByTestId("course-card").filter({ hasText: "C Programming" }).first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/courses\/[^/]+$/);
  const counted = countRequest(page);
  await page.getByRole("button", { name: "Enroll Now" }).click();
  await expect(page).toHaveURL(/\/content/);
  return { context, page, counted };
}

/** Opens the Discussion tab; answers the lesson's id, read from the tab's own count request. */
async function openDiscussion(page: Page, counted: Promise<Request>) {
  const request = await counted;
  await page.getByRole("tab", { name: /^Discussion|^चर्चा/ }).click();
  const variables = JSON.parse(new URL(request.url()).searchParams.get("variables") ?? "{}") as { lessonId: string };
  return variables.lessonId;
}

test("a question asked by one learner appears live for another, who answers; the asker accepts", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const a = await enrolledLearner(browser, { first: "Asha", last: "Asker" });
  const b = await enrolledLearner(browser, { first: "Bilal", last: "Helper" });
  const lessonId = await openDiscussion(a.page, a.counted);
  await openDiscussion(b.page, b.counted);
  await expect(b.page.getByText("No questions yet. Ask the first one.")).toBeVisible();

  await a.page.getByRole("button", { name: "Ask a question" }).click();
  await a.page.getByLabel("Title").fill("Why does my pointer print garbage?");
  await a.page.getByRole("textbox", { name: "Your question" }).fill("I print *p before assigning p.");
  await a.page.getByRole("button", { name: "Post question" }).click();
  await expect(a.page.getByRole("tab", { name: "Discussion (1)" })).toBeVisible();

  // B never reloads: the question arrives over the subscription.
  const question = b.page.getByRole("button", { name: /Why does my pointer print garbage\?/ });
  await expect(question).toBeVisible();
  await a.page.getByRole("button", { name: /Why does my pointer print garbage\?/ }).click();
  await question.click();
  await b.page.getByRole("textbox", { name: "Your answer" }).fill("p is uninitialised: point it at a variable first.");
  await b.page.getByRole("button", { name: "Post answer" }).click();

  // A never reloads either: the answer arrives over the subscription.
  const answer = a.page.getByRole("article", { name: /^Answer by/ });
  await expect(answer).toContainText("p is uninitialised");
  await answer.getByRole("button", { name: "Accept answer" }).click();
  await expect(answer.getByRole("button", { name: "Remove acceptance" })).toBeVisible();
  await expect(b.page.getByText("Accepted", { exact: true })).toBeVisible();
  await screenshots(a.page, "discussion-thread");
  await docShot(a.page, "discussion-thread-en", a.page.getByRole("tabpanel"));

  // A post sent straight to the API with a script and an event handler is stored inert and renders inert.
  const token = await b.page.evaluate(() => localStorage.getItem("token"));
  const posted = await b.context.request.post(`/api/lessons/${lessonId}/questions`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: "Script in a post",
      body: `<p>harmless text</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">`,
    },
  });
  expect(posted.status()).toBe(201);
  await a.page.getByRole("button", { name: "Back to all questions" }).click();
  await a.page.getByRole("button", { name: /Script in a post/ }).click();
  await expect(a.page.getByText("harmless text")).toBeVisible();
  expect(await a.page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(a.page.locator("article script, article img")).toHaveCount(0);

  await a.page.getByRole("button", { name: "Back to all questions" }).click();
  await expectAccessible(a.page);
  await screenshots(a.page, "discussion");

  // The same thread in Hindi: the interface's texts change, the posts stay as written.
  await a.page.goto(`${new URL(a.page.url()).pathname}?lang=hi`);
  await a.page.getByRole("tab", { name: /^चर्चा/ }).click();
  await a.page.getByRole("button", { name: /Why does my pointer print garbage\?/ }).click();
  await expect(a.page.getByText("स्वीकृत", { exact: true })).toBeVisible();
  await docShot(a.page, "discussion-thread-hi", a.page.getByRole("tabpanel"));

  // Staff of the course (here an admin) may accept too, from the same tab (docs/discussions.md).
  const coursePath = /^\/courses\/[^/]+/.exec(new URL(a.page.url()).pathname)![0];
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, "admin@example.com", "admin12345");
  await staff.goto(coursePath);
  const staffCounted = countRequest(staff);
  await staff.getByRole("button", { name: "Enroll Now" }).click();
  await expect(staff).toHaveURL(/\/content/);
  await openDiscussion(staff, staffCounted);
  await staff.getByRole("button", { name: /Why does my pointer print garbage\?/ }).click();
  const staffView = staff.getByRole("article", { name: /^Answer by/ });
  await staffView.getByRole("button", { name: "Remove acceptance" }).click();
  await expect(staffView.getByRole("button", { name: "Accept answer" })).toBeVisible();
  await staffView.getByRole("button", { name: "Accept answer" }).click();
  await expect(staffView.getByRole("button", { name: "Remove acceptance" })).toBeVisible();
  await staffContext.close();
  await a.context.close();
  await b.context.close();
});

test("the Discussion tab passes the accessibility scan in Hindi", async ({ browser }) => {
  test.setTimeout(180_000);
  const learner = await enrolledLearner(browser, { first: "Chitra", last: "Rao" });
  const counted = countRequest(learner.page);
  await learner.page.goto(`${new URL(learner.page.url()).pathname}?lang=hi`);
  await openDiscussion(learner.page, counted);
  await expect(learner.page.getByRole("button", { name: "प्रश्न पूछें" })).toBeVisible();
  await learner.page.getByRole("button", { name: "प्रश्न पूछें" }).click();
  await expectAccessible(learner.page);
  await learner.context.close();
});
