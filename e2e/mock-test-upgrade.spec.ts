// An answer kept by the mock test's old answer store (IndexedDB `vidyapath-mock-tests`, before answers went through
// the one outbox) and not yet sent when the app was updated is not lost: the exam screen hands it to the outbox when
// the attempt opens, the server gets it, and the old store lets it go (docs/offline.md, "The outbox").
import { signUpConfirmed } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

const TITLE = "SSC CGL Tier I Mock Test 1";

test("an answer the old store had not sent reaches the server after the update", async ({ page, request }) => {
  await signUpConfirmed(page, request);
  await page.goto("/tests");
  await page.getByTestId("mock-test-card").filter({ hasText: TITLE }).getByRole("link", { name: "View test" }).click();
  await page.getByLabel("I have read the instructions").check();
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page.getByTestId("exam-screen")).toBeVisible();

  // Q1 answered and saved, to learn the attempt's and the question's ids as the screen sends them.
  const saved = page.waitForRequest(
    (sent) => sent.url().includes("/graphql") && /SaveMockTestAnswer/.test(sent.postData() ?? ""),
  );
  await page
    .getByTestId("exam-question")
    .getByRole("radio", { name: /^B\. 42$/ })
    .check();
  await page.getByRole("button", { name: "Save & Next" }).click();
  const { attemptId, questionId } = (JSON.parse((await saved).postData()!) as { variables: Record<string, string> })
    .variables;
  await expect(page.getByTestId("exam-sync")).toHaveText("All answers saved");
  await expect(page.getByRole("button", { name: "Question 1: Answered" })).toBeVisible();

  // A later change of Q1 (marked for review) that an older version of the app kept and had not sent.
  await page.evaluate(
    ({ attemptId, questionId }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("vidyapath-mock-tests", 1);
        open.onupgradeneeded = () =>
          open.result
            .createObjectStore("answers", { keyPath: ["attemptId", "questionId"] })
            .createIndex("attemptId", "attemptId");
        open.onsuccess = () => {
          const transaction = open.result.transaction("answers", "readwrite");
          transaction.objectStore("answers").put({
            attemptId,
            questionId,
            option: 1,
            markedForReview: true,
            seq: 100,
            timeSpentSeconds: 9,
            synced: false,
          });
          transaction.oncomplete = () => (open.result.close(), resolve());
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { attemptId, questionId },
  );

  await page.reload();
  await expect(page.getByRole("button", { name: "Question 1: Answered and marked for review" })).toBeVisible();
  await expect(page.getByTestId("exam-sync")).toHaveText("All answers saved");
  const oldRecords = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open("vidyapath-mock-tests", 1);
          open.onsuccess = () => {
            const count = open.result.transaction("answers").objectStore("answers").count();
            count.onsuccess = () => (open.result.close(), resolve(count.result));
          };
        }),
    );
  await expect.poll(oldRecords).toBe(0);

  // The server has it: a reload without the old record still shows Q1 marked.
  await page.reload();
  await expect(page.getByRole("button", { name: "Question 1: Answered and marked for review" })).toBeVisible();
});
