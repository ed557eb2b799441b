// Learners' mock tests (docs/mock-tests.md): the list, one test's instructions, and the exam paper of an attempt.
// No type reachable before submission has a field for the key or the explanations (decision 022); those live on
// MockTestSolution, which only mockTestResult answers, and only for a submitted attempt.
import type { MockTestAnswer, MockTestAttempt } from "@app/db";
import { builder } from "../../../builder.ts";
import { listLimits } from "../../../input-limits.ts";
import { limitArg } from "../../shared/list-limit.ts";
import { publicContent, viewerDependentApartFromActivity } from "../../shared/content-cache-marks.ts";
import { ImageSourcesRef } from "../../shared/image-sources.schema.ts";
import { imageSources } from "../../shared/image-variants.ts";
import { attemptsOf, findPublishedMockTest, listPublishedMockTests, type MockTestRow } from "./mock-tests.service.ts";
import type { AttemptView } from "./mock-test-attempts.service.ts";
import { examContentOf, examPaper } from "./mock-test-exam.service.ts";
import { paperOf, shownAnswers } from "../paper/mock-test-papers.service.ts";
import { MockTestNotFoundError } from "../mock-tests.errors.ts";
import { blueprintCount } from "../paper/blueprint/blueprint-paper.service.ts";

type SectionRow = MockTestRow["sections"][number];
type TestMarks = Pick<MockTestRow, "marksCorrect" | "negativeMarks">;

// A test and its sections read only tables whose writes raise the content version (migration
// 20261205100000_mock_tests_and_practice_bank_cached, decision 048), and no field reads the clock: opensAt and
// closesAt are stored instants, compared by the client; the list keeps a test however its window stands.
export const MockTestSectionRef = builder
  .objectRef<{ section: SectionRow; test: TestMarks }>("MockTestSection")
  .implement({
    ...publicContent,
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
      questionCount: t.int({
        description: "Its own questions and those each attempt draws from the bank.",
        resolve: ({ section }) => sectionQuestionCount(section),
      }),
      timeLimitMinutes: t.int({
        nullable: true,
        description: "The section's own limit; sections with one run one after another.",
        resolve: ({ section }) => section.timeLimitMinutes,
      }),
    }),
  });

const sectionQuestionCount = (section: SectionRow) =>
  section._count.questions + section.drawCount + blueprintCount(section);

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
  ...publicContent,
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
      resolve: (test) => test.sections.reduce((sum, section) => sum + sectionQuestionCount(section), 0),
    }),
    totalMarks: t.float({
      resolve: (test) =>
        test.sections.reduce((sum, s) => sum + sectionQuestionCount(s) * (s.marksCorrect ?? test.marksCorrect), 0),
    }),
    shuffleQuestions: t.exposeBoolean("shuffleQuestions", { description: "Each attempt has its own question order." }),
    shuffleOptions: t.exposeBoolean("shuffleOptions", { description: "Each attempt has its own option order." }),
    myAttempts: t.loadableList({
      // The viewer's own attempts, announced on learner_changed (decision 048): kept per learner, across their
      // lesson progress and practice (decision 050).
      ...viewerDependentApartFromActivity,
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

type PaperSection = ReturnType<typeof examPaper>[number];
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
    imageUrl: t.exposeString("imageUrl", { nullable: true, description: "The figure's 1x fallback (image.src)." }),
    image: t.field({
      type: ImageSourcesRef,
      nullable: true,
      description: "The question's figure, part of the question like its text (it never tells the answer).",
      resolve: (question) => imageSources(question.imageUrl),
    }),
    imageAlt: t.exposeString("imageAlt", { nullable: true }),
    imageAltHi: t.exposeString("imageAltHi", { nullable: true, description: "Null: imageAlt serves both languages." }),
  }),
});

const PaperSectionRef = builder.objectRef<PaperSection>("MockTestPaperSection").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    position: t.exposeInt("position"),
    opensAt: t.expose("opensAt", { type: "DateTime", description: "When this attempt may answer it (server clock)." }),
    closesAt: t.expose("closesAt", {
      type: "DateTime",
      description: "When its answers stop being accepted: its own limit, else the attempt's endsAt.",
    }),
    questions: t.field({
      type: [MockTestQuestionRef],
      description: "In this attempt's order, options in this attempt's order (answers use it too).",
      resolve: (section) => section.questions,
    }),
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
      resolve: async (attempt, _args, context) => {
        const { test } = await examContentOf(context.db, attempt);
        if (!test.published) throw new MockTestNotFoundError();
        return test;
      },
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
      resolve: async (attempt, _args, context) =>
        examPaper(paperOf(attempt), attempt, await examContentOf(context.db, attempt)),
    }),
    answers: t.field({
      type: [MockTestAnswerRef],
      description: "Options in this attempt's order.",
      resolve: async (attempt, _args, context) =>
        shownAnswers(paperOf(attempt), (await examContentOf(context.db, attempt)).answers),
    }),
  }),
});

builder.queryFields((t) => ({
  mockTests: t.field({
    ...publicContent,
    type: [MockTestRef],
    description: "Published mock tests, newest first.",
    args: { limit: t.arg.int(limitArg(listLimits.listings)) },
    resolve: (_root, { limit }, context) => listPublishedMockTests(context.prisma, limit),
  }),
  mockTest: t.field({
    ...publicContent,
    type: MockTestRef,
    description: "A published mock test; mock_test_not_found otherwise.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => findPublishedMockTest(context.prisma, String(id)),
  }),
}));
