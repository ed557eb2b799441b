// Staff's retry of a lesson video whose processing FAILED (docs/video.md), the REST twin of retryLessonVideo: who may
// retry, and when, is the schema's answer.
import { z } from "zod";
import { AppError } from "@app/schema";
import type { RestRetryLessonVideoMutation, RestRetryLessonVideoMutationVariables } from "../generated/operations.ts";
import { defineRoute, type RestRoute } from "../rest-route.ts";
import { restLessonVideo } from "../shapes/course.shape.ts";
import { id } from "./inputs.ts";

export const videoRoutes: RestRoute[] = [
  defineRoute({
    method: "POST",
    path: "/api/admin/lessons/:lessonId/video/retry",
    auth: "bearer",
    tag: "Staff",
    summary: "Queue another attempt at a lesson video whose processing failed (staff who may edit the lesson)",
    description:
      "Only a video in status FAILED can be retried (400 otherwise, with the reason); the answer is the lesson's video, " +
      "QUEUED again. The original upload is kept and stays playable meanwhile.",
    operation: "RestRetryLessonVideo",
    params: z.object({ lessonId: id }),
    variables: ({ params }): RestRetryLessonVideoMutationVariables => ({ lessonId: params.lessonId }),
    respond: (data: RestRetryLessonVideoMutation) => {
      if (!data.retryLessonVideo.video) throw new AppError("not_found", "The lesson has no uploaded video");
      return data.retryLessonVideo.video;
    },
    status: 202,
    response: restLessonVideo,
    errors: [400, 401, 403, 404],
  }),
];
