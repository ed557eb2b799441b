// The staff's question bank in the console (docs/practice.md): list with filters, create, edit, archive, CSV import
// (whole or nothing, errors by line) and export rows, and bringing in a mock test's questions. Admins see every
// question; instructors those of the courses they author.
import { z } from "zod";
import { builder } from "../../../builder.ts";
import { practiceLimits } from "../../../input-limits.ts";
import { viewerOf } from "../../shared/viewer.ts";
import { PracticeDifficultyEnum, PracticeTopicRef } from "../practice.schema.ts";
import { bankCsvRows, CSV_COLUMNS, importBankCsv, MAX_CSV_BYTES, type CsvImport } from "./bank-csv.ts";
import { importMockTestQuestions } from "./mock-test-import.service.ts";
import type { QuestionFields } from "./question-input.ts";
import { createBankQuestion, listBank, setBankQuestionStatus, updateBankQuestion } from "./staff-bank.service.ts";
import type { PracticeQuestion, PracticeSubject, PracticeTopic } from "@app/db";
import { AppError } from "../../../errors.ts";
import { ImageSourcesRef } from "../../shared/image-sources.schema.ts";
import { imageSources } from "../../shared/image-variants.ts";
import { MAX_PRACTICE_IMAGE_BYTES, PRACTICE_IMAGE_BOX, uploadPracticeImage } from "./question-image.service.ts";

type StaffRow = PracticeQuestion & { topic: PracticeTopic & { subject: PracticeSubject } };

const StatusEnum = builder.enumType("PracticeQuestionStatus", { values: ["ACTIVE", "ARCHIVED"] as const });
const LanguageEnum = builder.enumType("PracticeQuestionLanguage", {
  description: "A question written in English (EN) or Hindi (HI); either may be missing.",
  values: ["EN", "HI"] as const,
});

