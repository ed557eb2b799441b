// The assignment editor's fields (docs/assignments.md); limits are AssignmentInput's own (schema/src/input-limits.ts).
import { assignmentLimits } from "@app/schema/input-limits";
import type { AssignmentInput, StaffAssignmentFieldsFragment } from "../../../gql-admin/graphql.ts";
import { fromLocalInput, toLocalInput } from "../listings-kit/dates.ts";
import type { FieldSpec, FormValues } from "../forms/form-spec.ts";

const MB = 1024 * 1024;

// Texts are catalogue keys.
export const assignmentFields: readonly FieldSpec[] = [
  { name: "dueAt", label: "admin-assignments:fields.dueAt", kind: "datetime" },
  {
    name: "maxScore",
    label: "admin-assignments:fields.maxScore",
    kind: "integer",
    ...assignmentLimits.maxScore,
    required: true,
  },
  {
    name: "maxFileMb",
    label: "admin-assignments:fields.maxFileMb",
    kind: "integer",
    min: 1,
    max: assignmentLimits.maxFileBytes.max / MB,
    required: true,
  },
  { name: "pdf", label: "admin-assignments:fields.pdf", kind: "checkbox" },
  { name: "image", label: "admin-assignments:fields.image", kind: "checkbox" },
  { name: "allowLate", label: "admin-assignments:fields.allowLate", kind: "checkbox" },
  { name: "requiredForCertificate", label: "admin-assignments:fields.required", kind: "checkbox" },
  {
    name: "passingScore",
    label: "admin-assignments:fields.passingScore",
    kind: "integer",
    min: 0,
    max: assignmentLimits.maxScore.max,
  },
];

export function assignmentValues(assignment: StaffAssignmentFieldsFragment | null | undefined): FormValues {
  return {
    dueAt: assignment?.dueAt ? toLocalInput(assignment.dueAt) : "",
    maxScore: String(assignment?.maxScore ?? 10),
    maxFileMb: String(Math.max(1, Math.round((assignment?.maxFileBytes ?? 10 * MB) / MB))),
    pdf: assignment ? assignment.acceptedFileTypes.includes("PDF") : true,
    image: assignment ? assignment.acceptedFileTypes.includes("IMAGE") : false,
    allowLate: assignment?.allowLate ?? false,
    requiredForCertificate: assignment?.requiredForCertificate ?? false,
    passingScore: assignment?.passingScore == null ? "" : String(assignment.passingScore),
  };
}

export function assignmentInput(values: FormValues, instructions: string): AssignmentInput {
  const text = (name: string) => String(values[name] ?? "").trim();
  return {
    instructions,
    dueAt: text("dueAt") ? fromLocalInput(text("dueAt")) : null,
    maxScore: Number(text("maxScore")),
    maxFileBytes: Number(text("maxFileMb")) * MB,
    acceptedFileTypes: [...(values.pdf ? (["PDF"] as const) : []), ...(values.image ? (["IMAGE"] as const) : [])],
    allowLate: values.allowLate === true,
    requiredForCertificate: values.requiredForCertificate === true,
    passingScore: text("passingScore") ? Number(text("passingScore")) : null,
  };
}
