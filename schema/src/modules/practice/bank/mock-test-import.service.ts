// Bringing an existing mock test's questions into the practice bank (docs/practice.md): each of its sections'
// questions becomes a practice question of the chosen topic, in both languages, tagged with the test's exam and
// owned by its course. Questions that look like one already in the topic (or are not valid practice questions)
// are skipped and counted, so importing the same test twice adds nothing.
import type { PracticeDifficulty, PrismaClient } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { authorCourse } from "../../courses/course-access.ts";
import { MockTestNotFoundError } from "../../mock-tests/mock-tests.errors.ts";
import { nearDuplicates } from "./near-duplicates.ts";
import { checkQuestion, type QuestionFields } from "./question-input.ts";
import { writeImported } from "./staff-bank.service.ts";

const difficulty = (value: string): PracticeDifficulty =>
  value === "easy" ? "EASY" : value === "hard" ? "HARD" : "MEDIUM";

export async function importMockTestQuestions(
  prisma: PrismaClient,
  viewer: Viewer,
  args: { mockTestId: string; topicId: string },
) {
  const test = await prisma.mockTest.findUnique({
    where: { id: args.mockTestId },
    include: { sections: { orderBy: { position: "asc" }, include: { questions: { orderBy: { position: "asc" } } } } },
  });
  if (!test) throw new MockTestNotFoundError();
  if (test.courseId) await authorCourse(prisma, viewer, test.courseId);
  else if (viewer.role !== "admin") throw new AppError("forbidden", "You are not allowed to do this");
  const topic = await prisma.practiceTopic.findUnique({ where: { id: args.topicId }, select: { id: true } });
  if (!topic) throw new AppError("invalid_input", "Topic not found", { topicId: "not found" });

  const existing = await prisma.practiceQuestion.findMany({
    where: { topicId: topic.id, status: "ACTIVE" },
    select: { id: true, textEn: true, textHi: true, optionsEn: true, optionsHi: true },
  });
  const rows: { fields: QuestionFields }[] = [];
  const skipped: string[] = [];
  for (const question of test.sections.flatMap((section) => section.questions)) {
    const { fields, errors } = checkQuestion({
      topicId: topic.id,
      subtopic: null,
      difficulty: difficulty(question.difficulty),
      exams: test.examCategory ? [test.examCategory] : [],
      textEn: question.text,
      textHi: question.textHi,
      optionsEn: question.options,
      // A mock test's Hindi question may share its options with English (numbers, names): practice lists them twice.
      optionsHi: question.textHi && !question.optionsHi.length ? question.options : question.optionsHi,
      correctIndex: question.correctOption,
      explanationEn: question.explanation,
      explanationHi: question.explanationHi,
      imageUrl: question.imageUrl,
      imageAlt: question.imageAlt,
      source: test.title,
      year: null,
      courseId: test.courseId,
    });
    // Compared with the bank only: a test's own questions may look alike and still differ (a number changed).
    if (Object.keys(errors).length || nearDuplicates(fields, existing).length) skipped.push(question.id);
    else rows.push({ fields });
  }
  const { created } = await prisma.$transaction((tx) => writeImported(tx, viewer, rows, "import-mock-test"), {
    timeout: 60_000,
  });
  return { created, skipped: skipped.length };
}