export const StaffQuestionRef = builder.objectRef<StaffRow>("StaffPracticeQuestion").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    topic: t.field({
      type: PracticeTopicRef,
      resolve: (question) => ({ topic: question.topic, subject: { subject: question.topic.subject } }),
    }),
    subtopic: t.exposeString("subtopic", { nullable: true }),
    difficulty: t.field({ type: PracticeDifficultyEnum, resolve: (question) => question.difficulty }),
    exams: t.exposeStringList("exams"),
    textEn: t.exposeString("textEn", { nullable: true }),
    textHi: t.exposeString("textHi", { nullable: true }),
    optionsEn: t.exposeStringList("optionsEn"),
    optionsHi: t.exposeStringList("optionsHi"),
    correctIndex: t.exposeInt("correctIndex"),
    explanationEn: t.exposeString("explanationEn", { nullable: true }),
    explanationHi: t.exposeString("explanationHi", { nullable: true }),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    imageAlt: t.exposeString("imageAlt", { nullable: true }),
    source: t.exposeString("source", { nullable: true }),
    year: t.exposeInt("year", { nullable: true }),
    courseId: t.exposeID("courseId", { nullable: true, description: "Null: admins only edit it." }),
    status: t.field({ type: StatusEnum, resolve: (question) => question.status }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const PageRef = builder.objectRef<{ total: number; items: StaffRow[] }>("StaffPracticeQuestionPage").implement({
  fields: (t) => ({
    total: t.exposeInt("total"),
    items: t.field({ type: [StaffQuestionRef], resolve: (page) => page.items }),
  }),
});

const SaveRef = builder
  .objectRef<{ question: StaffRow; nearDuplicates: StaffRow[] }>("PracticeQuestionSave")
  .implement({
    fields: (t) => ({
      question: t.field({ type: StaffQuestionRef, resolve: (save) => save.question }),
      nearDuplicates: t.field({
        type: [StaffQuestionRef],
        description: "Active questions of the topic that look like this one: a warning, the save went through.",
        resolve: (save) => save.nearDuplicates,
      }),
    }),
  });

const CsvErrorRef = builder.objectRef<CsvImport["errors"][number]>("PracticeCsvError").implement({
  fields: (t) => ({
    line: t.exposeInt("line", { description: "The file's line; the header is line 1." }),
    message: t.exposeString("message"),
  }),
});

const CsvWarningRef = builder.objectRef<CsvImport["warnings"][number]>("PracticeCsvWarning").implement({
  fields: (t) => ({
    line: t.exposeInt("line"),
    questionId: t.exposeID("questionId", { nullable: true, description: "The existing question it looks like." }),
    message: t.exposeString("message"),
  }),
});

const CsvImportRef = builder.objectRef<CsvImport>("PracticeCsvImport").implement({
  description: "Nothing is written when `errors` is not empty.",
  fields: (t) => ({
    created: t.exposeInt("created"),
    updated: t.exposeInt("updated"),
    errors: t.field({ type: [CsvErrorRef], resolve: (result) => result.errors }),
    warnings: t.field({ type: [CsvWarningRef], resolve: (result) => result.warnings }),
  }),
});

const MockImportRef = builder.objectRef<{ created: number; skipped: number }>("PracticeMockTestImport").implement({
  fields: (t) => ({
    created: t.exposeInt("created"),
    skipped: t.exposeInt("skipped", { description: "Questions that looked like one already in the topic." }),
  }),
});

const CsvRowRef = builder.objectRef<string[]>("PracticeBankCsvRow").implement({
  fields: (t) => ({ cells: t.stringList({ description: "In the header's order.", resolve: (cells) => cells }) }),
});

const CsvRef = builder.objectRef<{ header: readonly string[]; rows: string[][] }>("PracticeBankCsv").implement({
  fields: (t) => ({
    header: t.stringList({ resolve: (csv) => [...csv.header] }),
    rows: t.field({ type: [CsvRowRef], resolve: (csv) => csv.rows }),
  }),
});

const text = (max: number) => z.string().max(max).nullish();
const QuestionInput = builder.inputType("PracticeQuestionInput", {
  fields: (t) => ({
    topicId: t.id({ required: true }),
    subtopic: t.string({ validate: text(200) }),
    difficulty: t.field({ type: PracticeDifficultyEnum, required: true }),
    exams: t.stringList({ required: true }),
    textEn: t.string({ validate: text(practiceLimits.text) }),
    textHi: t.string({ validate: text(practiceLimits.text) }),
    optionsEn: t.stringList({ required: true }),
    optionsHi: t.stringList({ required: true }),
    correctIndex: t.int({ required: true }),
    explanationEn: t.string({ validate: text(practiceLimits.explanation) }),
    explanationHi: t.string({ validate: text(practiceLimits.explanation) }),
    imageUrl: t.string({ validate: text(2_048) }),
    imageAlt: t.string({ validate: text(300) }),
    source: t.string({ validate: text(200) }),
    year: t.int(),
    courseId: t.id(),
  }),
});

type Input = typeof QuestionInput.$inferInput;
const fieldsOf = (input: Input): QuestionFields => ({
  topicId: String(input.topicId),
  subtopic: input.subtopic ?? null,
  difficulty: input.difficulty,
  exams: input.exams,
  textEn: input.textEn ?? null,
  textHi: input.textHi ?? null,
  optionsEn: input.optionsEn,
  optionsHi: input.optionsHi,
  correctIndex: input.correctIndex,
  explanationEn: input.explanationEn ?? null,
  explanationHi: input.explanationHi ?? null,
  imageUrl: input.imageUrl ?? null,
  imageAlt: input.imageAlt ?? null,
  source: input.source ?? null,
  year: input.year ?? null,
  courseId: input.courseId ? String(input.courseId) : null,
});

const filterArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  subjectId: t.arg.id(),
  topicId: t.arg.id(),
  exam: t.arg.string({ validate: z.string().max(practiceLimits.exams.itemMax).nullish() }),
  status: t.arg({ type: StatusEnum }),
  difficulty: t.arg({ type: PracticeDifficultyEnum }),
  language: t.arg({ type: LanguageEnum }),
  search: t.arg.string({ validate: z.string().max(200).nullish() }),
});
const filterOf = (args: { subjectId?: string | number | null; topicId?: string | number | null } & object) => {
  const { subjectId, topicId, ...rest } = args as {
    subjectId?: string | null;
    topicId?: string | null;
    exam?: string | null;
    status?: "ACTIVE" | "ARCHIVED" | null;
    difficulty?: "EASY" | "MEDIUM" | "HARD" | null;
    language?: "EN" | "HI" | null;
    search?: string | null;
  };
  return { ...rest, subjectId: subjectId ? String(subjectId) : null, topicId: topicId ? String(topicId) : null };
};

