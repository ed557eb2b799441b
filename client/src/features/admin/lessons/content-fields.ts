// The title every lesson content item carries, with LessonContentInput's rule (required, as long as a lesson's
// title: schema/src/input-limits.ts), checked by the forms kit before a round trip.
import type { TFunction } from "i18next";
import { lessonLimits } from "@app/schema/input-limits";
import { fieldsValidator, type FieldErrors, type FieldSpec } from "../forms/form-spec.ts";

/** The content editors with a title field of their own, by their catalogue section. */
export type TitledSection = "notes" | "slides";

export const contentTitleField = (section: TitledSection, t: TFunction): FieldSpec => ({
  name: "title",
  label: t(`admin-lessons:${section}.title`),
  kind: "text",
  max: lessonLimits.title,
  required: true,
});

export const contentTitleErrors = (section: TitledSection, title: string, t: TFunction): FieldErrors =>
  fieldsValidator([contentTitleField(section, t)])({ title }, t);
