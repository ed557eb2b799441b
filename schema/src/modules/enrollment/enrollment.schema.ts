import DataLoader from "dataloader";
import { createContextCache } from "@pothos/core";
import { EnrollmentStatus } from "@app/db";
import { builder } from "../../builder.ts";
import { learnerOwn, learnerOwnApartFromActivity, viewerDependentBatch } from "../shared/content-cache-marks.ts";
import type { Context } from "../../context.ts";
import { CourseRef } from "../courses/courses.schema.ts";
import { viewerOf } from "../shared/viewer.ts";
import { enroll, enrolledCourseIds, listEnrollments } from "./enrollment.service.ts";

export const EnrollmentStatusEnum = builder.enumType(EnrollmentStatus, { name: "EnrollmentStatus" });

export const EnrollmentRef = builder.prismaObject("Enrollment", {
  ...learnerOwn,
  fields: (t) => ({
    id: t.exposeID("id"),
    course: t.relation("course"),
    courseId: t.exposeID("courseId"),
    status: t.expose("status", { type: EnrollmentStatusEnum }),
    enrolledAt: t.expose("enrolledAt", { type: "DateTime" }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true }),
  }),
});

/** Whether the signed-in viewer is enrolled in each course: one statement for all of them. */
async function enrolledFlags(context: Context, courseIds: readonly string[]) {
  const enrolled = await enrolledCourseIds(context.db, viewerOf(context).userId, courseIds);
  return courseIds.map((id) => enrolled.has(id));
}

// One query per request for every Course.isEnrolled in the response (catalogue lists).
const viewerEnrollments = createContextCache(
  (context: Context) => new DataLoader<string, boolean>((courseIds) => enrolledFlags(context, courseIds)),
);

builder.objectField(CourseRef, "isEnrolled", (t) =>
  t.boolean({
    // The content cache keeps the catalogue for everyone and loads only this per signed-in reader (decision 026);
    // an enrolment is no lesson progress, so a watching learner's kept course page outlives their reports (050).
    ...viewerDependentBatch({ key: "id", load: enrolledFlags }, { apartFromActivity: true }),
    description: "False for anonymous viewers.",
    resolve: (course, _args, context) => (context.viewer ? viewerEnrollments(context).load(course.id) : false),
  }),
);

builder.queryFields((t) => ({
  myEnrollments: t.prismaField({
    ...learnerOwn,
    type: [EnrollmentRef],
    authScopes: { student: true },
    resolve: (query, _root, _args, context) => listEnrollments(context.prisma, viewerOf(context).userId, query),
  }),
  enrollmentStatus: t.boolean({
    // Their Enrollment row alone: the lesson page reads it on every lesson, while the player reports (decision 050).
    ...learnerOwnApartFromActivity,
    authScopes: { student: true },
    args: { courseId: t.arg.id({ required: true }) },
    resolve: (_root, { courseId }, context) => viewerEnrollments(context).load(String(courseId)),
  }),
}));

builder.mutationField("enroll", (t) =>
  t.prismaField({
    type: EnrollmentRef,
    authScopes: { student: true },
    args: { courseId: t.arg.id({ required: true }) },
    resolve: async (query, _root, { courseId }, context) => {
      const enrollment = await enroll(
        context.prisma,
        { userId: viewerOf(context).userId, courseId: String(courseId) },
        query,
      );
      viewerEnrollments(context).clearAll();
      return enrollment;
    },
  }),
);
