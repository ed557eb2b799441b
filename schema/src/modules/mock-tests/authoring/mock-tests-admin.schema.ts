// The staff console's mock tests (docs/mock-tests.md): admins and instructors (their own courses' tests). These
// types carry the key; no learner operation reaches them (mock-test-results.test.ts walks the learner's types).
import { z } from "zod";
import { builder } from "../../../builder.ts";
import { viewerOf } from "../../shared/viewer.ts";
import {
  createMockTest,
  deleteMockTest,
  findStaffMockTest,
  importMockTestQuestions,
  listStaffMockTests,
  setMockTestPublished,
  updateMockTest,
  type StaffMockTest,
} from "./mock-test-authoring.service.ts";
import type { CsvParse } from "./mock-test-csv.ts";
import { imageSources } from "../../shared/image-variants.ts";
import { ImageSourcesRef } from "../../shared/image-sources.schema.ts";
import { listLimits } from "../../../input-limits.ts";
import { staffAttemptPapers, type StaffAttemptPaper } from "./staff-attempt-papers.ts";

type Section = StaffMockTest["sections"][number];

export const StaffQuestionRef = builder.objectRef<Section["questions"][number]>("StaffMockTestQuestion").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    position: t.exposeInt("position"),
    text: t.exposeString("text"),
    options: t.exposeStringList("options"),
    correctOption: t.exposeInt("correctOption", { description: "0-based." }),
    explanation: t.exposeString("explanation"),
    textHi: t.exposeString("textHi", { nullable: true }),
    optionsHi: t.exposeStringList("optionsHi"),
    explanationHi: t.exposeString("explanationHi", { nullable: true }),
    difficulty: t.exposeString("difficulty"),
    tags: t.exposeStringList("tags"),
    imageUrl: t.exposeString("imageUrl", {
      nullable: true,
      description: "The figure's address as MockTestQuestionInput.imageUrl takes it (uploadMockTestImage's src).",
    }),
    image: t.field({ type: ImageSourcesRef, nullable: true, resolve: (question) => imageSources(question.imageUrl) }),
    imageAlt: t.exposeString("imageAlt", { nullable: true }),
    imageAltHi: t.exposeString("imageAltHi", { nullable: true }),
    practiceQuestionId: t.exposeID("practiceQuestionId", {
      nullable: true,
      description: "The practice question a blueprint drew, which this question mirrors.",
    }),
  }),
});

const StaffAttemptSectionRef = builder
  .objectRef<StaffAttemptPaper["sections"][number]>("StaffMockTestAttemptSection")
  .implement({
    fields: (t) => ({
      sectionId: t.exposeID("sectionId"),
      name: t.exposeString("name"),
      questions: t.field({ type: [StaffQuestionRef], resolve: (section) => section.questions }),
    }),
  });

const StaffAttemptRef = builder.objectRef<StaffAttemptPaper>("StaffMockTestAttempt").implement({
  description: "An attempt with exactly the questions it got, in its order (decision 038).",
  fields: (t) => ({
    id: t.exposeID("id"),
    learnerName: t.exposeString("learnerName"),
    startedAt: t.expose("startedAt", { type: "DateTime" }),
    submittedAt: t.expose("submittedAt", { type: "DateTime", nullable: true }),
    score: t.exposeFloat("score", { nullable: true }),
    seedKey: t.exposeString("seedKey", {
      nullable: true,
      description: "With the test's secret salt, redraws a blueprint paper: attempt:<id> or sitting:<opening time>.",
    }),
    sections: t.field({ type: [StaffAttemptSectionRef], resolve: (attempt) => attempt.sections }),
  }),
});

const StaffSectionRef = builder.objectRef<Section>("StaffMockTestSection").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    position: t.exposeInt("position"),
    marksCorrect: t.exposeFloat("marksCorrect", { nullable: true }),
    negativeMarks: t.exposeFloat("negativeMarks", { nullable: true }),
    timeLimitMinutes: t.exposeInt("timeLimitMinutes", { nullable: true }),
    drawTag: t.exposeString("drawTag", { nullable: true }),
    drawCount: t.exposeInt("drawCount", { description: "Questions each attempt draws from the bank by drawTag." }),
    practiceTopicIds: t.exposeIDList("practiceTopicIds", {
      description: "The blueprint's practice topics, which drawEasy, drawMedium and drawHard draw from.",
    }),
    drawEasy: t.exposeInt("drawEasy"),
    drawMedium: t.exposeInt("drawMedium"),
    drawHard: t.exposeInt("drawHard"),
    questions: t.field({ type: [StaffQuestionRef], resolve: (section) => section.questions }),
  }),
});

