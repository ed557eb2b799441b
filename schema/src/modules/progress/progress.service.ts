// Lesson progress (spec sections 4 and 5). Every write is one atomic INSERT ... ON CONFLICT statement (the reports
// of a set share one, progress-report.service.ts), so two tabs reporting at once cannot lose an update or revert a
// completion, on PGlite and PostgreSQL alike.
import crypto from "node:crypto";
import { Prisma, type PrismaClient, type ProgressStatus } from "@app/db";
import type { Viewer } from "../../context.ts";
import { visibleCourseSql, visibleCourseWhere } from "../courses/course-visibility.ts";
import { LessonNotFoundError } from "../lessons/lessons.errors.ts";
import { NotEnrolledError } from "../enrollment/enrollment.errors.ts";
import { syncCourseCompletion } from "./course-completion.service.ts";

export interface ProgressRow {
  lessonId: string;
  courseId: string;
  status: ProgressStatus;
  watchTime: number;
  totalDuration: number;
  lastPosition: number;
  completedAt: Date | null;
  updatedAt: Date | null;
}

export interface ProgressReport {
  watchTime: number;
  totalDuration: number;
  /** Where playback stopped (seconds); null or absent keeps the stored one. It may go back: learners rewind. */
  position?: number | null;
  /** Only "completed" changes the status; anything else keeps a completion or means in_progress. */
  status?: ProgressStatus | null;
}

/** Spec section 5: round(watchTime / totalDuration * 100), 0 without duration; a completed lesson is 100. */
export function lessonPercent(row: Pick<ProgressRow, "status" | "watchTime" | "totalDuration">): number {
  if (row.status === "completed") return 100;
  if (row.totalDuration <= 0) return 0;
  return Math.min(100, Math.round((row.watchTime / row.totalDuration) * 100));
}

export const notStarted = (lessonId: string, courseId: string): ProgressRow => ({
  lessonId,
  courseId,
  status: "not_started",
  watchTime: 0,
  totalDuration: 0,
  lastPosition: 0,
  completedAt: null,
  updatedAt: null,
});

export const returning = Prisma.sql`"lessonId", "courseId", "status"::text AS "status", "watchTime", "totalDuration", "lastPosition", "completedAt", "updatedAt"`;

/** The viewer's progress in a lesson of a course they may see (a draft's lesson is not found). */
export async function getLessonProgress(prisma: PrismaClient, viewer: Viewer, lessonId: string): Promise<ProgressRow> {
  const lesson = await prisma.lesson.findFirst({
    where: { id: lessonId, course: visibleCourseWhere(viewer) },
    select: { courseId: true, progress: { where: { userId: viewer.userId } } },
  });
  if (!lesson) throw new LessonNotFoundError();
  return lesson.progress[0] ?? notStarted(lessonId, lesson.courseId);
}

/**
 * Writes need the lesson to exist and the learner to be enrolled in its course. The upserts (below, and the
 * reports' in progress-report.service.ts) read both inside the write (INSERT ... SELECT over Lesson and
 * Enrollment), so this runs only when they wrote nothing, to tell the two refusals apart.
 */
export async function refusal(prisma: PrismaClient, { viewer, lessonId }: ProgressTarget): Promise<Error> {
  const lesson = await prisma.lesson.findFirst({
    where: { id: lessonId, course: visibleCourseWhere(viewer) },
    select: { id: true },
  });
  return lesson ? new NotEnrolledError() : new LessonNotFoundError();
}

export interface ProgressTarget {
  viewer: Viewer;
  lessonId: string;
}

/**
 * The rows an upsert inserts: the lesson joined to the learner's enrollment in its course, or none. A draft's
 * lessons take no progress (its enrollments and their progress rows stay as they are until it is published).
 */
const enrolledLesson = ({ viewer, lessonId }: ProgressTarget) => Prisma.sql`
  FROM "Lesson" l JOIN "Enrollment" e ON e."courseId" = l."courseId" AND e."userId" = ${viewer.userId}
  JOIN "Course" c ON c."id" = l."courseId" AND ${visibleCourseSql(viewer, "c")}
  WHERE l."id" = ${lessonId}`;

/**
 * Clears the watch counters and the resume position; the known duration is kept. Completion is one-way (spec
 * section 4): a completed lesson stays completed, any other goes back to not_started.
 */
export async function resetLessonProgress(prisma: PrismaClient, target: ProgressTarget): Promise<ProgressRow> {
  const userId = target.viewer.userId;
  const [row] = await prisma.$queryRaw<ProgressRow[]>`
    INSERT INTO "LessonProgress" AS p ("id", "userId", "lessonId", "courseId", "status", "watchTime", "totalDuration", "updatedAt")
    SELECT ${crypto.randomUUID()}, ${userId}, l."id", l."courseId", 'not_started', 0, 0, now() AT TIME ZONE 'UTC'
    ${enrolledLesson(target)}
    ON CONFLICT ("userId", "lessonId") DO UPDATE SET
      "status" = CASE WHEN p."status" = 'completed' THEN p."status" ELSE 'not_started'::"ProgressStatus" END,
      "watchTime" = 0, "lastPosition" = 0, "updatedAt" = EXCLUDED."updatedAt"
    RETURNING ${returning}`;
  if (!row) throw await refusal(prisma, target);
  await syncCourseCompletion(prisma, userId, row.courseId);
  return row;
}
