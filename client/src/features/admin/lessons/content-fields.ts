// The title every lesson content item carries, with LessonContentInput's rule (required, as long as a lesson's
// title: schema/src/input-limits.ts), checked by the forms kit before a round trip.
import { lessonLimits } from "@app/schema/input-limits";
import type { FieldSpec } from "../forms/form-spec.ts";

export const contentTitleField = (label: string): FieldSpec => ({
  name: "title",
  label,
  kind: "text",
  max: lessonLimits.title,
  required: true,
});
