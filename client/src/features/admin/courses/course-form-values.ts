// Course form values as typed (strings for numbers), their checks (CourseInput's own limits, from
// schema/src/input-limits.ts) and the CourseInput they become.
import { courseLimits } from "@app/schema/input-limits";
import type { CourseInput, StaffCourseFieldsFragment } from "../../../gql-admin/graphql.ts";
import type { TFunction } from "i18next";
import type { Validator } from "../forms/form-spec.ts";

export interface CourseFormValues {
  title: string;
  description: string;
  categories: string[];
  tags: string[];
  level: string;
  duration: string;
  price: string;
  teacherName: string;
  teacherDescription: string;
  learningObjectives: string;
  prerequisites: string;
  targetAudience: string;
}

export type CourseFormErrors = Partial<Record<keyof CourseFormValues, string>>;

export const levels = ["Beginner", "Intermediate", "Advanced"];

export function courseFormValues(course: StaffCourseFieldsFragment | null): CourseFormValues {
  return {
    title: course?.title ?? "",
    description: course?.description ?? "",
    categories: course?.categories ?? [],
    tags: course?.tags ?? [],
    level: course?.level ?? "",
    duration: course ? String(course.duration) : "",
    price: course ? String(course.price) : "0",
    teacherName: course?.teacherName ?? "",
    teacherDescription: course?.teacherDescription ?? "",
    learningObjectives: course?.learningObjectives ?? "",
    prerequisites: course?.prerequisites ?? "",
    targetAudience: course?.targetAudience ?? "",
  };
}

const textFields = [
  "title",
  "description",
  "level",
  "teacherName",
  "teacherDescription",
  "learningObjectives",
  "prerequisites",
  "targetAudience",
] as const satisfies readonly (keyof CourseFormValues & keyof typeof courseLimits)[];

/** The longest text each field takes. */
export const maxLengths: Readonly<Partial<Record<keyof CourseFormValues, number>>> = Object.fromEntries(
  textFields.map((field) => [field, courseLimits[field]]),
);

function numberError(
  text: string,
  { integer, max }: { integer: boolean; max: number },
  t: TFunction,
): string | undefined {
  if (!text.trim()) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) return t("admin:validation.nonNegative");
  if (integer && !Number.isInteger(value)) return t("admin:validation.whole");
  if (value > max) return t("admin:validation.atMost", { max });
  return undefined;
}

export const validateCourse: Validator<CourseFormValues, CourseFormErrors> = (values, t) => {
  const errors: CourseFormErrors = {};
  if (!values.title.trim()) errors.title = t("admin:validation.titleRequired");
  for (const [field, max] of Object.entries(maxLengths) as [keyof CourseFormValues, number][]) {
    const value = values[field];
    if (!errors[field] && typeof value === "string" && value.trim().length > max)
      errors[field] = t("admin:validation.maxChars", { max });
  }
  const { categories, tags } = courseLimits;
  if (values.categories.length > categories.maxItems)
    errors.categories = t("admin:validation.maxCategories", { max: categories.maxItems });
  else if (values.categories.some((c) => c.trim().length > categories.itemMax))
    errors.categories = t("admin:validation.categoryLength", { max: categories.itemMax });
  if (values.tags.length > tags.maxItems) errors.tags = t("admin:validation.maxTags", { max: tags.maxItems });
  else if (values.tags.some((tag) => tag.trim().length > tags.itemMax))
    errors.tags = t("admin:validation.tagLength", { max: tags.itemMax });
  const duration = numberError(values.duration, { integer: true, max: courseLimits.duration.max }, t);
  if (duration) errors.duration = duration;
  const price = numberError(values.price, { integer: false, max: courseLimits.price.max }, t);
  if (price) errors.price = price;
  return errors;
};

const cleanList = (items: string[]) => [...new Set(items.map((item) => item.trim()).filter(Boolean))];

export function toCourseInput(values: CourseFormValues): CourseInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    categories: cleanList(values.categories),
    tags: cleanList(values.tags),
    level: values.level.trim(),
    duration: values.duration.trim() ? Number(values.duration) : 0,
    price: values.price.trim() ? Number(values.price) : 0,
    teacherName: values.teacherName.trim(),
    teacherDescription: values.teacherDescription.trim(),
    learningObjectives: values.learningObjectives.trim(),
    prerequisites: values.prerequisites.trim(),
    targetAudience: values.targetAudience.trim(),
  };
}
