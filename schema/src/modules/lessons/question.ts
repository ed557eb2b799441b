// A quiz question is stored as JSON text in LessonContent.content (spec section 3, Question).
import { z } from "zod";

export const questionSchema = z
  .object({
    question: z.string().trim().min(1).max(2000),
    description: z.string().max(5000).nullish(),
    options: z.array(z.string().trim().min(1).max(1000)).min(2).max(10),
    correctAnswer: z.number().int().min(0),
    correctOptionDesc: z.string().max(5000).nullish(),
  })
  .refine((question) => question.correctAnswer < question.options.length, {
    message: "correctAnswer must be the index of one of the options",
    path: ["correctAnswer"],
  });

export type Question = z.infer<typeof questionSchema>;

/** Null when the text is not JSON of the Question shape, so one broken item cannot fail a whole quiz. */
export function parseQuestion(content: string | null): Question | null {
  if (!content) return null;
  try {
    const parsed = questionSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
