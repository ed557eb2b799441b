// Taking a test: start (or resume), save answers, submit (mock-test-attempts.service.ts holds the rules).
import { z } from "zod";
import { builder } from "../../../builder.ts";
import { viewerOf } from "../../shared/viewer.ts";
import { submitAttempt } from "./mock-test-attempts.service.ts";
import { startAttempt } from "./mock-test-start.service.ts";
import { readExamAttempt } from "./mock-test-exam.service.ts";
import { saveAnswer } from "./mock-test-answers.service.ts";
import { MockTestAnswerRef, MockTestAttemptRef } from "./mock-tests.schema.ts";

const AnswerSaveRef = builder.objectRef<Awaited<ReturnType<typeof saveAnswer>>>("MockTestAnswerSave").implement({
  fields: (t) => ({
    accepted: t.exposeBoolean("accepted", {
      description: "False for a replayed or older save (a lower seq): nothing changed.",
    }),
    answer: t.field({
      type: MockTestAnswerRef,
      description: "The stored state after the save.",
      resolve: (save) => save.answer,
    }),
  }),
});

builder.queryFields((t) => ({
  mockTestAttempt: t.field({
    type: MockTestAttemptRef,
    description: "The viewer's attempt with its paper and saved answers; an overdue attempt comes back submitted.",
    authScopes: { student: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => readExamAttempt(context.db, viewerOf(context).userId, String(id)),
  }),
}));

builder.mutationFields((t) => ({
  startMockTestAttempt: t.field({
    type: MockTestAttemptRef,
    description:
      "Opens an attempt with endsAt by the server's clock, or resumes the one in progress; errors mock_test_not_found, " +
      "mock_test_closed, mock_test_attempts_used.",
    authScopes: { student: true },
    // One statement in its turn once the test is prepared (decision 044), answered from what the preparation keeps:
    // a sitting's starts wait in the larger lane instead of being refused behind each other (decision 015, "Lanes").
    extensions: { shortWrite: true },
    args: { testId: t.arg.id({ required: true }) },
    resolve: (_root, { testId }, context) => startAttempt(context.db, viewerOf(context).userId, String(testId)),
  }),
  saveMockTestAnswer: t.field({
    type: AnswerSaveRef,
    description:
      "Stores one question's state when seq is higher than the stored one (idempotent, ordered); errors mock_test_time_up " +
      "after endsAt plus a 30 s grace (or its section's end), mock_test_section_not_open before its section starts, " +
      "mock_test_submitted after submission.",
    authScopes: { student: true },
    // One statement with a one-field answer: the gateway's execution gate lets it ahead of heavier operations, so a
    // deadline's submissions and result reads do not refuse a learner's last answers (decision 015, "Lanes").
    extensions: { shortWrite: true },
    args: {
      attemptId: t.arg.id({ required: true }),
      questionId: t.arg.id({ required: true }),
      option: t.arg.int({
        description: "0-based; null clears the response.",
        validate: z.number().int().min(0).max(9).nullish(),
      }),
      markedForReview: t.arg.boolean({ required: true }),
      seq: t.arg.int({ required: true, validate: z.number().int().min(1).max(2_000_000_000) }),
      timeSpentSeconds: t.arg.int({
        description: "Total seconds on this question so far.",
        validate: z.number().int().min(0).max(86_400).nullish(),
      }),
    },
    resolve: (_root, args, context) =>
      saveAnswer(context.db, viewerOf(context).userId, {
        attemptId: String(args.attemptId),
        questionId: String(args.questionId),
        option: args.option ?? null,
        markedForReview: args.markedForReview,
        seq: args.seq,
        timeSpentSeconds: args.timeSpentSeconds ?? 0,
      }),
  }),
  submitMockTestAttempt: t.field({
    type: MockTestAttemptRef,
    description: "Scores and closes the attempt; submitting again answers the first submission.",
    authScopes: { student: true },
    // One statement in its turn; the scoring happens in its set's group commit, awaited outside the turn: a short
    // write, so a deadline's submissions wait in the larger lane and ahead of the result reads that follow them
    // (decision 015, "Lanes" and "Waiting outside a turn").
    extensions: { shortWrite: true },
    args: { attemptId: t.arg.id({ required: true }) },
    resolve: (_root, { attemptId }, context) =>
      submitAttempt(context.db, viewerOf(context).userId, String(attemptId), context.awaitOutsideTurn),
  }),
}));
