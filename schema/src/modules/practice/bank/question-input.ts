// One bank question as staff write it (console form or a CSV row), checked the same way for both: the texts and
// options in at least one language, the key among the options, sizes from practiceLimits (docs/practice.md).
import type { PracticeDifficulty, PracticeQuestionStatus } from "@app/db";
import { practiceLimits } from "../../../input-limits.ts";

export interface QuestionFields {
  topicId: string;
  subtopic: string | null;
  difficulty: PracticeDifficulty;
  exams: string[];
  textEn: string | null;
  textHi: string | null;
  optionsEn: string[];
  optionsHi: string[];
  correctIndex: number;
  explanationEn: string | null;
  explanationHi: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  source: string | null;
  year: number | null;
  courseId: string | null;
  /** Only the CSV import sets it; the console archives with its own action. */
  status?: PracticeQuestionStatus;
}

const blank = (text: string | null | undefined) => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
};

/** Trims texts and options (an empty language's options become []); answers the field errors, path -> message. */
export function checkQuestion(input: QuestionFields): { fields: QuestionFields; errors: Record<string, string> } {
  const limits = practiceLimits;
  const errors: Record<string, string> = {};
  const options = (list: string[]) => {
    const trimmed = list.map((option) => option.trim());
    return trimmed.every((option) => option === "") ? [] : trimmed;
  };
  const fields: QuestionFields = {
    ...input,
    subtopic: blank(input.subtopic),
    exams: [...new Set(input.exams.map((exam) => exam.trim()).filter(Boolean))],
    textEn: blank(input.textEn),
    textHi: blank(input.textHi),
    optionsEn: options(input.optionsEn),
    optionsHi: options(input.optionsHi),
    explanationEn: blank(input.explanationEn),
    explanationHi: blank(input.explanationHi),
    imageUrl: blank(input.imageUrl),
    imageAlt: blank(input.imageAlt),
    source: blank(input.source),
  };
  const languages = [
    { name: "English", text: fields.textEn, options: fields.optionsEn, key: "En" },
    { name: "Hindi", text: fields.textHi, options: fields.optionsHi, key: "Hi" },
  ];
  const present = languages.filter((language) => language.text || language.options.length);
  if (!present.length) errors.textEn = "Give the question in English or Hindi";
  for (const language of present) {
    if (!language.text) errors[`text${language.key}`] = `The ${language.name} question is empty`;
    else if (language.text.length > limits.text)
      errors[`text${language.key}`] = `The ${language.name} question is longer than ${limits.text} characters`;
    const count = language.options.length;
    if (count < limits.options.min || count > limits.options.max || language.options.some((option) => !option))
      errors[`options${language.key}`] =
        `The ${language.name} question needs ${limits.options.min} to ${limits.options.max} options, none empty`;
    else if (language.options.some((option) => option.length > limits.option))
      errors[`options${language.key}`] = `An option is longer than ${limits.option} characters`;
  }
  if (present.length === 2 && fields.optionsEn.length !== fields.optionsHi.length)
    errors.optionsHi = "English and Hindi need the same options in the same order";
  const count = Math.max(fields.optionsEn.length, fields.optionsHi.length);
  if (!Number.isInteger(fields.correctIndex) || fields.correctIndex < 0 || fields.correctIndex >= Math.max(count, 1))
    errors.correctIndex = "The correct option must be one of the options";
  for (const key of ["explanationEn", "explanationHi"] as const)
    if ((fields[key]?.length ?? 0) > limits.explanation)
      errors[key] = `The explanation is longer than ${limits.explanation} characters`;
  if (fields.exams.length > limits.exams.maxItems || fields.exams.some((exam) => exam.length > limits.exams.itemMax))
    errors.exams = `At most ${limits.exams.maxItems} exams of ${limits.exams.itemMax} characters`;
  if (fields.imageUrl && !fields.imageAlt) errors.imageAlt = "A picture needs a description";
  if (fields.year !== null && (!Number.isInteger(fields.year) || fields.year < 1950 || fields.year > 2100))
    errors.year = "The year is 1950 to 2100";
  return { fields, errors };
}
