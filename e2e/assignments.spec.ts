// Assignments (docs/assignments.md): an instructor sets an assignment on a lesson, a new learner submits a PDF, the
// instructor grades it in the console's Grading queue with the PDF inline, and the learner sees the grade and the
// feedback, in English and in Hindi (axe scans of the tab in both).
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Browser, Page } from "@playwright/test";
import { stableId } from "../prisma/seed/ids.ts";
import { signUpConfirmed } from "./accounts.ts";
import { docShot } from "./doc-shots.ts";
import { expect, expectAccessible, screenshots, signIn, test } from "./fixtures.ts";

const courseId = stableId("course", "c-programming");

async function essay() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText("My loops essay", { x: 60, y: 700, size: 28, font });
  return Buffer.from(await pdf.save());
}

async function lastLessonId(page: Page) {
  const response = await page.request.post("/graphql", {
    data: { query: `{ course(id: "${courseId}") { lessons { id } } }` },
  });
  const lessons = (await response.json()).data.course.lessons as { id: string }[];
  return lessons[lessons.length - 1].id;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ serviceWorkers: "block" });
  return context.newPage();
}

const assignmentTab = (page: Page, name: RegExp) => page.getByRole("tab", { name });

test("an instructor sets an assignment, a learner submits a PDF, the instructor grades it, the learner sees the grade", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const lessonId = await lastLessonId(page);
  const lessonPath = `/courses/${courseId}/content/class/${lessonId}`;

  // The instructor sets the assignment in the lesson editor.
  await signIn(page, "instructor@example.com", "instructor12345");
  await page.goto(`/admin/courses/${courseId}/lessons/${lessonId}`);
  const editor = page.getByRole("region", { name: "Assignment" });
  await editor.getByRole("textbox", { name: "Instructions" }).fill("Write a one-page essay on loops, as a PDF.");
  await editor.getByRole("spinbutton", { name: "Maximum score" }).fill("10");
  await editor.getByRole("button", { name: "Set assignment" }).click();
  await expect(page.getByText("Assignment saved")).toBeVisible();

  // A new learner enrols and submits a PDF from the viewer's Assignment tab.
  const learner = await newPage(browser);
  await signUpConfirmed(learner, request, "learner-pass-1", { first: "Meera", last: "Iyer" });
  await learner.goto(`/courses/${courseId}`);
  await learner.getByRole("button", { name: "Enroll Now" }).click();
  await expect(learner.getByText("Enrolled successfully!")).toBeVisible();
  await learner.goto(lessonPath);
  await assignmentTab(learner, /Assignment/).click();
  await expect(learner.getByText("Write a one-page essay on loops, as a PDF.")).toBeVisible();
  await expectAccessible(learner);
  await learner
    .getByTestId("submission-files")
    .setInputFiles({ name: "loops-essay.pdf", mimeType: "application/pdf", buffer: await essay() });
  await learner.getByRole("textbox", { name: "Your answer" }).fill("My essay is attached.");
  await learner.getByRole("button", { name: "Submit" }).click();
  await expect(learner.getByTestId("submission-status")).toContainText("Submitted");
  await expect(learner.getByTestId("submission-status")).toContainText("loops-essay.pdf");
  await docShot(learner, "assignment-submitted-en", learner.getByRole("tabpanel"));

  // The instructor grades it from the Grading queue, with the PDF shown inline.
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Grading", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Grading" })).toBeVisible();
  await page.getByRole("link", { name: "Meera Iyer" }).click();
  await expect(page.getByText("My essay is attached.")).toBeVisible();
  await expect(page.locator("figure canvas").first()).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await screenshots(page, "admin-grading-view");
  await docShot(page, "assignment-grading-en");
  await page.getByRole("spinbutton", { name: /Score/ }).fill("8");
  await page.getByRole("textbox", { name: "Feedback" }).fill("Clear examples; add a while loop next time.");
  await page.getByRole("button", { name: "Save grade" }).click();
  await expect(page.getByText("Grade saved")).toBeVisible();

  // The learner sees the grade and the feedback, in English and in Hindi.
  await learner.goto(lessonPath);
  await assignmentTab(learner, /Assignment/).click();
  await expect(learner.getByTestId("submission-status")).toContainText("Graded: 8/10");
  await expect(learner.getByText("Clear examples; add a while loop next time.")).toBeVisible();
  await expectAccessible(learner);
  await screenshots(learner, "assignment-graded");
  await docShot(learner, "assignment-graded-en", learner.getByRole("tabpanel"));
  await learner.goto(`${lessonPath}?lang=hi`);
  await assignmentTab(learner, /असाइनमेंट/).click();
  await expect(learner.getByTestId("submission-status")).toContainText("मूल्यांकित: 8/10");
  await expectAccessible(learner);
  await screenshots(learner, "assignment-graded-hindi");
  await learner.context().close();
});
