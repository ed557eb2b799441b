// Daily practice on a 360 px phone (docs/practice.md): a visitor gets the server-rendered topic list; a learner sets a
// small daily goal, practises a topic, gets one wrong and reads the explanation, meets the goal, and sees the streak,
// in Hindi at the end. With E2E_DOC_SHOTS=1 it writes the README's phone shot of a judged answer (doc-shots.ts).
import type { Response } from "@playwright/test";
import { signUpConfirmed } from "./accounts.ts";
import { docShot } from "./doc-shots.ts";
import { chooseLanguageKept, expect, expectAccessible, test } from "./fixtures.ts";

const TOPIC = "Percentages";

test.use({ viewport: { width: 360, height: 740 } });

test("/practice is rendered on the server with the topics and asks a visitor to sign in", async ({ request }) => {
  const html = await (await request.get("/practice")).text();
  expect(html).toContain("Daily practice");
  expect(html).toContain(TOPIC);
  expect(html).toContain("Sign in to practise");
});

/** The set the server sent, read from its answer: the test picks a wrong option and then a right one. */
const isSet = (response: Response) =>
  /operationName["=:]+"?PracticeSet\b/.test(`${response.url()} ${response.request().postData() ?? ""}`);

test("a learner practises a topic, gets one wrong with its explanation, meets the goal and sees the streak", async ({
  page,
  request,
}) => {
  await signUpConfirmed(page, request);
  await page.goto("/practice");

  await page.getByRole("button", { name: "Change goal" }).click();
  await page.getByLabel("Questions per day").fill("2");
  await page.getByRole("button", { name: "Save goal" }).click();
  await expect(page.getByTestId("practice-goal-progress")).toHaveText("0 of 2 questions today");

  const topic = page.getByTestId("practice-topic").filter({ hasText: TOPIC }).first();
  const setAnswer = page.waitForResponse(isSet);
  await topic.getByRole("link", { name: `Practise ${TOPIC}` }).click();
  const body = (await (await setAnswer).json()) as {
    data: { practiceSet: { questions: { correctIndex: number }[] } };
  };
  const [first, second] = body.data.practiceSet.questions;

  await expect(page.getByRole("heading", { name: /^Question 1 of/ })).toBeVisible();
  await page
    .getByTestId("practice-option")
    .nth((first!.correctIndex + 1) % 4)
    .click();
  const feedback = page.getByTestId("practice-feedback");
  await expect(feedback).toContainText("Not quite.");
  await expect(feedback).toContainText(`The correct answer is ${String.fromCharCode(65 + first!.correctIndex)}.`);
  await expect(feedback.getByRole("heading", { name: "Explanation" })).toBeVisible();
  await expect(feedback).toContainText(/Time taken: [\d.]+ s/);
  await expectAccessible(page);
  // The README's phone shot of practice (E2E_DOC_SHOTS=1): a wrong answer with the right one and its explanation.
  await docShot(page, "practice-answer-phone", undefined, "phone");

  await page.getByRole("button", { name: "Next question" }).click();
  const answered = page.waitForResponse((response) =>
    /AnswerPracticeQuestion/.test(`${response.url()} ${response.request().postData() ?? ""}`),
  );
  await page.getByTestId("practice-option").nth(second!.correctIndex).click();
  await expect(feedback).toContainText("Correct!");
  await answered;

  await chooseLanguageKept(page, "hi");
  await page.goto("/practice");
  await expect(page.getByTestId("practice-goal")).toContainText("आज का लक्ष्य पूरा हुआ। शाबाश!");
  await expect(page.getByTestId("practice-streak")).toContainText("दिन की स्ट्रीक");
  await page.getByRole("tab", { name: "प्रगति" }).click();
  await expect(page.getByTestId("practice-heat-map").locator("li[data-goal-met]")).toHaveCount(1);
  await expectAccessible(page);
});
