// A learner takes the seeded mock test (+2 / -0.5, 20 minutes, two sections): marks and clears answers, answers
// offline and comes back, reloads mid-test and resumes with the time left, switches to Hindi, submits, and sees
// the score, section scores and a rank.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { signUpConfirmed } from "./accounts.ts";
import { chooseLanguageKept, expect, expectAccessible, screenshots, test } from "./fixtures.ts";

/**
 * With E2E_DOC_SHOTS=1, the screens docs/mock-tests.md shows, in English and Hindi, 1280 and 360 px wide, into
 * docs/screenshots/. The language is chosen as a learner chooses it, with the header's switch: for a signed-in
 * learner that choice is kept on the profile, and the profile's language wins over what this browser stored
 * (app/use-language-choice.ts), so writing the browser's storage alone would not switch the page. The page is then
 * reloaded; the attempt resumes, so the journey goes on unchanged, and English is chosen again at the end.
 */
async function docShots(page: Page, name: string) {
  if (!process.env.E2E_DOC_SHOTS) return;
  const dir = path.resolve(import.meta.dirname, "../docs/screenshots");
  fs.mkdirSync(dir, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const language of ["en", "hi"]) {
    await chooseLanguageKept(page, language);
    await page.reload();
    await page.getByTestId(name === "mock-test-exam" ? "exam-screen" : "result-score").waitFor();
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await page.screenshot({ path: path.join(dir, `${name}-${language}-${width}.png`), fullPage: width === 360 });
    }
  }
  await chooseLanguageKept(page, "en");
  await page.setViewportSize(original);
  await page.reload();
}

const TITLE = "SSC CGL Tier I Mock Test 1";

const legend = (page: Page, state: string) => page.getByTestId(`legend-${state}`);
const choose = (page: Page, label: RegExp) =>
  page.getByTestId("exam-question").getByRole("radio", { name: label }).check();
const secondsLeft = async (page: Page) => {
  const [, mm, ss] = /(\d\d):(\d\d)/.exec(await page.getByTestId("exam-timer").innerText())!;
  return Number(mm) * 60 + Number(ss);
};

test("/tests is rendered on the server without the answer key", async ({ request }) => {
  const list = await (await request.get("/tests")).text();
  expect(list).toContain(TITLE);
  const testId = /\/tests\/([0-9a-f-]{36})/.exec(list)![1];
  const page = await (await request.get(`/tests/${testId}`)).text();
  expect(page).toContain("I have read the instructions");
  expect(page).not.toMatch(/correctOption|explanation/i);
});

test("a learner takes the mock test through a dropped connection and a reload, and is scored +2 / -0.5", async ({
  page,
  context,
  request,
}) => {
  await signUpConfirmed(page, request);
  await page.goto("/tests");
  await page.getByTestId("mock-test-card").filter({ hasText: TITLE }).getByRole("link", { name: "View test" }).click();
  const start = page.getByRole("button", { name: "Start test" });
  await expect(start).toBeDisabled();
  await page.getByLabel("I have read the instructions").check();
  await start.click();

  await expect(page.getByTestId("exam-screen")).toBeVisible();
  expect(await secondsLeft(page)).toBeGreaterThan(19 * 60);
  expect(await secondsLeft(page)).toBeLessThanOrEqual(20 * 60);

  // Q1 right, Q2 wrong and marked, Q3 marked without an answer, Q4 answered then cleared.
  await choose(page, /^B\. 42$/);
  await page.getByRole("button", { name: "Save & Next" }).click();
  await choose(page, /^A\. Apple$/);
  await page.getByRole("button", { name: "Mark for Review & Next" }).click();
  await page.getByRole("button", { name: "Mark for Review & Next" }).click();
  await choose(page, /^C\. 8 km$/);
  await page.getByRole("button", { name: "Clear Response" }).click();
  await expect(page.getByTestId("exam-question").getByRole("radio", { checked: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByRole("button", { name: "Question 1: Answered" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Question 2: Answered and marked for review" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Question 3: Marked for review" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Question 4: Not answered" })).toBeVisible();
  await expect(legend(page, "notVisited")).toHaveText(/^19/);
  await expect(page.getByTestId("exam-sync")).toHaveText("All answers saved");

  // Offline for two answers (Q5 and Q6, both right): kept on the device, sent when the connection returns.
  await context.setOffline(true);
  await expect(page.getByText("Offline - answers saved on this device")).toBeVisible();
  await choose(page, /^B\. Gallery$/);
  await page.getByRole("button", { name: "Save & Next" }).click();
  await choose(page, /^C\. 9$/);
  await expect(page.getByTestId("exam-sync")).toHaveText(/answers? waiting to be sent/);
  await context.setOffline(false);
  await expect(page.getByTestId("exam-sync")).toHaveText("All answers saved", { timeout: 20_000 });
  await expect(page.getByText("Offline - answers saved on this device")).toHaveCount(0);

  // A reload resumes the same attempt with the server's time left and every answer.
  const before = await secondsLeft(page);
  await page.reload();
  await expect(page.getByTestId("exam-screen")).toBeVisible();
  const after = await secondsLeft(page);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 60);
  await expect(page.getByRole("button", { name: "Question 6: Answered" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Question 2: Answered and marked for review" })).toBeVisible();
  await screenshots(page, "mock-test-exam");
  await docShots(page, "mock-test-exam");
  await expect(page.getByTestId("exam-screen")).toBeVisible();

  // The second section, in Hindi: Quantitative Aptitude Q1 right.
  await page.getByRole("tab", { name: "Quantitative Aptitude" }).click();
  await page.getByRole("button", { name: "हिंदी" }).click();
  await expect(page.getByText("240 का 15% कितना है?")).toBeVisible();
  await choose(page, /^B\. 36$/);
  await expect(page.getByTestId("exam-sync")).toHaveText("All answers saved");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Submit test" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/result$/);

  // 4 right, 1 wrong: 2 x 4 - 0.5 x 1 = 7.5 of 48.
  await expect(page.getByTestId("result-score")).toHaveText("7.5 / 48");
  await expect(page.getByTestId("result-correct")).toHaveText("4");
  await expect(page.getByTestId("result-wrong")).toHaveText("1");
  await expect(page.getByTestId("result-unattempted")).toHaveText("19");
  await expect(page.getByTestId("result-rank")).toHaveText(/^\d+ of \d+$/);
  const sections = page.getByTestId("section-score");
  await expect(sections.filter({ hasText: "General Intelligence and Reasoning" })).toContainText("5.5 / 24");
  await expect(sections.filter({ hasText: "Quantitative Aptitude" })).toContainText("2 / 24");
  await expect(page.getByTestId("leader").filter({ hasText: "(You)" })).toBeVisible();
  // The solutions come on request (the first view is the score).
  await expect(page.getByTestId("solution")).toHaveCount(0);
  await page.getByRole("button", { name: "Show solutions" }).click();
  await expect(page.getByTestId("solution").first()).toContainText("Differences are 4, 6, 8, 10");
  await expectAccessible(page);
  await screenshots(page, "mock-test-result");
  await docShots(page, "mock-test-result");
});
