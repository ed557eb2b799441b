// The staff console's quiz question (docs/staff-console.md): four options, exactly one correct, none blank. Stored as the
// Question JSON text (question.ts) that the viewer already reads from LessonContent.content.
import { z } from "zod";
import { builder } from "../../builder.ts";
import { questionSchema, type Question } from "./question.ts";

const required = (max: number) => z.string().trim().min(1, "must not be blank").max(max);

export const QuestionInput = builder.inputType("QuestionInput", {
  fields: (t) => ({
    question: t.string({ required: true, validate: required(2000) }),
    description: t.string({ validate: z.string().max(5000).nullish() }),
    options: t.stringList({
      required: true,
      description: "Exactly 4, none blank.",
      validate: z.array(required(1000)).length(4, "exactly 4 options"),
    }),
    correctAnswer: t.int({
      required: true,
      description: "Index (0..3) of the one correct option.",
      validate: z.number().int().min(0).max(3),
    }),
    explanation: t.string({
      description: "Shown after answering (Question.correctOptionDesc).",
      validate: z.string().max(5000).nullish(),
    }),
  }),
});

type QuestionFields = typeof QuestionInput.$inferInput;

export function questionContent(input: QuestionFields): string {
  const question: Question = {
    question: input.question.trim(),
    ...(input.description ? { description: input.description } : {}),
    options: input.options.map((option) => option.trim()),
    correctAnswer: input.correctAnswer,
    ...(input.explanation ? { correctOptionDesc: input.explanation } : {}),
  };
  return JSON.stringify(question);
}

const questionJson = z
  .string()
  .transform((content, ctx) => {
    try {
      return JSON.parse(content) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "content must be JSON text" });
      return z.NEVER;
    }
  })
  .pipe(questionSchema);

/**
 * A question is given as `question` (the console) or as Question JSON in `content` (older clients), not both;
 * `question` belongs to type question only.
 */
export const questionContentRule = z
  .looseObject({ type: z.string(), content: z.string().nullish(), question: z.unknown().nullish() })
  .superRefine((input, ctx) => {
    if (input.question && input.type !== "question")
      ctx.addIssue({ code: "custom", path: ["question"], message: "only for type question" });
    if (input.type !== "question" || input.question) {
      if (input.question && input.content)
        ctx.addIssue({ code: "custom", path: ["content"], message: "give question or content, not both" });
      return;
    }
    const parsed = questionJson.safeParse(input.content ?? "");
    for (const issue of parsed.error?.issues ?? []) ctx.addIssue({ ...issue, path: ["content", ...issue.path] });
  });
