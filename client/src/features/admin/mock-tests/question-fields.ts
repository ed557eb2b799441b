// The one-question form and the section form (docs/mock-tests.md, "Authoring"). Limits come from the server's own
// module (@app/schema/input-limits), so the form refuses what the server would.
import { mockTestQuestionLimits as limits } from "@app/schema/input-limits";
import type {
  AdminMockTestQuestionFragment,
  MockTestQuestionInput,
  MockTestSectionInput,
} from "../../../gql-admin/graphql.ts";
import { optionalText, requiredText, type FieldSpec, type FormValues } from "../forms/form-spec.ts";

const LETTERS = ["A", "B", "C", "D", "E"] as const;
const optionName = (index: number, hindi: boolean) => `option${LETTERS[index]}${hindi ? "Hi" : ""}`;

/** `upload` stores a chosen figure for the question's test or bank and answers its address. */
export function questionFields(upload: (file: File) => Promise<string>): FieldSpec[] {
  const options = (hindi: boolean): FieldSpec[] =>
    LETTERS.map((letter, index) => ({
      name: optionName(index, hindi),
      label: `admin-mock-tests:question.option${hindi ? "Hi" : ""}${letter}`,
      kind: "text",
      max: limits.option,
      required: !hindi && index < limits.options.min,
    }));
  return [
    { name: "text", label: "admin-mock-tests:question.text", kind: "multiline", max: limits.text, required: true },
    ...options(false),
    {
      name: "correctOption",
      label: "admin-mock-tests:question.correctOption",
      kind: "select",
      options: [...LETTERS],
      required: true,
    },
    { name: "explanation", label: "admin-mock-tests:question.explanation", kind: "multiline", max: limits.explanation },
    {
      name: "difficulty",
      label: "admin-mock-tests:question.difficulty",
      kind: "select",
      options: [...limits.difficulty],
      optionLabels: { "": "admin-mock-tests:question.noDifficulty" },
    },
    { name: "tags", label: "admin-mock-tests:question.tags", kind: "chips", ...limits.tags },
    {
      name: "imageUrl",
      label: "admin-mock-tests:question.image",
      kind: "image",
      upload,
      helperText: "admin-mock-tests:question.imageHelp",
    },
    {
      name: "imageAlt",
      label: "admin-mock-tests:question.imageAlt",
      kind: "text",
      max: limits.imageAlt,
      requiredWith: "imageUrl",
      helperText: "admin-mock-tests:question.imageAltHelp",
    },
    {
      name: "imageAltHi",
      label: "admin-mock-tests:question.imageAltHi",
      kind: "text",
      max: limits.imageAlt,
    },
    { name: "textHi", label: "admin-mock-tests:question.textHi", kind: "multiline", max: limits.text },
    ...options(true),
    {
      name: "explanationHi",
      label: "admin-mock-tests:question.explanationHi",
      kind: "multiline",
      max: limits.explanation,
    },
  ];
}

export function questionValues(question: AdminMockTestQuestionFragment | null): FormValues {
  const values: FormValues = {
    text: question?.text ?? "",
    correctOption: LETTERS[question?.correctOption ?? 0],
    explanation: question?.explanation ?? "",
    difficulty: question?.difficulty ?? "",
    tags: question?.tags ?? [],
    imageUrl: question?.imageUrl ?? "",
    imageAlt: question?.imageAlt ?? "",
    imageAltHi: question?.imageAltHi ?? "",
    textHi: question?.textHi ?? "",
    explanationHi: question?.explanationHi ?? "",
  };
  LETTERS.forEach((_letter, index) => {
    values[optionName(index, false)] = question?.options[index] ?? "";
    values[optionName(index, true)] = question?.optionsHi[index] ?? "";
  });
  return values;
}

/** Options are the filled boxes in order; Hindi ones only when any was given (the server wants all or none). */
export function questionInput(values: FormValues): MockTestQuestionInput {
  const filled = (hindi: boolean) =>
    LETTERS.map((_letter, index) => optionalText(values[optionName(index, hindi)])).filter(
      (text): text is string => text !== null,
    );
  return {
    text: requiredText(values.text),
    options: filled(false),
    correctOption: LETTERS.indexOf(requiredText(values.correctOption) as (typeof LETTERS)[number]),
    explanation: optionalText(values.explanation),
    difficulty: requiredText(values.difficulty),
    tags: Array.isArray(values.tags) ? values.tags : [],
    imageUrl: optionalText(values.imageUrl),
    imageAlt: optionalText(values.imageAlt),
    imageAltHi: optionalText(values.imageAltHi),
    textHi: optionalText(values.textHi),
    optionsHi: filled(true),
    explanationHi: optionalText(values.explanationHi),
  };
}

export const sectionFields = (): FieldSpec[] => [
  { name: "name", label: "admin-mock-tests:section.name", kind: "text", max: limits.sectionName, required: true },
  { name: "marksCorrect", label: "admin-mock-tests:section.marksCorrect", kind: "text", max: 8 },
  { name: "negativeMarks", label: "admin-mock-tests:section.negativeMarks", kind: "text", max: 8 },
  {
    name: "timeLimitMinutes",
    label: "admin-mock-tests:section.timeLimit",
    kind: "integer",
    ...limits.timeLimitMinutes,
    helperText: "admin-mock-tests:section.timeLimitHelp",
  },
  { name: "drawTag", label: "admin-mock-tests:section.drawTag", kind: "text", max: limits.tags.itemMax },
  {
    name: "drawCount",
    label: "admin-mock-tests:section.drawCount",
    kind: "integer",
    ...limits.drawCount,
    helperText: "admin-mock-tests:section.drawHelp",
  },
];

interface SectionRow {
  name: string;
  marksCorrect: number | null;
  negativeMarks: number | null;
  timeLimitMinutes: number | null;
  drawTag: string | null;
  drawCount: number;
}

export const sectionValues = (section: SectionRow | null): FormValues => ({
  name: section?.name ?? "",
  marksCorrect: section?.marksCorrect === null || !section ? "" : String(section.marksCorrect),
  negativeMarks: section?.negativeMarks === null || !section ? "" : String(section.negativeMarks),
  timeLimitMinutes: section?.timeLimitMinutes ? String(section.timeLimitMinutes) : "",
  drawTag: section?.drawTag ?? "",
  drawCount: section?.drawCount ? String(section.drawCount) : "",
});

const numberOrNull = (value: FormValues[string]) => {
  const text = optionalText(value);
  return text === null ? null : Number(text);
};

export const sectionInput = (values: FormValues): MockTestSectionInput => ({
  name: requiredText(values.name),
  marksCorrect: numberOrNull(values.marksCorrect),
  negativeMarks: numberOrNull(values.negativeMarks),
  timeLimitMinutes: numberOrNull(values.timeLimitMinutes),
  drawTag: optionalText(values.drawTag),
  drawCount: numberOrNull(values.drawCount) ?? 0,
});
