import type { StaffCourseRowFragment } from "../../../gql-admin/graphql.ts";

export type CourseStatusLabel = "Draft" | "Published" | "Archived";

export function courseStatus(course: Pick<StaffCourseRowFragment, "published" | "archived">): CourseStatusLabel {
  if (course.archived) return "Archived";
  return course.published ? "Published" : "Draft";
}

export const statusColor = { Draft: "default", Published: "success", Archived: "warning" } as const;
