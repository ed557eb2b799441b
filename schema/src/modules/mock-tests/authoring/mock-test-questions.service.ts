// Editing one question, a section's settings, and a course's question bank in the staff console (docs/mock-tests.md,
// "Authoring"). The CSV import stays the way to bring many questions in; these change one at a time. A question
// learners have answered no longer changes (their scores depend on it), as with the import.
import type { PrismaClient } from "@app/db";
import type { FileStore, Viewer } from "../../../context.ts";
import { notFound } from "../../../errors.ts";
import { recordAudit } from "../../audit/audit.service.ts";
import { authorCourse } from "../../courses/course-access.ts";
import { findStaffMockTest } from "./mock-test-authoring.service.ts";
import { checkQuestionImage, releaseQuestionImages, type ImageOwner } from "./mock-test-images.ts";
import { MockTestHasAttemptsError } from "../mock-tests.errors.ts";
import { checkSectionTimes, invalid } from "./mock-test-timing.ts";

export interface QuestionData {
  text: string;
  options: string[];
  correctOption: number;
  explanation: string;
  textHi: string | null;
  optionsHi: string[];
  explanationHi: string | null;
  difficulty: string;
  tags: string[];
  imageUrl: string | null;
  imageAlt: string | null;
  imageAltHi: string | null;
}

export interface SectionData {
  name: string;
  marksCorrect: number | null;
  negativeMarks: number | null;
  timeLimitMinutes: number | null;
  drawTag: string | null;
  drawCount: number;
  practiceTopicIds?: string[];
  drawEasy?: number;
  drawMedium?: number;
  drawHard?: number;
}

function checkQuestion(data: QuestionData) {
  if (data.correctOption >= data.options.length)
    throw invalid("correctOption", `Correct option ${String.fromCharCode(65 + data.correctOption)} does not exist`);
  const hindi = data.textHi !== null || data.optionsHi.length > 0 || data.explanationHi !== null;
  if (hindi && (!data.textHi || data.optionsHi.length !== data.options.length))
    throw invalid("optionsHi", "With Hindi, the question and every option need their Hindi text");
}

/** The test (or bank course) a question belongs to, authored by the viewer; refuses once learners answered it. */
async function editableQuestion(prisma: PrismaClient, viewer: Viewer, questionId: string) {
  const question = await prisma.mockTestQuestion.findUnique({
    where: { id: questionId },
    select: {
      sectionId: true,
      bankCourseId: true,
      imageUrl: true,
      section: { select: { testId: true } },
      _count: { select: { answers: true } },
    },
  });
  if (!question) throw notFound("Question");
  if (question.section) await findStaffMockTest(prisma, viewer, question.section.testId);
  else if (question.bankCourseId) await authorCourse(prisma, viewer, question.bankCourseId);
  if (question._count.answers > 0) throw new MockTestHasAttemptsError();
  const owner: ImageOwner = question.section
    ? { testId: question.section.testId }
    : { bankCourseId: question.bankCourseId! };
  return { ...question, owner };
}

export async function createSection(prisma: PrismaClient, viewer: Viewer, testId: string, data: SectionData) {
  const test = await findStaffMockTest(prisma, viewer, testId);
  if (test._count.attempts > 0) throw new MockTestHasAttemptsError();
  return prisma.$transaction(async (tx) => {
    const position = Math.max(0, ...test.sections.map((section) => section.position)) + 1;
    const section = await tx.mockTestSection.create({ data: { ...data, testId, position } });
    await checkSectionTimes(tx, testId);
    await recordAudit(tx, viewer, { action: "create-section", entity: "MockTest", entityId: testId, after: section });
    return testId;
  });
}