builder.queryFields((t) => ({
  staffPracticeQuestions: t.field({
    type: PageRef,
    authScopes: { staff: true },
    description: "The bank in its order (subject, topic, oldest first); instructors see their courses' questions.",
    args: {
      ...filterArgs(t),
      limit: t.arg.int({ defaultValue: 50, validate: z.number().int().min(1).max(practiceLimits.pageSize) }),
      offset: t.arg.int({ defaultValue: 0, validate: z.number().int().min(0).max(1_000_000) }),
    },
    resolve: (_root, args, context) =>
      listBank(context.prisma, viewerOf(context), filterOf(args), {
        limit: args.limit ?? 50,
        offset: args.offset ?? 0,
      }),
  }),
  practiceBankCsv: t.field({
    type: CsvRef,
    authScopes: { staff: true },
    description: "The bank as CSV cells, one row per question (GET /api/admin/practice/questions.csv).",
    args: filterArgs(t),
    resolve: async (_root, args, context) => ({
      header: CSV_COLUMNS,
      rows: await bankCsvRows(context.prisma, viewerOf(context), filterOf(args)),
    }),
  }),
}));

builder.mutationFields((t) => ({
  createPracticeQuestion: t.field({
    type: SaveRef,
    authScopes: { staff: true },
    args: { input: t.arg({ type: QuestionInput, required: true }) },
    resolve: (_root, { input }, context) => createBankQuestion(context.prisma, viewerOf(context), fieldsOf(input)),
  }),
  updatePracticeQuestion: t.field({
    type: SaveRef,
    authScopes: { staff: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: QuestionInput, required: true }) },
    resolve: (_root, { id, input }, context) =>
      updateBankQuestion(context.prisma, viewerOf(context), String(id), fieldsOf(input)),
  }),
  setPracticeQuestionStatus: t.field({
    type: StaffQuestionRef,
    authScopes: { staff: true },
    description: "Archived questions leave sets and Revise; answers and analytics keep them.",
    args: { id: t.arg.id({ required: true }), status: t.arg({ type: StatusEnum, required: true }) },
    resolve: (_root, { id, status }, context) =>
      setBankQuestionStatus(context.prisma, viewerOf(context), String(id), status),
  }),
  uploadPracticeQuestionImage: t.field({
    type: ImageSourcesRef,
    authScopes: { staff: true },
    description: `A bank question's picture: PNG, JPEG, WebP or GIF by content, at most ${MAX_PRACTICE_IMAGE_BYTES / 1024 / 1024} MB, fitted inside ${PRACTICE_IMAGE_BOX.maxWidth}x${PRACTICE_IMAGE_BOX.maxHeight} (never cropped or enlarged). courseId: the question's course (instructors: one they author; admins may leave it empty). Name its src as PracticeQuestionInput.imageUrl.`,
    args: { courseId: t.arg.id(), file: t.arg({ type: "File", required: true }) },
    resolve: async (_root, args, context) => {
      const courseId = args.courseId ? String(args.courseId) : null;
      const address = await uploadPracticeImage(context.prisma, context.files, viewerOf(context), courseId, args.file);
      return imageSources(address)!;
    },
  }),
  importPracticeQuestionsCsv: t.field({
    type: CsvImportRef,
    authScopes: { staff: true },
    description: "Whole or nothing: every bad row is reported by line and nothing is written.",
    args: { file: t.arg({ type: "File", required: true }) },
    resolve: async (_root, { file }, context) => {
      if (file.size > MAX_CSV_BYTES)
        throw new AppError("payload_too_large", `A CSV file is at most ${MAX_CSV_BYTES / 1024 / 1024} MB`);
      return importBankCsv(context.prisma, viewerOf(context), await file.text());
    },
  }),
  importMockTestIntoPractice: t.field({
    type: MockImportRef,
    authScopes: { staff: true },
    description: "Copies a mock test's questions into a topic, skipping ones already there.",
    args: { mockTestId: t.arg.id({ required: true }), topicId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      importMockTestQuestions(context.prisma, viewerOf(context), {
        mockTestId: String(args.mockTestId),
        topicId: String(args.topicId),
      }),
  }),
}));
