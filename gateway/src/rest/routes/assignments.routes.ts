// Assignments (docs/assignments.md): the learner's read, upload and submission, and the staff's grading queue and grade.
import { z } from "zod";
import { assignmentLimits } from "@app/schema/input-limits";
import type {
  RestGradeSubmissionMutation,
  RestGradingQueueQuery,
  RestLessonAssignmentQuery,
  RestSubmitAssignmentMutation,
} from "../generated/operations.ts";
import { defineRoute, type RestRoute } from "../rest-route.ts";
import { restAssignment, restGradingQueue, restSubmission, restSubmissionFile } from "../shapes/assignment.shape.ts";
import { id } from "./inputs.ts";

const tag = "Assignments";

export const assignmentRoutes: RestRoute[] = [
  defineRoute({
    method: "GET",
    path: "/api/lessons/:lessonId/assignment",
    auth: "bearer",
    tag,
    summary: "The lesson's assignment with the caller's submission (null when the lesson has none)",
    description: "For learners enrolled in the course and the course's staff.",
    operation: "RestLessonAssignment",
    params: z.object({ lessonId: id }),
    variables: ({ params }) => ({ lessonId: params.lessonId }),
    respond: (data: RestLessonAssignmentQuery) => data.lessonAssignment,
    response: restAssignment.nullable(),
    errors: [401, 403, 404],
  }),
  defineRoute({
    method: "POST",
    path: "/api/assignments/:assignmentId/files",
    auth: "bearer",
    tag,
    summary: "Upload one file for a submission (multipart form, field file; enrolled learners)",
    description:
      "The type is recognised by content against the assignment's accepted types (PDF; images: PNG, JPEG, WebP, GIF) and " +
      "the size against its maxFileBytes. Name the returned key in file_keys when submitting. The file is read back " +
      "with GET /api/submission-files/{key} and the bearer token, by its learner and the course's staff only.",
    params: z.object({ assignmentId: id }),
    upload: { field: "file" },
    ownHandler: true,
    respond: () => undefined,
    status: 201,
    response: restSubmissionFile,
    errors: [401, 403, 404, 409, 413, 415, 503],
  }),
  defineRoute({
    method: "POST",
    path: "/api/assignments/:assignmentId/submission",
    auth: "bearer",
    tag,
    summary: "Submit, or replace until graded, the caller's work: text and/or uploaded files",
    description:
      "409 submission_closed past the due date when late work is not accepted; 409 submission_graded once graded.",
    operation: "RestSubmitAssignment",
    params: z.object({ assignmentId: id }),
    body: z.object({
      text: z.string().max(assignmentLimits.submissionText).default(""),
      file_keys: z.array(z.string().min(1).max(512)).max(assignmentLimits.filesPerSubmission).default([]),
    }),
    variables: ({ params, body }) => ({ assignmentId: params.assignmentId, text: body.text, fileKeys: body.file_keys }),
    respond: (data: RestSubmitAssignmentMutation) => data.submitAssignment,
    response: restSubmission,
    errors: [400, 401, 403, 404, 409],
  }),
  defineRoute({
    method: "GET",
    path: "/api/grading/submissions",
    auth: "bearer",
    tag,
    summary: "Submissions to the caller's courses, oldest first (staff)",
    operation: "RestGradingQueue",
    query: z.object({
      course_id: id.optional(),
      ungraded_only: z.enum(["true", "false"]).optional(),
      first: z.coerce.number().int().min(1).max(50).default(50),
      after: id.optional(),
    }),
    variables: ({ query }) => ({
      filter: { courseId: query.course_id, ungradedOnly: query.ungraded_only === "true" },
      first: query.first,
      after: query.after,
    }),
    respond: (data: RestGradingQueueQuery) => data.gradingQueue,
    response: restGradingQueue,
    errors: [400, 401, 403],
  }),
  defineRoute({
    method: "POST",
    path: "/api/submissions/:submissionId/grade",
    auth: "bearer",
    tag,
    summary: "Grade (or regrade) a submission (the course's staff; audited)",
    operation: "RestGradeSubmission",
    params: z.object({ submissionId: id }),
    body: z.object({
      score: z.number().int().min(0).max(assignmentLimits.maxScore.max),
      feedback: z.string().max(assignmentLimits.feedback).optional(),
    }),
    variables: ({ params, body }) => ({
      submissionId: params.submissionId,
      score: body.score,
      feedback: body.feedback,
    }),
    respond: (data: RestGradeSubmissionMutation) => data.gradeSubmission,
    response: restSubmission,
    errors: [400, 401, 403, 404],
  }),
];
