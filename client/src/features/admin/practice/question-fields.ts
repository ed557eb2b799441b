// The bank question's form (docs/practice.md, "The bank for staff"): text, two to five options, the key and the
// explanation in English and Hindi (either may be missing), the topic, difficulty, exams, a picture with its
// description, the previous-year source and the course. Limits come from the server's own module, so the form
// refuses what the server would.
import { practiceLimits as limits } from "@app/schema/input-limits";
import type {
  AdminPracticeQuestionFragment,
  PracticeDifficulty,
  PracticeQuestionInput,
} from "../../../gql-admin/graphql.ts";
import { optionalText, requiredText, type FieldSpec, type FormValues } from "../forms/form-spec.ts";
import type { FieldMapping } from "../forms/server-errors.ts";

export const LETTERS = ["A", "B", "C", "D", "E"] as const;
export const DIFFICULTIES: readonly PracticeDifficulty[] = ["EASY", "MEDIUM", "HARD"];
const optionName = (index: number, language: "En" | "Hi") => `option${LETTERS[index]}${language}`;

export interface Choice {
  id: string;
  label: string;
}

/**
 * The form's fields, labels as catalogue keys (translateFields); `upload` stores a chosen picture. The topic's and
 * course's menus, named from the database, are choiceFields.
 */
export function questionFields(upload: (file: File) => Promise<string>): FieldSpec[] {
  const language = (key: "En" | "Hi"): FieldSpec[] => [
    { name: `text${key}`, label: `admin-practice:form.text${key}`, kind: "multiline", max: limits.text },
    ...LETTERS.map((letter, index): FieldSpec => ({
      name: optionName(index, key),
      label: `admin-practice:form.option${key}${letter}`,
      kind: "text",
      max: limits.option,
    })),
    {
      name: `explanation${key}`,
      label: `admin-practice:form.explanation${key}`,
      kind: "multiline",
      max: limits.explanation,
    },
  ];
  return [
    ...language("En"),
    ...language("Hi"),
    {
      name: "correctOption",
      label: "admin-practice:form.correctOption",
      kind: "select",
      options: [...LETTERS],
      required: true,
    },
    {
      name: "difficulty",
      label: "admin-practice:form.difficulty",
      kind: "select",
      options: [...DIFFICULTIES],
      optionLabels: Object.fromEntries(DIFFICULTIES.map((level) => [level, `admin-practice:difficulty.${level}`])),
      required: true,
    },
    { name: "subtopic", label: "admin-practice:form.subtopic", kind: "text", max: 200 },
    { name: "exams", label: "admin-practice:form.exams", kind: "chips", ...limits.exams },
    {
      name: "imageUrl",
      label: "admin-practice:form.image",
      kind: "image",
      upload,
      helperText: "admin-practice:form.imageHelp",
    },
    { name: "imageAlt", label: "admin-practice:form.imageAlt", kind: "text", max: 300, requiredWith: "imageUrl" },
    { name: "source", label: "admin-practice:form.source", kind: "text", max: 200 },
    { name: "year", label: "admin-practice:form.year", kind: "integer", min: 1950, max: 2100 },
  ];
}

/** The menus whose choices come from the database, already in the reader's words. */
export function choiceFields(
  labels: { topic: string; course: string; adminsOnly: string | null },
  topics: readonly Choice[],
  courses: readonly Choice[],
): FieldSpec[] {
  const menu = (choices: readonly Choice[]) => Object.fromEntries(choices.map((choice) => [choice.id, choice.label]));
  // An admin may leave the course empty: the question is then the admins' alone (docs/practice.md).
  const courseOptions = labels.adminsOnly ? ["", ...courses.map((course) => course.id)] : courses.map((c) => c.id);
  return [
    {
      name: "topicId",
      label: labels.topic,
      kind: "select",
      options: topics.map((topic) => topic.id),
      optionLabels: menu(topics),
      required: true,
    },
    {
      name: "courseId",
      label: labels.course,
      kind: "select",
      options: courseOptions,
      optionLabels: { ...menu(courses), ...(labels.adminsOnly ? { "": labels.adminsOnly } : {}) },
      required: !labels.adminsOnly,
    },
  ];
}

export function questionValues(question: AdminPracticeQuestionFragment | null, defaults: FormValues = {}): FormValues {
  const values: FormValues = {
    topicId: question?.topic.id ?? "",
    courseId: question?.courseId ?? "",
    textEn: question?.textEn ?? "",
    explanationEn: question?.explanationEn ?? "",
    textHi: question?.textHi ?? "",
    explanationHi: question?.explanationHi ?? "",
    correctOption: LETTERS[question?.correctIndex ?? 0] ?? "A",
    difficulty: question?.difficulty ?? "MEDIUM",
    subtopic: question?.subtopic ?? "",
    exams: question ? [...question.exams] : [],
    imageUrl: question?.imageUrl ?? "",
    imageAlt: question?.imageAlt ?? "",
    source: question?.source ?? "",
    year: question?.year ? String(question.year) : "",
    ...(question ? {} : defaults),
  };
  LETTERS.forEach((_letter, index) => {
    values[optionName(index, "En")] = question?.optionsEn[index] ?? "";
    values[optionName(index, "Hi")] = question?.optionsHi[index] ?? "";
  });
  return values;
}

/** A language's options: the filled boxes in order (the server wants 2-5, none empty, the same count in both). */
export const filledOptions = (values: FormValues, language: "En" | "Hi") =>
  LETTERS.map((_letter, index) => optionalText(values[optionName(index, language)])).filter(
    (text): text is string => text !== null,
  );

export function questionInput(values: FormValues): PracticeQuestionInput {
  const year = optionalText(values.year);
  return {
    topicId: requiredText(values.topicId),
    courseId: optionalText(values.courseId),
    subtopic: optionalText(values.subtopic),
    difficulty: requiredText(values.difficulty) as PracticeDifficulty,
    exams: Array.isArray(values.exams) ? values.exams : [],
    textEn: optionalText(values.textEn),
    textHi: optionalText(values.textHi),
    optionsEn: filledOptions(values, "En"),
    optionsHi: filledOptions(values, "Hi"),
    correctIndex: LETTERS.indexOf(requiredText(values.correctOption) as (typeof LETTERS)[number]),
    explanationEn: optionalText(values.explanationEn),
    explanationHi: optionalText(values.explanationHi),
    imageUrl: optionalText(values.imageUrl),
    imageAlt: optionalText(values.imageAlt),
    source: optionalText(values.source),
    year: year === null ? null : Number(year),
  };
}

/** The server's field errors on this form: a language's options land on its first option box. */
export const serverFields: FieldMapping = {
  aliases: { optionsEn: "optionAEn", optionsHi: "optionAHi", correctIndex: "correctOption" },
};