export async function updateSection(prisma: PrismaClient, viewer: Viewer, sectionId: string, data: SectionData) {
  const before = await prisma.mockTestSection.findUnique({ where: { id: sectionId } });
  if (!before) throw notFound("Section");
  const test = await findStaffMockTest(prisma, viewer, before.testId);
  if (test._count.attempts > 0) throw new MockTestHasAttemptsError();
  return prisma.$transaction(async (tx) => {
    const after = await tx.mockTestSection.update({ where: { id: sectionId }, data });
    await checkSectionTimes(tx, before.testId);
    await recordAudit(tx, viewer, {
      action: "update-section",
      entity: "MockTest",
      entityId: before.testId,
      before,
      after,
    });
    return before.testId;
  });
}

/** Adds a question to a section (after its last) or to a course's bank. */
export async function createQuestion(
  prisma: PrismaClient,
  viewer: Viewer,
  owner: { sectionId: string } | { bankCourseId: string },
  data: QuestionData,
) {
  checkQuestion(data);
  let imageOwner: ImageOwner;
  let testId: string | null = null;
  if ("sectionId" in owner) {
    const section = await prisma.mockTestSection.findUnique({ where: { id: owner.sectionId } });
    if (!section) throw notFound("Section");
    const test = await findStaffMockTest(prisma, viewer, section.testId);
    if (test._count.attempts > 0) throw new MockTestHasAttemptsError();
    testId = test.id;
    imageOwner = { testId };
  } else {
    await authorCourse(prisma, viewer, owner.bankCourseId);
    imageOwner = { bankCourseId: owner.bankCourseId };
  }
  const image = await checkQuestionImage(prisma, imageOwner, data, null);
  return prisma.$transaction(async (tx) => {
    const last = await tx.mockTestQuestion.aggregate({ where: owner, _max: { position: true } });
    const question = await tx.mockTestQuestion.create({
      data: { ...data, ...image, ...owner, position: (last._max.position ?? 0) + 1 },
    });
    await recordAudit(tx, viewer, {
      action: "create-question",
      entity: testId ? "MockTest" : "Course",
      entityId: testId ?? question.bankCourseId!,
      after: question,
    });
    return question;
  });
}

/** Saves a question; a figure it stopped naming (replaced or removed) is released after the save. */
export async function updateQuestion(
  prisma: PrismaClient,
  files: FileStore,
  viewer: Viewer,
  questionId: string,
  data: QuestionData,
) {
  checkQuestion(data);
  const question = await editableQuestion(prisma, viewer, questionId);
  const image = await checkQuestionImage(prisma, question.owner, data, question.imageUrl);
  const saved = await prisma.$transaction(async (tx) => {
    const before = await tx.mockTestQuestion.findUniqueOrThrow({ where: { id: questionId } });
    const after = await tx.mockTestQuestion.update({ where: { id: questionId }, data: { ...data, ...image } });
    await recordAudit(tx, viewer, {
      action: "update-question",
      entity: question.section ? "MockTest" : "Course",
      entityId: question.section?.testId ?? question.bankCourseId!,
      before,
      after,
    });
    return after;
  });
  if (question.imageUrl !== saved.imageUrl)
    await releaseQuestionImages(prisma, files, question.owner, [question.imageUrl]);
  return saved;
}

export async function deleteQuestion(prisma: PrismaClient, files: FileStore, viewer: Viewer, questionId: string) {
  const question = await editableQuestion(prisma, viewer, questionId);
  await prisma.$transaction(async (tx) => {
    const before = await tx.mockTestQuestion.delete({ where: { id: questionId } });
    await recordAudit(tx, viewer, {
      action: "delete-question",
      entity: question.section ? "MockTest" : "Course",
      entityId: question.section?.testId ?? question.bankCourseId!,
      before,
    });
  });
  await releaseQuestionImages(prisma, files, question.owner, [question.imageUrl]);
  return questionId;
}

/** A course's bank, for its authors, in the order added; `tag` narrows it. */
export async function bankQuestions(prisma: PrismaClient, viewer: Viewer, courseId: string, tag: string | null) {
  await authorCourse(prisma, viewer, courseId);
  return prisma.mockTestQuestion.findMany({
    where: { bankCourseId: courseId, ...(tag ? { tags: { has: tag } } : {}) },
    orderBy: { position: "asc" },
  });
}
