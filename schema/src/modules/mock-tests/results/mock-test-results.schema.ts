// Results (docs/mock-tests.md): only here do the key and the explanations appear, and only after submission.
import { builder } from "../../../builder.ts";
import { viewerOf } from "../../shared/viewer.ts";
import { learnerOwn, neverKept } from "../../shared/content-cache-marks.ts";
import { ImageSourcesRef } from "../../shared/image-sources.schema.ts";
import { imageSources } from "../../shared/image-variants.ts";
import { attemptResult, attemptSolutions, type AttemptResult } from "./mock-test-results.service.ts";
import { MockTestAttemptRef, MockTestRef } from "../attempt/mock-tests.schema.ts";
import { papersDiffer } from "../paper/blueprint/blueprint-paper.service.ts";

const SectionResultRef = builder.objectRef<AttemptResult["sectionResults"][number]>("MockTestSectionResult").implement({
  ...learnerOwn,
  fields: (t) => ({
    sectionId: t.id({ resolve: (row) => row.section.id }),
    name: t.string({ resolve: (row) => row.section.name }),
    score: t.exposeFloat("score"),
    maxScore: t.exposeFloat("maxScore"),
    correct: t.exposeInt("correct"),
    wrong: t.exposeInt("wrong"),
    unattempted: t.exposeInt("unattempted"),
    timeSpentSeconds: t.exposeInt("timeSpentSeconds"),
  }),
});

const OutcomeEnum = builder.enumType("MockTestOutcome", { values: ["correct", "wrong", "unattempted"] as const });

const SolutionRef = builder
  .objectRef<Awaited<ReturnType<typeof attemptSolutions>>[number]>("MockTestSolution")
  .implement({
    ...learnerOwn,
    fields: (t) => ({
      questionId: t.id({ resolve: (row) => row.question.id }),
      sectionId: t.exposeID("sectionId"),
      position: t.int({ resolve: (row) => row.question.position }),
      text: t.string({ resolve: (row) => row.question.text }),
      textHi: t.string({ nullable: true, resolve: (row) => row.question.textHi }),
      options: t.stringList({ resolve: (row) => row.question.options }),
      optionsHi: t.stringList({ resolve: (row) => row.question.optionsHi }),
      chosenOption: t.exposeInt("chosenOption", { nullable: true }),
      correctOption: t.int({ resolve: (row) => row.question.correctOption }),
      explanation: t.string({ resolve: (row) => row.question.explanation }),
      explanationHi: t.string({ nullable: true, resolve: (row) => row.question.explanationHi }),
      imageUrl: t.string({ nullable: true, resolve: (row) => row.question.imageUrl }),
      image: t.field({ type: ImageSourcesRef, nullable: true, resolve: (row) => imageSources(row.question.imageUrl) }),
      imageAlt: t.string({ nullable: true, resolve: (row) => row.question.imageAlt }),
      imageAltHi: t.string({ nullable: true, resolve: (row) => row.question.imageAltHi }),
      outcome: t.field({ type: OutcomeEnum, resolve: (row) => row.outcome }),
      timeSpentSeconds: t.exposeInt("timeSpentSeconds"),
    }),
  });

const LeaderRef = builder.objectRef<AttemptResult["leaderboard"][number]>("MockTestLeader").implement({
  fields: (t) => ({
    rank: t.exposeInt("rank"),
    name: t.exposeString("name"),
    score: t.exposeFloat("score"),
    isViewer: t.exposeBoolean("isViewer", { description: "This row is the attempt the result is about." }),
  }),
});

/**
 * A submitted attempt's result is the learner's own and fixed (decision 048, amended): their attempt and answers,
 * scored by the test's key, which is content. What is kept per learner is that; the rank, the percentile and the
 * leaderboard read everyone's attempts, and the attempt's own fields the clock, so answers selecting them execute.
 */
const ResultRef = builder.objectRef<AttemptResult>("MockTestResult").implement({
  ...learnerOwn,
  fields: (t) => ({
    attempt: t.field({ type: MockTestAttemptRef, ...neverKept, resolve: (result) => result.attempt }),
    test: t.field({ type: MockTestRef, resolve: (result) => result.test }),
    score: t.exposeFloat("score"),
    maxScore: t.exposeFloat("maxScore"),
    correct: t.exposeInt("correct"),
    wrong: t.exposeInt("wrong"),
    unattempted: t.exposeInt("unattempted"),
    accuracy: t.exposeFloat("accuracy", { description: "Correct among attempted, in percent." }),
    timeSpentSeconds: t.exposeInt("timeSpentSeconds"),
    sections: t.field({ type: [SectionResultRef], resolve: (result) => result.sectionResults }),
    rank: t.int({
      ...neverKept,
      description: "Among all submitted attempts; equal scores share a rank.",
      resolve: (result) => result.standing.rank,
    }),
    percentile: t.float({
      ...neverKept,
      description: "Share of submitted attempts at or below this score.",
      resolve: (result) => result.standing.percentile,
    }),
    totalAttempts: t.int({
      ...neverKept,
      resolve: (result) => result.standing.totalAttempts,
    }),
    papersDiffer: t.boolean({
      description:
        "Attempts at this test get different papers (questions drawn per learner), so the rank compares different papers.",
      resolve: (result) => papersDiffer(result.test),
    }),
    solutions: t.field({
      type: [SolutionRef],
      description: "Read only when selected: the result page shows the score first and the solutions on request.",
      resolve: (result, _args, context) => attemptSolutions(context.db, result),
    }),
    leaderboard: t.field({
      type: [LeaderRef],
      ...neverKept,
      description: "The top 10.",
      resolve: (result) => result.leaderboard,
    }),
  }),
});

builder.queryFields((t) => ({
  mockTestResult: t.field({
    ...learnerOwn,
    type: ResultRef,
    description:
      "The viewer's submitted attempt with solutions, rank and leaderboard; mock_test_in_progress before submission.",
    authScopes: { student: true },
    args: { attemptId: t.arg.id({ required: true }) },
    resolve: (_root, { attemptId }, context) => attemptResult(context.db, viewerOf(context).userId, String(attemptId)),
  }),
}));
