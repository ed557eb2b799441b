// Enrollment and progress (spec section 7): bearer routes acting for the signed-in learner only.
import { z } from "zod";
import { defineRoute, type RestRoute } from "../rest-route.ts";
import type {
  RestCourseProgressQuery,
  RestEnrollMutation,
  RestEnrollmentCheckQuery,
  RestLessonProgressFieldsFragment,
  RestLessonProgressQuery,
  RestMyEnrollmentsQuery,
  RestUpdateLessonProgressMutation,
  RestUpdateLessonProgressMutationVariables,
} from "../generated/operations.ts";
import {
  restCourseProgress,
  restEnrollment,
  restLessonProgress,
  toRestCourseProgress,
  toRestEnrollment,
  toRestLessonProgress,
} from "../shapes/learning.shape.ts";
import { id } from "./inputs.ts";

// A day of video is far beyond any lesson; larger numbers are input errors, not progress.
const seconds = z.number().min(0).max(86_400).transform(Math.round);
const lessonParams = z.object({ lessonId: id });

const progressRoute = (action: "complete" | "reset", operation: string, summary: string) =>
  defineRoute({
    method: "POST",
    path: `/api/progress/lesson/:lessonId/${action}`,
    auth: "bearer",
    tag: "Progress",
    summary,
    description: "No request body (a JSON content type with an empty body is accepted).",
    operation,
    params: lessonParams,
    variables: ({ params }) => ({ lessonId: params.lessonId }),
    respond: (data: Record<string, RestLessonProgressFieldsFragment>) => toRestLessonProgress(Object.values(data)[0]),
    response: restLessonProgress,
    errors: [400, 401, 403, 404],
  });

export const learningRoutes: RestRoute[] = [
  defineRoute({
    method: "GET",
    path: "/api/enrollments/my",
    auth: "bearer",
    tag: "Enrollments",
    summary: "The learner's enrollments with course summary, status and progress",
    operation: "RestMyEnrollments",
    respond: (data: RestMyEnrollmentsQuery) => data.myEnrollments.map(toRestEnrollment),
    response: z.array(restEnrollment),
    errors: [401],
  }),
  defineRoute({
    method: "GET",
    path: "/api/enrollments/check/:courseId",
    auth: "bearer",
    tag: "Enrollments",
    summary: "Whether the learner is enrolled in a course",
    operation: "RestEnrollmentCheck",
    params: z.object({ courseId: id }),
    variables: ({ params }) => ({ courseId: params.courseId }),
    respond: (data: RestEnrollmentCheckQuery) => ({ enrolled: data.enrollmentStatus }),
    response: z.object({ enrolled: z.boolean() }),
    errors: [400, 401],
  }),
  defineRoute({
    method: "POST",
    path: "/api/enrollments",
    auth: "bearer",
    tag: "Enrollments",
    summary: "Enrol the learner in a published course",
    operation: "RestEnroll",
    body: z.object({ course_id: id }),
    variables: ({ body }) => ({ courseId: body.course_id }),
    respond: (data: RestEnrollMutation) => toRestEnrollment(data.enroll),
    status: 201,
    response: restEnrollment,
    // 402: a paid course is bought through /api/payments/orders (docs/payments.md).
    errors: [400, 401, 402, 404, 409],
  }),
  defineRoute({
    method: "GET",
    path: "/api/progress/lesson/:lessonId",
    auth: "bearer",
    tag: "Progress",
    summary: "The learner's progress in a lesson (not_started when none is stored)",
    operation: "RestLessonProgress",
    params: lessonParams,
    variables: ({ params }) => ({ lessonId: params.lessonId }),
    respond: (data: RestLessonProgressQuery) => toRestLessonProgress(data.lessonProgress),
    response: restLessonProgress,
    errors: [400, 401, 404],
  }),
  defineRoute({
    method: "GET",
    path: "/api/progress/course/:courseId",
    auth: "bearer",
    tag: "Progress",
    summary: "The learner's overall progress in a course",
    operation: "RestCourseProgress",
    params: z.object({ courseId: id }),
    variables: ({ params }) => ({ courseId: params.courseId }),
    respond: (data: RestCourseProgressQuery) => toRestCourseProgress(data.courseProgress),
    response: restCourseProgress,
    errors: [400, 401, 404],
  }),
  defineRoute({
    method: "POST",
    path: "/api/progress/lesson/:lessonId/update",
    auth: "bearer",
    tag: "Progress",
    summary: "Record watch time; completed is never reverted and watch time never decreases",
    operation: "RestUpdateLessonProgress",
    params: lessonParams,
    body: z.object({
      watchTime: seconds.describe("Seconds watched."),
      totalDuration: seconds.describe("Length of the video in seconds."),
      status: z.enum(["not_started", "in_progress", "completed"]).nullish(),
    }),
    variables: ({ params, body }): RestUpdateLessonProgressMutationVariables => ({
      lessonId: params.lessonId,
      input: { watchTime: body.watchTime, totalDuration: body.totalDuration, status: body.status ?? null },
    }),
    respond: (data: RestUpdateLessonProgressMutation) => toRestLessonProgress(data.updateLessonProgress),
    response: restLessonProgress,
    errors: [400, 401, 403, 404],
  }),
  progressRoute("complete", "RestCompleteLesson", "Mark a lesson completed"),
  progressRoute("reset", "RestResetLessonProgress", "Clear the learner's progress in a lesson"),
];
