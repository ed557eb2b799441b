import { examLimits } from "@app/schema/input-limits";
import type { AdminExamFragment, ExamInput } from "../../../gql-admin/graphql.ts";
import { fromLocalInput, toLocalInput } from "../listings-kit/dates.ts";
import { blankValues, optionalText, requiredText, type FieldSpec, type FormValues } from "../forms/form-spec.ts";

// Spec section 3 (Exam: mode 'online' or otherwise); the limits are ExamInput's own (schema/src/input-limits.ts).
export const examModes = ["online", "offline"] as const;

/** Catalogue keys of the modes' names; the stored values stay "online" and "offline". */
export const examModeLabels: Readonly<Record<string, string>> = {
  online: "admin-listings:exams.modes.online",
  offline: "admin-listings:exams.modes.offline",
};

// Texts are catalogue keys.
export const examFields: readonly FieldSpec[] = [
  { name: "title", label: "admin-listings:fields.title", kind: "text", max: examLimits.title, required: true },
  {
    name: "category",
    label: "admin-listings:fields.category",
    kind: "text",
    max: examLimits.category,
    required: true,
    helperText: "admin-listings:exams.categoryHelp",
  },
  { name: "description", label: "admin-listings:fields.description", kind: "multiline", max: examLimits.description },
  {
    name: "mode",
    label: "admin-listings:exams.mode",
    kind: "select",
    options: examModes,
    optionLabels: examModeLabels,
    required: true,
  },
  { name: "examDate", label: "admin-listings:exams.dateField", kind: "datetime", required: true },
  { name: "duration", label: "admin-listings:exams.duration", kind: "integer", ...examLimits.duration, required: true },
  {
    name: "location",
    label: "admin-listings:fields.location",
    kind: "text",
    max: examLimits.location,
    helperText: "admin-listings:exams.locationHelp",
  },
  {
    name: "maxParticipants",
    label: "admin-listings:exams.seats",
    kind: "integer",
    ...examLimits.maxParticipants,
    required: true,
    helperText: "admin-listings:exams.seatsHelp",
  },
  { name: "published", label: "admin-listings:exams.publishedField", kind: "checkbox" },
];

/** The server's code when the seats would drop below the registrations, shown on the seats field. */
export const examFieldMapping = { codeFields: { capacity_below_registrations: "maxParticipants" } };

export function examValues(exam: AdminExamFragment | null): FormValues {
  if (!exam) return { ...blankValues(examFields), mode: "online", published: true };
  return {
    title: exam.title,
    category: exam.category,
    description: exam.description,
    mode: exam.mode,
    examDate: toLocalInput(exam.examDate),
    duration: String(exam.duration),
    location: exam.location,
    maxParticipants: String(exam.maxParticipants),
    published: exam.published,
  };
}

export const examInput = (values: FormValues): ExamInput => ({
  title: requiredText(values.title),
  category: requiredText(values.category),
  description: optionalText(values.description),
  mode: requiredText(values.mode),
  examDate: fromLocalInput(requiredText(values.examDate)),
  duration: Number(requiredText(values.duration)),
  location: optionalText(values.location),
  maxParticipants: Number(requiredText(values.maxParticipants)),
  published: values.published === true,
});
