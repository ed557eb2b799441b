import type { StaffCourseRowFragment } from "../../../gql-admin/graphql.ts";

export type CourseStatusLabel = "Draft" | "Published" | "Archived";

export function courseStatus(course: Pick<StaffCourseRowFragment, "published" | "archived">): CourseStatusLabel {
  if (course.archived) return "Archived";
  return course.published ? "Published" : "Draft";
}

export const statusColor = { Draft: "default", Published: "success", Archived: "warning" } as const;

/** Catalogue keys of the status names. */
export const statusLabel = {
  Draft: "admin:status.draft",
  Published: "admin:status.published",
  Archived: "admin:status.archived",
} as const;
