import { expect, test } from "./fixtures.ts";
import { signUpConfirmed } from "./accounts.ts";

test("registering for an exam with free seats raises its count and marks it Registered; a full exam cannot be registered", async ({
  page,
  request,
}) => {
  await signUpConfirmed(page, request);
  await page.goto("/exams");
  const firstOpen = page
    .getByTestId("exam-card")
    .filter({ has: page.getByRole("button", { name: "Register Now" }) })
    .first();
  const title = await firstOpen.getByRole("heading").innerText();
  // Held by its title: once registered, the card no longer offers 'Register Now'.
  const open = page.getByTestId("exam-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  const counts = open.getByTestId("exam-participants");
  const before = Number((await counts.innerText()).match(/\d+/)?.[0]);
  page.once("dialog", async (dialog) => {
    expect(dialog.message()).toBe("Successfully registered for the exam!");
    await dialog.accept();
  });
  await open.getByRole("button", { name: "Register Now" }).click();
  await expect.poll(async () => Number((await counts.innerText()).match(/\d+/)?.[0])).toBe(before + 1);
  await expect(open.getByRole("button", { name: "Registered" })).toBeDisabled();
  await page.reload();
  await expect(open.getByRole("button", { name: "Registered" })).toBeDisabled();
  await expect(page.getByTestId("exam-card").getByRole("button", { name: "Full" }).first()).toBeDisabled();
});
