import type { AdminExamFragment, ExamInput } from "../../../gql-admin/graphql.ts";
import { fromLocalInput, toLocalInput } from "../listings-kit/dates.ts";
import { blankValues, optionalText, requiredText, type FieldSpec, type FormValues } from "../listings-kit/form-spec.ts";

// Spec section 3 (Exam: mode 'online' or otherwise); limits mirror ExamInput's rules.
export const examModes = ["online", "offline"] as const;

export const examFields: readonly FieldSpec[] = [
  { name: "title", label: "Title", kind: "text", max: 200, required: true },
  { name: "category", label: "Category", kind: "text", max: 80, required: true, helperText: "e.g. Engineering, Banking" },
  { name: "description", label: "Description", kind: "multiline", max: 5_000 },
  { name: "mode", label: "Mode", kind: "select", options: examModes, required: true },
  { name: "examDate", label: "Date and time", kind: "datetime", required: true },
  { name: "duration", label: "Duration (minutes)", kind: "integer", min: 1, max: 1_440, required: true },
  { name: "location", label: "Location", kind: "text", max: 200, helperText: "The centre, for offline exams" },
  { name: "maxParticipants", label: "Seats", kind: "integer", min: 1, max: 1_000_000, required: true, helperText: "Cannot go below the learners already registered" },
  { name: "published", label: "Published (shown on the Exams page)", kind: "checkbox" },
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