export const StaffMockTestRef = builder.objectRef<StaffMockTest>("StaffMockTest").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    instructions: t.exposeString("instructions"),
    examCategory: t.exposeString("examCategory"),
    courseId: t.exposeID("courseId", { nullable: true }),
    durationMinutes: t.exposeInt("durationMinutes"),
    marksCorrect: t.exposeFloat("marksCorrect"),
    negativeMarks: t.exposeFloat("negativeMarks"),
    attemptsAllowed: t.exposeInt("attemptsAllowed"),
    opensAt: t.expose("opensAt", { type: "DateTime", nullable: true }),
    closesAt: t.expose("closesAt", { type: "DateTime", nullable: true }),
    shuffleQuestions: t.exposeBoolean("shuffleQuestions"),
    shuffleOptions: t.exposeBoolean("shuffleOptions"),
    samePaperForSitting: t.exposeBoolean("samePaperForSitting"),
    published: t.exposeBoolean("published"),
    attemptCount: t.int({ resolve: (test) => test._count.attempts }),
    questionCount: t.int({
      resolve: (test) => test.sections.reduce((sum, section) => sum + section.questions.length, 0),
    }),
    sections: t.field({ type: [StaffSectionRef], resolve: (test) => test.sections }),
  }),
});

const CsvRowErrorRef = builder.objectRef<CsvParse["errors"][number]>("MockTestCsvError").implement({
  fields: (t) => ({
    row: t.exposeInt("row", { description: "As a spreadsheet numbers it: the header is row 1." }),
    message: t.exposeString("message"),
  }),
});

const CsvQuestionRef = builder.objectRef<CsvParse["questions"][number]>("MockTestCsvQuestion").implement({
  fields: (t) => ({
    row: t.exposeInt("row"),
    section: t.exposeString("section"),
    text: t.exposeString("text"),
    options: t.exposeStringList("options"),
    correctOption: t.exposeInt("correctOption"),
    hasHindi: t.boolean({ resolve: (question) => question.textHi !== null }),
  }),
});

const ImportRef = builder.objectRef<CsvParse & { imported: number }>("MockTestImport").implement({
  fields: (t) => ({
    imported: t.exposeInt("imported", { description: "0 for a preview or when any row has an error." }),
    errors: t.field({ type: [CsvRowErrorRef], resolve: (result) => result.errors }),
    questions: t.field({
      type: [CsvQuestionRef],
      description: "The valid rows.",
      resolve: (result) => result.questions,
    }),
  }),
});

const text = (max: number) => z.string().trim().min(1).max(max);
const marks = z.number().min(0).max(100);

const MockTestInput = builder.inputType("MockTestInput", {
  fields: (t) => ({
    title: t.string({ required: true, validate: text(200) }),
    description: t.string({ validate: z.string().trim().max(2_000).nullish() }),
    instructions: t.string({
      description: "Rich text (HTML), sanitised on save.",
      validate: z.string().max(20_000).nullish(),
    }),
    examCategory: t.string({ validate: z.string().trim().max(80).nullish() }),
    courseId: t.id({ description: "Required for instructors: one of their courses." }),
    durationMinutes: t.int({ required: true, validate: z.number().int().min(1).max(600) }),
    marksCorrect: t.float({ required: true, validate: marks.positive() }),
    negativeMarks: t.float({ required: true, validate: marks }),
    attemptsAllowed: t.int({ validate: z.number().int().min(1).max(100).nullish() }),
    opensAt: t.field({ type: "DateTime", description: "No attempt starts before it." }),
    closesAt: t.field({ type: "DateTime", description: "No attempt starts after it." }),
    shuffleQuestions: t.boolean({ description: "Each attempt gets its own question order within sections." }),
    shuffleOptions: t.boolean({ description: "Each attempt gets its own option order." }),
    samePaperForSitting: t.boolean({
      description:
        "Blueprint sections draw one paper for everyone in a sitting (ranks comparable); otherwise one per learner.",
    }),
  }),
});

