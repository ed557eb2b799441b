// The lesson details form's fields, with LessonInput's own limits (schema/src/input-limits.ts); the kit's validator
// checks them before a round trip and test/input-limits.contract.test.ts checks them against the server's rules.
import { lessonLimits } from "@app/schema/input-limits";
import type { FieldSpec } from "../forms/form-spec.ts";

export const lessonDetailsFields = [
  { name: "title", label: "admin-lessons:details.title", kind: "text", max: lessonLimits.title, required: true },
  { name: "duration", label: "admin:courseForm.duration", kind: "integer", ...lessonLimits.duration },
  { name: "description", label: "admin-lessons:details.description", kind: "multiline", max: lessonLimits.description },
] as const satisfies readonly FieldSpec[];
