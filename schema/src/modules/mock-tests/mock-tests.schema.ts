// Learners' mock tests (docs/mock-tests.md): the list, one test's instructions, and the exam paper of an attempt.
// No type reachable before submission has a field for the key or the explanations (decision 022); those live on
// MockTestSolution, which only mockTestResult answers, and only for a submitted attempt.
import type { MockTestAnswer, MockTestAttempt } from "@app/db";
import { builder } from "../../builder.ts";
import {
  attemptsOf,
  examPaper,
  findPublishedMockTest,
  listPublishedMockTests,
  type MockTestRow,
} from "./mock-tests.service.ts";
import type { AttemptView } from "./mock-test-attempts.service.ts";

type SectionRow = MockTestRow["sections"][number];
type TestMarks = Pick<MockTestRow, "marksCorrect" | "negativeMarks">;

export const MockTestSectionRef = builder
  .objectRef<{ section: SectionRow; test: TestMarks }>("MockTestSection")
  .implement({
    fields: (t) => ({
      id: t.id({ resolve: ({ section }) => section.id }),
      name: t.string({ resolve: ({ section }) => section.name }),
      position: t.int({ resolve: ({ section }) => section.position }),
      marksCorrect: t.float({
        description: "The section's own, else the test's.",
        resolve: ({ section, test }) => section.marksCorrect ?? test.marksCorrect,
      }),
      negativeMarks: t.float({
        description: "Marks taken per wrong answer (positive).",
        resolve: ({ section, test }) => section.negativeMarks ?? test.negativeMarks,
      }),
      questionCount: t.int({ resolve: ({ section }) => section._count.questions }),
    }),
  });

export const MockTestAttemptSummaryRef = builder.objectRef<MockTestAttempt>("MockTestAttemptSummary").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    startedAt: t.expose("startedAt", { type: "DateTime" }),
    endsAt: t.expose("endsAt", { type: "DateTime" }),
    submittedAt: t.expose("submittedAt", { type: "DateTime", nullable: true }),
    score: t.exposeFloat("score", { nullable: true }),
  }),
});

export const MockTestRef = builder.objectRef<MockTestRow>("MockTest").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    instructions: t.exposeString("instructions", { description: "Sanitised HTML." }),
    examCategory: t.exposeString("examCategory"),
    durationMinutes: t.exposeInt("durationMinutes"),
    marksCorrect: t.exposeFloat("marksCorrect"),
    negativeMarks: t.exposeFloat("negativeMarks", { description: "Marks taken per wrong answer (positive)." }),
    attemptsAllowed: t.exposeInt("attemptsAllowed"),
    opensAt: t.expose("opensAt", { type: "DateTime", nullable: true }),
    closesAt: t.expose("closesAt", { type: "DateTime", nullable: true }),
    sections: t.field({
      type: [MockTestSectionRef],
      resolve: (test) => test.sections.map((section) => ({ section, test })),
    }),
    questionCount: t.int({
      resolve: (test) => test.sections.reduce((sum, section) => sum + section._count.questions, 0),
    }),
    totalMarks: t.float({
      resolve: (test) =>
        test.sections.reduce((sum, s) => sum + s._count.questions * (s.marksCorrect ?? test.marksCorrect), 0),
    }),
    myAttempts: t.loadableList({
      type: MockTestAttemptSummaryRef,
      description: "The viewer's attempts, newest first; none for anonymous viewers.",
      load: (testIds: string[], context) =>
        context.viewer
          ? attemptsOf(context.prisma, context.viewer.userId, testIds)
          : Promise.resolve(testIds.map(() => [])),
      resolve: (test) => test.id,
    }),
  }),
});

type PaperSection = Awaited<ReturnType<typeof examPaper>>[number];
type PaperQuestion = PaperSection["questions"][number];

/** What the exam screen shows of a question: text and options in both languages, nothing that tells the answer. */
export const MockTestQuestionRef = builder.objectRef<PaperQuestion>("MockTestQuestion").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    position: t.exposeInt("position"),
    text: t.exposeString("text"),
    textHi: t.exposeString("textHi", { nullable: true }),
    options: t.exposeStringList("options"),
    optionsHi: t.exposeStringList("optionsHi", { description: "Empty when the question has no Hindi version." }),
  }),
});

const PaperSectionRef = builder.objectRef<PaperSection>("MockTestPaperSection").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    position: t.exposeInt("position"),
    questions: t.field({ type: [MockTestQuestionRef], resolve: (section) => section.questions }),
  }),
});

export const MockTestAnswerRef = builder.objectRef<MockTestAnswer>("MockTestAnswer").implement({
  fields: (t) => ({
    questionId: t.exposeID("questionId"),
    option: t.exposeInt("option", { nullable: true, description: "0-based; null when cleared." }),
    markedForReview: t.exposeBoolean("markedForReview"),
    seq: t.exposeInt("seq", { description: "The client save counter of the stored state." }),
    timeSpentSeconds: t.exposeInt("timeSpentSeconds"),
  }),
});

export const MockTestAttemptRef = builder.objectRef<AttemptView>("MockTestAttempt").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    testId: t.exposeID("testId"),
    test: t.field({
      type: MockTestRef,
      resolve: (attempt, _args, context) => findPublishedMockTest(context.prisma, attempt.testId),
    }),
    startedAt: t.expose("startedAt", { type: "DateTime" }),
    endsAt: t.expose("endsAt", { type: "DateTime", description: "The deadline by the server's clock." }),
    serverNow: t.expose("serverNow", {
      type: "DateTime",
      description: "The server's clock when answering, to correct a phone's.",
    }),
    submittedAt: t.expose("submittedAt", { type: "DateTime", nullable: true }),
    autoSubmitted: t.exposeBoolean("autoSubmitted"),
    score: t.exposeFloat("score", { nullable: true, description: "Null until submitted." }),
    sections: t.field({
      type: [PaperSectionRef],
      resolve: (attempt, _args, context) => examPaper(context.prisma, attempt.testId),
    }),
    answers: t.field({
      type: [MockTestAnswerRef],
      resolve: (attempt, _args, context) =>
        context.prisma.mockTestAnswer.findMany({ where: { attemptId: attempt.id } }),
    }),
  }),
});

builder.queryFields((t) => ({
  mockTests: t.field({
    type: [MockTestRef],
    description: "Published mock tests, newest first.",
    resolve: (_root, _args, context) => listPublishedMockTests(context.prisma),
  }),
  mockTest: t.field({
    type: MockTestRef,
    description: "A published mock test; mock_test_not_found otherwise.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => findPublishedMockTest(context.prisma, String(id)),
  }),
}));