const toData = (input: typeof MockTestInput.$inferInput) => ({
  title: input.title,
  description: input.description ?? "",
  instructions: input.instructions ?? "",
  examCategory: input.examCategory ?? "",
  courseId: input.courseId ? String(input.courseId) : null,
  durationMinutes: input.durationMinutes,
  marksCorrect: input.marksCorrect,
  negativeMarks: input.negativeMarks,
  attemptsAllowed: input.attemptsAllowed ?? 1,
  opensAt: input.opensAt ?? null,
  closesAt: input.closesAt ?? null,
  shuffleQuestions: input.shuffleQuestions ?? false,
  shuffleOptions: input.shuffleOptions ?? false,
  // Left out, the choice stays as it is.
  ...(typeof input.samePaperForSitting === "boolean" ? { samePaperForSitting: input.samePaperForSitting } : {}),
});

const staff = { staff: true };

builder.queryFields((t) => ({
  staffMockTests: t.field({
    type: [StaffMockTestRef],
    authScopes: staff,
    description: "Every test for admins; an instructor's course tests for instructors. Newest first.",
    resolve: (_root, _args, context) => listStaffMockTests(context.prisma, viewerOf(context)),
  }),
  staffMockTestAttempts: t.field({
    type: [StaffAttemptRef],
    authScopes: staff,
    description: "The test's latest attempts with the questions each got, for its authors. Newest first.",
    args: {
      testId: t.arg.id({ required: true }),
      limit: t.arg.int({ defaultValue: 50, validate: z.number().int().min(1).max(listLimits.staffAttempts) }),
    },
    resolve: (_root, args, context) =>
      staffAttemptPapers(context.prisma, viewerOf(context), String(args.testId), args.limit ?? 50),
  }),
  staffMockTest: t.field({
    type: StaffMockTestRef,
    authScopes: staff,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => findStaffMockTest(context.prisma, viewerOf(context), String(id)),
  }),
}));

builder.mutationFields((t) => ({
  createMockTest: t.field({
    type: StaffMockTestRef,
    authScopes: staff,
    args: { input: t.arg({ type: MockTestInput, required: true }) },
    resolve: (_root, { input }, context) => createMockTest(context.prisma, viewerOf(context), toData(input)),
  }),
  updateMockTest: t.field({
    type: StaffMockTestRef,
    authScopes: staff,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: MockTestInput, required: true }) },
    resolve: (_root, { id, input }, context) =>
      updateMockTest(context.prisma, viewerOf(context), String(id), toData(input)),
  }),
  setMockTestPublished: t.field({
    type: StaffMockTestRef,
    authScopes: staff,
    description:
      "Publishing needs at least one question or blueprint draw (mock_test_empty), and the practice bank must fill " +
      "every blueprint section (mock_test_bank_short).",
    args: { id: t.arg.id({ required: true }), published: t.arg.boolean({ required: true }) },
    resolve: (_root, { id, published }, context) =>
      setMockTestPublished(context.prisma, viewerOf(context), String(id), published),
  }),
  deleteMockTest: t.id({
    authScopes: staff,
    description: "Refused with mock_test_has_attempts once anyone has attempted the test (unpublish it instead).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => deleteMockTest(context.prisma, context.files, viewerOf(context), String(id)),
  }),
  importMockTestQuestions: t.field({
    type: ImportRef,
    authScopes: staff,
    description:
      "Checks a CSV of questions (columns in docs/mock-tests.md) and imports them unless dryRun or any row is invalid: " +
      "nothing is imported then. replace removes the test's questions first. mock_test_has_attempts once attempted.",
    args: {
      testId: t.arg.id({ required: true }),
      csv: t.arg.string({ required: true, validate: z.string().max(2_000_000) }),
      dryRun: t.arg.boolean({ required: true }),
      replace: t.arg.boolean(),
    },
    resolve: (_root, args, context) =>
      importMockTestQuestions(context.prisma, context.files, viewerOf(context), String(args.testId), args.csv, {
        dryRun: args.dryRun,
        replace: args.replace ?? false,
      }),
  }),
}));
