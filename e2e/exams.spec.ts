import { expect, test } from "./fixtures.ts";
import { signUpConfirmed } from "./accounts.ts";

test("registering for an exam with free seats raises its count; a full exam cannot be registered", async ({ page, request }) => {
  await signUpConfirmed(page, request);
  await page.goto("/exams");
  const open = page.getByTestId("exam-card").filter({ has: page.getByRole("button", { name: "Register Now" }) }).first();
  const counts = open.getByTestId("exam-participants");
  const before = Number((await counts.innerText()).match(/\d+/)?.[0]);
  page.once("dialog", async (dialog) => {
    expect(dialog.message()).toBe("Successfully registered for the exam!");
    await dialog.accept();
  });
  await open.getByRole("button", { name: "Register Now" }).click();
  await expect.poll(async () => Number((await counts.innerText()).match(/\d+/)?.[0])).toBe(before + 1);
  await expect(page.getByTestId("exam-card").getByRole("button", { name: "Full" }).first()).toBeDisabled();
});
