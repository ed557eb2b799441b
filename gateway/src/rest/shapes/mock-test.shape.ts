// Mock tests answered as GraphQL selects them (docs/mock-tests.md); nothing before submission names the key.
import { z } from "zod";

const when = z.string().describe("ISO 8601");

// A question's figure at the sizes the exam column shows it (ImageSources in GraphQL): 1x, and 2x when stored.
const figure = {
  imageUrl: z.string().nullable().describe("The figure's 1x fallback (image.src)."),
  image: z
    .object({
      src: z.string(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
      srcSet: z.string().nullable(),
      sources: z.array(z.object({ type: z.string(), srcSet: z.string() })),
    })
    .nullable(),
  imageAlt: z.string().nullable().describe("Set whenever image is."),
  imageAltHi: z.string().nullable().describe("Null: imageAlt serves both languages."),
};

const attemptSummary = z.object({
  id: z.string(),
  startedAt: when,
  endsAt: when,
  submittedAt: when.nullable(),
  score: z.number().nullable(),
});

export const restMockTest = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    instructions: z.string().describe("Sanitised HTML."),
    examCategory: z.string(),
    durationMinutes: z.number().int(),
    marksCorrect: z.number(),
    negativeMarks: z.number().describe("Marks taken per wrong answer."),
    attemptsAllowed: z.number().int(),
    opensAt: when.nullable(),
    closesAt: when.nullable(),
    questionCount: z.number().int(),
    totalMarks: z.number(),
    sections: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        position: z.number().int(),
        marksCorrect: z.number(),
        negativeMarks: z.number(),
        questionCount: z.number().int(),
        timeLimitMinutes: z
          .number()
          .int()
          .nullable()
          .describe("The section's own limit; sections with one run one after another."),
      }),
    ),
    myAttempts: z.array(attemptSummary).describe("The caller's attempts; empty without a bearer token."),
  })
  .meta({ id: "MockTest" });

const answer = z.object({
  questionId: z.string(),
  option: z.number().int().nullable(),
  markedForReview: z.boolean(),
  seq: z.number().int(),
  timeSpentSeconds: z.number().int(),
});

export const restMockTestAttempt = z
  .object({
    id: z.string(),
    testId: z.string(),
    startedAt: when,
    endsAt: when.describe("The deadline by the server's clock."),
    serverNow: when.describe("The server's clock when answering."),
    submittedAt: when.nullable(),
    autoSubmitted: z.boolean(),
    score: z.number().nullable(),
    sections: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        position: z.number().int(),
        opensAt: when.describe("When this attempt may answer the section."),
        closesAt: when.describe("When its answers stop being accepted (plus the grace)."),
        questions: z.array(
          z.object({
            id: z.string(),
            position: z.number().int(),
            text: z.string(),
            textHi: z.string().nullable(),
            options: z.array(z.string()).describe("In this attempt's order; answers use the same order."),
            optionsHi: z.array(z.string()),
            ...figure,
          }),
        ),
      }),
    ),
    answers: z.array(answer),
  })
  .meta({ id: "MockTestAttempt" });

export const restMockTestAnswerSave = z.object({ accepted: z.boolean(), answer }).meta({ id: "MockTestAnswerSave" });

const tally = {
  score: z.number(),
  maxScore: z.number(),
  correct: z.number().int(),
  wrong: z.number().int(),
  unattempted: z.number().int(),
  timeSpentSeconds: z.number().int(),
};

export const restMockTestResult = z
  .object({
    ...tally,
    accuracy: z.number(),
    rank: z.number().int(),
    percentile: z.number(),
    totalAttempts: z.number().int(),
    sections: z.array(z.object({ sectionId: z.string(), name: z.string(), ...tally })),
    solutions: z.array(
      z.object({
        questionId: z.string(),
        sectionId: z.string(),
        position: z.number().int(),
        text: z.string(),
        textHi: z.string().nullable(),
        options: z.array(z.string()),
        optionsHi: z.array(z.string()),
        chosenOption: z.number().int().nullable(),
        correctOption: z.number().int(),
        explanation: z.string(),
        explanationHi: z.string().nullable(),
        ...figure,
        outcome: z.enum(["correct", "wrong", "unattempted"]),
        timeSpentSeconds: z.number().int(),
      }),
    ),
    leaderboard: z.array(
      z.object({ rank: z.number().int(), name: z.string(), score: z.number(), isViewer: z.boolean() }),
    ),
  })
  .meta({ id: "MockTestResult" });
