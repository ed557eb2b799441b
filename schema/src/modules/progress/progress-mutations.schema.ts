import { z } from "zod";
import { builder } from "../../builder.ts";
import type { Context } from "../../context.ts";
import { viewerOf } from "../shared/viewer.ts";
import { courseProgressLoader, forgetProgress, lastLessonLoader } from "./progress.loaders.ts";
import { LessonProgressRef, ProgressStatusEnum } from "./progress.schema.ts";
import { reportLessonProgress, type ProgressWrite } from "./progress-report.service.ts";
import { resetLessonProgress, type ProgressRow, type ProgressTarget } from "./progress.service.ts";

// A week of seconds: far above any lesson, low enough to refuse nonsense.
const seconds = z
  .number()
  .int()
  .min(0)
  .max(86_400 * 7);

const LessonProgressInput = builder.inputType("LessonProgressInput", {
  fields: (t) => ({
    watchTime: t.int({ required: true, description: "Seconds watched.", validate: seconds }),
    totalDuration: t.int({ required: true, description: "Seconds; 0 keeps the known duration.", validate: seconds }),
    position: t.int({
      description: "Seconds into the video where playback is now (the resume point); null keeps the stored one.",
      validate: seconds.nullish(),
    }),
    status: t.field({
      type: ProgressStatusEnum,
      description: "null or completed; completion is one-way.",
      validate: z.enum(["in_progress", "completed"], { message: "status must be null or completed" }).nullish(),
    }),
  }),
});

const target = (context: Context, lessonId: string | number): ProgressTarget => ({
  viewer: viewerOf(context),
  lessonId: String(lessonId),
});

/**
 * Fields resolved after the write (courseProgress) must not read loader caches from before it; the course's
 * progress that the write statement returned is handed to them instead of being read again.
 */
async function fresh(context: Context, write: Promise<ProgressWrite>): Promise<ProgressRow> {
  const { progress, course } = await write;
  forgetProgress(context);
  // Every write stamps updatedAt, so the lesson just written is the learner's last one in its course.
  lastLessonLoader(context).prime({ userId: viewerOf(context).userId, courseId: progress.courseId }, progress.lessonId);
  if (course)
    courseProgressLoader(context).prime(
      { userId: course.userId, courseId: course.courseId },
      { ...course, lastLessonId: progress.lessonId },
    );
  return progress;
}

builder.mutationFields((t) => ({
  updateLessonProgress: t.field({
    type: LessonProgressRef,
    description: "Never reverts a completion; watchTime never decreases.",
    authScopes: { student: true },
    args: { lessonId: t.arg.id({ required: true }), input: t.arg({ type: LessonProgressInput, required: true }) },
    resolve: (_root, { lessonId, input }, context) =>
      fresh(context, reportLessonProgress(context.db, target(context, lessonId), input, context.awaitOutsideTurn)),
  }),
  completeLesson: t.field({
    type: LessonProgressRef,
    authScopes: { student: true },
    args: { lessonId: t.arg.id({ required: true }) },
    resolve: (_root, { lessonId }, context) =>
      fresh(
        context,
        reportLessonProgress(
          context.db,
          target(context, lessonId),
          { watchTime: 0, totalDuration: 0, status: "completed" },
          context.awaitOutsideTurn,
        ),
      ),
  }),
  resetLessonProgress: t.field({
    type: LessonProgressRef,
    description: "Back to not_started with no watch time.",
    authScopes: { student: true },
    args: { lessonId: t.arg.id({ required: true }) },
    resolve: (_root, { lessonId }, context) =>
      fresh(
        context,
        resetLessonProgress(context.prisma, target(context, lessonId)).then((progress) => ({ progress, course: null })),
      ),
  }),
}));
