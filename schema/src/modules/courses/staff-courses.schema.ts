// The staff console's course reads (docs/staff-console.md): staff-only fields of Course and the staff lists. Never served
// from the content cache (their fields are marked staffOnly, and the staff roots are not public content).
import { z } from "zod";
import { builder } from "../../builder.ts";
import { staffOnly } from "../shared/content-cache-marks.ts";
import type { Context } from "../../context.ts";
import { viewerOf } from "../shared/viewer.ts";
import { StaffUserRef } from "../users/staff-user-ref.schema.ts";
import { canAuthor } from "./course-access.ts";
import { findStaffCourse, listStaffCourses } from "./course-authoring.service.ts";
import { CourseRef } from "./courses.schema.ts";

const CourseStatusEnum = builder.enumType("CourseStatus", { values: ["draft", "published"] as const });

// Staff-only fields answer only for the courses the viewer authors (admins: all); anyone else gets forbidden.
const authorOnly = (course: { ownerId: string | null }, _args: object, context: Context) =>
  canAuthor(context.viewer, course);

builder.prismaObjectFields(CourseRef, (t) => ({
  archived: t.exposeBoolean("archived", {
    ...staffOnly,
    authScopes: authorOnly,
    description: "Staff only. Archived courses are unpublished.",
  }),
  updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  enrollmentCount: t.relationCount("enrollments", { ...staffOnly, authScopes: authorOnly, description: "Staff only." }),
  owner: t.relation("owner", {
    ...staffOnly,
    type: StaffUserRef,
    nullable: true,
    authScopes: authorOnly,
    description: "Staff only.",
  }),
}));

builder.queryFields((t) => ({
  staffCourses: t.prismaField({
    type: [CourseRef],
    description: "Courses the viewer authors (admins: all), drafts included, most recently updated first.",
    authScopes: { staff: true },
    args: {
      search: t.arg.string({
        description: "Title, description or category (contains), or an exact tag.",
        validate: z.string().max(200).nullish(),
      }),
      status: t.arg({ type: CourseStatusEnum }),
      includeArchived: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (query, _root, args, context) => listStaffCourses(context.prisma, viewerOf(context), args, query),
  }),
  staffCourse: t.prismaField({
    type: CourseRef,
    nullable: true,
    description: "A course the viewer authors, drafts included; null when missing or not theirs.",
    authScopes: { staff: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, context) => findStaffCourse(context.prisma, viewerOf(context), String(id), query),
  }),
}));
