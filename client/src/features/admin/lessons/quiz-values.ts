// A quiz question as the editor holds it, and its checks: four options, none blank, exactly one marked
// correct (the server checks the same on QuestionInput).
import type { QuestionInput, StaffLessonContentFragment } from "../../../gql-admin/graphql.ts";
import type { Validator } from "../forms/form-spec.ts";

export const OPTION_COUNT = 4;

export interface QuizValues {
  question: string;
  description: string;
  options: string[];
  /** Index of the correct option; null until one is chosen. */
  correctAnswer: number | null;
  explanation: string;
}

export interface QuizErrors {
  question?: string;
  options?: (string | undefined)[];
  correctAnswer?: string;
}

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
export const validateQuiz: Validator<QuizValues, QuizErrors> = (values, t) => {
  const errors: QuizErrors = {};
  if (!values.question.trim()) errors.question = t("admin-lessons:quiz.questionRequired");
  const optionErrors = values.options.map((option) =>
    option.trim() ? undefined : t("admin-lessons:quiz.optionRequired"),
  );
  if (optionErrors.some(Boolean)) errors.options = optionErrors;
  if (values.correctAnswer === null || values.correctAnswer < 0 || values.correctAnswer >= OPTION_COUNT) {
    errors.correctAnswer = t("admin-lessons:quiz.correctRequired");
  }
  return errors;
};

export const hasQuizErrors = (errors: QuizErrors) => !!(errors.question || errors.options || errors.correctAnswer);

export function toQuestionInput(values: QuizValues): QuestionInput {
  return {
    question: values.question.trim(),
    description: values.description.trim() || null,
    options: values.options.map((option) => option.trim()),
    correctAnswer: values.correctAnswer ?? 0,
    explanation: values.explanation.trim() || null,
  };
}

/** Server details for a question ("question.options.2", "content.correctAnswer" ...) as editor errors. */
export function quizServerErrors(details: Record<string, string>): QuizErrors {
  const errors: QuizErrors = {};
  for (const [path, message] of Object.entries(details)) {
    const parts = path.replace(/^input\./, "").split(".");
    if (parts[0] !== "question" && parts[0] !== "content") continue;
    if (parts[1] === "question") errors.question = message;
    else if (parts[1] === "options") {
      const index = Number(parts[2]);
      errors.options = errors.options ?? Array.from({ length: OPTION_COUNT }, () => undefined);
      if (Number.isInteger(index)) errors.options[index] = message;
      else errors.correctAnswer = message;
    } else if (parts[1] === "correctAnswer") errors.correctAnswer = message;
  }
  return errors;
}
