// A quiz question as the editor holds it, and its checks: four options, none blank, exactly one marked
// correct (the server checks the same on QuestionInput).
import type { QuestionInput, StaffLessonContentFragment } from "../../../gql-admin/graphql.ts";
import type { FieldErrors, Validator } from "../forms/form-spec.ts";

export const OPTION_COUNT = 4;

export interface QuizValues {
  question: string;
  description: string;
  options: string[];
  /** Index of the correct option; null until one is chosen. */
  correctAnswer: number | null;
  explanation: string;
}

/** The editor's fields as the forms kit names their errors: "question", "options.0" to "options.3", "correctAnswer". */
export const optionField = (index: number) => `options.${index}`;

export function quizValues(content: StaffLessonContentFragment | null): QuizValues {
  const question = content?.question;
  const options = Array.from({ length: OPTION_COUNT }, (_, index) => question?.options[index] ?? "");
  return {
    question: question?.question ?? "",
    description: question?.description ?? "",
    options,
    correctAnswer: question ? question.correctAnswer : null,
    explanation: question?.correctOptionDesc ?? "",
  };
}

/** The editor's checks, their messages in the page's language (`t` of the editor). */
export const validateQuiz: Validator<QuizValues, FieldErrors> = (values, t) => {
  const errors: FieldErrors = {};
  if (!values.question.trim()) errors.question = t("admin-lessons:quiz.questionRequired");
  values.options.forEach((option, index) => {
    if (!option.trim()) errors[optionField(index)] = t("admin-lessons:quiz.optionRequired");
  });
  if (values.correctAnswer === null || values.correctAnswer < 0 || values.correctAnswer >= OPTION_COUNT) {
    errors.correctAnswer = t("admin-lessons:quiz.correctRequired");
  }
  return errors;
};

export function toQuestionInput(values: QuizValues): QuestionInput {
  return {
    question: values.question.trim(),
    description: values.description.trim() || null,
    options: values.options.map((option) => option.trim()),
    correctAnswer: values.correctAnswer ?? 0,
    explanation: values.explanation.trim() || null,
  };
}

/** The field of a server detail's path ("input.question.options.2", "input.content.correctAnswer" ...). */
export function quizField(path: string): string | undefined {
  const parts = path.replace(/^input\./, "").split(".");
  if (parts[0] !== "question" && parts[0] !== "content") return undefined;
  if (parts[1] === "question") return "question";
  if (parts[1] === "options") {
    const index = Number(parts[2]);
    return parts[2] !== undefined && Number.isInteger(index) ? optionField(index) : "correctAnswer";
  }
  return parts[1] === "correctAnswer" ? "correctAnswer" : undefined;
}
