import { ProgressStatus } from "@app/db";
import { builder } from "../../builder.ts";
import { viewerDependent } from "../shared/content-cache-marks.ts";
import type { Context } from "../../context.ts";
import { CourseNotFoundError } from "../courses/courses.errors.ts";
import { canSeeCourseContent } from "../courses/course-visibility.ts";
import { CourseRef } from "../courses/courses.schema.ts";
import { LessonRef } from "../lessons/lessons.schema.ts";
import { EnrollmentRef } from "../enrollment/enrollment.schema.ts";
import { viewerOf } from "../shared/viewer.ts";
import { coursePercent, courseProgressWith, type CourseProgressShape } from "./course-progress.service.ts";
import { courseProgressLoader, lastLessonLoader, viewerLessonProgressLoader } from "./progress.loaders.ts";
import { getLessonProgress, lessonPercent, notStarted, type ProgressRow } from "./progress.service.ts";
import { learnerOwn } from "../shared/content-cache-marks.ts";

export const ProgressStatusEnum = builder.enumType(ProgressStatus, { name: "ProgressStatus" });

const viewerCourseProgress = (context: Context, courseId: string) =>
  courseProgressLoader(context).load({ userId: viewerOf(context).userId, courseId });

/** Progress in a missing course, or in a draft the viewer may not see, is not shown (course-visibility.ts). */
const visibleProgress = (context: Context, progress: CourseProgressShape) =>
  progress.course !== null && canSeeCourseContent(context.viewer, progress.course);

const CourseProgressRef = builder.objectRef<CourseProgressShape>("CourseProgress").implement({
  ...learnerOwn,
  description: "The viewer's progress in one course; id is the course id.",
  fields: (t) => ({
    id: t.exposeID("courseId"),
    courseId: t.exposeID("courseId"),
    completedLessons: t.int({ resolve: (progress) => progress.completedLessonIds.length }),
    totalLessons: t.exposeInt("totalLessons"),
    percent: t.int({ description: "round(completed / total * 100).", resolve: coursePercent }),
    completedLessonIds: t.exposeIDList("completedLessonIds"),
    enrollment: t.field({ type: EnrollmentRef, nullable: true, resolve: (progress) => progress.enrollment }),
    lastLessonId: t.id({
      nullable: true,
      description: "The lesson whose progress changed last (where 'continue' leads); null before any progress.",
      resolve: (progress, _args, context) =>
        progress.lastLessonId !== undefined
          ? progress.lastLessonId
          : lastLessonLoader(context).load({ userId: progress.userId, courseId: progress.courseId }),
    }),
  }),
});

export const LessonProgressRef = builder.objectRef<ProgressRow>("LessonProgress").implement({
  ...learnerOwn,
  description: "The viewer's progress in one lesson; id is the lesson id.",
  fields: (t) => ({
    id: t.exposeID("lessonId"),
    lessonId: t.exposeID("lessonId"),
    courseId: t.exposeID("courseId"),
    status: t.expose("status", { type: ProgressStatusEnum }),
    watchTime: t.exposeInt("watchTime", { description: "Seconds." }),
    totalDuration: t.exposeInt("totalDuration", { description: "Seconds." }),
    lastPosition: t.exposeInt("lastPosition", { description: "Seconds into the video where playback last stopped." }),
    percent: t.int({
      description: "round(watchTime / totalDuration * 100); 100 when completed.",
      resolve: lessonPercent,
    }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", nullable: true }),
    courseProgress: t.field({
      type: CourseProgressRef,
      resolve: (progress, _args, context) => viewerCourseProgress(context, progress.courseId),
    }),
  }),
});

builder.objectField(CourseRef, "viewerProgress", (t) =>
  t.field({
    ...viewerDependent,
    type: CourseProgressRef,
    nullable: true,
    description: "Null for anonymous viewers, and where the course's content is hidden from the viewer (a draft).",
    resolve: (course, _args, context) =>
      context.viewer && canSeeCourseContent(context.viewer, course) ? viewerCourseProgress(context, course.id) : null,
  }),
);

builder.objectField(LessonRef, "viewerProgress", (t) =>
  t.field({
    ...viewerDependent,
    type: LessonProgressRef,
    nullable: true,
    description: "Null for anonymous viewers; status not_started when nothing is stored.",
    resolve: async (lesson, _args, context) => {
      if (!context.viewer) return null;
      return (await viewerLessonProgressLoader(context).load(lesson.id)) ?? notStarted(lesson.id, lesson.courseId);
    },
  }),
);

builder.objectField(EnrollmentRef, "progress", (t) =>
  t.int({
    description: "Course percent; 0 while the course is a draft the viewer may not see (the progress itself is kept).",
    resolve: (enrollment, _args, context) => {
      const percent = (progress: CourseProgressShape) =>
        visibleProgress(context, progress) ? coursePercent(progress) : 0;
      const known = courseProgressWith(enrollment);
      return known ? percent(known) : courseProgressLoader(context).load(enrollment).then(percent);
    },
  }),
);

builder.queryFields((t) => ({
  lessonProgress: t.field({
    type: LessonProgressRef,
    authScopes: { student: true },
    args: { lessonId: t.arg.id({ required: true }) },
    resolve: (_root, { lessonId }, context) => getLessonProgress(context.prisma, viewerOf(context), String(lessonId)),
  }),
  courseProgress: t.field({
    ...learnerOwn,
    type: CourseProgressRef,
    authScopes: { student: true },
    args: { courseId: t.arg.id({ required: true }) },
    resolve: async (_root, { courseId }, context) => {
      const progress = await viewerCourseProgress(context, String(courseId));
      if (!visibleProgress(context, progress)) throw new CourseNotFoundError();
      return progress;
    },
  }),
}));
