// Lesson progress (spec sections 4 and 5). Every write is one atomic INSERT ... ON CONFLICT statement, so
// two tabs reporting at once cannot lose an update or revert a completion, on PGlite and PostgreSQL alike.
import crypto from "node:crypto";
import { Prisma, type Database, type PrismaClient, type ProgressStatus } from "@app/db";
import type { Viewer } from "../../context.ts";
import { visibleCourseSql, visibleCourseWhere } from "../courses/course-visibility.ts";
import { LessonNotFoundError } from "../lessons/lessons.errors.ts";
import { NotEnrolledError } from "../enrollment/enrollment.errors.ts";
import { syncCourseCompletion } from "./course-completion.service.ts";
import { courseProgressOf, type CourseProgressRow, type CourseProgressShape } from "./course-progress.service.ts";

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

const returning = Prisma.sql`"lessonId", "courseId", "status"::text AS "status", "watchTime", "totalDuration", "lastPosition", "completedAt", "updatedAt"`;

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
 * Writes need the lesson to exist and the learner to be enrolled in its course. The upserts below read both
 * inside the write (INSERT ... SELECT over Lesson and Enrollment), so this runs only when they wrote nothing,
 * to tell the two refusals apart.
 */
async function refusal(prisma: PrismaClient, { viewer, lessonId }: ProgressTarget): Promise<Error> {
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

type WrittenRow = ProgressRow & Omit<CourseProgressRow, "completedAt"> & { enrollmentCompletedAt: Date | null };

export interface ProgressWrite {
  progress: ProgressRow;
  /** The course's progress after the write, when the statement could tell it (null: read it afresh). */
  course: CourseProgressShape | null;
}

/**
 * The write and the course's progress after it in one statement. The course part reads the snapshot from
 * before the INSERT (data-modifying CTEs are invisible to their own statement), so this lesson is added to the
 * completed ones by hand; completion never reverts, so nothing ever needs taking out. The statement goes
 * straight through the driver (`db.sql`): it is the hottest write of the product (a report every few seconds
 * per watching learner), and Prisma's per-statement query compilation cost more CPU than the rest of it.
 */
export async function reportLessonProgress(
  db: Database,
  target: ProgressTarget,
  report: ProgressReport,
): Promise<ProgressWrite> {
  const { prisma } = db;
  const {
    viewer: { userId },
    lessonId,
  } = target;
  const completes = report.status === "completed";
  const reportsPosition = report.position != null;
  const [row] = await db.sql<WrittenRow>`
    WITH written AS (
    INSERT INTO "LessonProgress" AS p
      ("id", "userId", "lessonId", "courseId", "status", "watchTime", "totalDuration", "lastPosition", "completedAt", "updatedAt")
    SELECT ${crypto.randomUUID()}, ${userId}, l."id", l."courseId",
      ${completes ? "completed" : "in_progress"}::"ProgressStatus", ${report.watchTime}, ${report.totalDuration},
      ${report.position ?? 0}, CASE WHEN ${completes} THEN now() AT TIME ZONE 'UTC' END, now() AT TIME ZONE 'UTC'
    ${enrolledLesson(target)}
    ON CONFLICT ("userId", "lessonId") DO UPDATE SET
      "status" = CASE WHEN p."status" = 'completed' OR EXCLUDED."status" = 'completed'
        THEN 'completed'::"ProgressStatus" ELSE 'in_progress'::"ProgressStatus" END,
      "watchTime" = GREATEST(p."watchTime", EXCLUDED."watchTime"),
      "totalDuration" = CASE WHEN EXCLUDED."totalDuration" > 0 THEN EXCLUDED."totalDuration" ELSE p."totalDuration" END,
      "lastPosition" = CASE WHEN ${reportsPosition} THEN EXCLUDED."lastPosition" ELSE p."lastPosition" END,
      "completedAt" = COALESCE(p."completedAt", EXCLUDED."completedAt"),
      "updatedAt" = EXCLUDED."updatedAt"
    RETURNING ${returning})
    SELECT w.*, c."published" AS "coursePublished", c."ownerId" AS "courseOwnerId",
      (SELECT count(*)::int FROM "Lesson" l WHERE l."courseId" = w."courseId") AS "totalLessons",
      ARRAY(
        SELECT p."lessonId" FROM "LessonProgress" p
        WHERE p."userId" = ${userId} AND p."courseId" = w."courseId" AND p."status" = 'completed'
        UNION SELECT w."lessonId" WHERE w."status" = 'completed'
        ORDER BY 1
      ) AS "completedLessonIds",
      e."id" AS "enrollmentId", e."status"::text AS "enrollmentStatus", e."enrolledAt", e."completedAt" AS "enrollmentCompletedAt"
    FROM written w JOIN "Course" c ON c."id" = w."courseId"
    LEFT JOIN "Enrollment" e ON e."userId" = ${userId} AND e."courseId" = w."courseId"`;
  if (!row) throw await refusal(prisma, target);
  const { courseId, status, watchTime, totalDuration, lastPosition, completedAt, updatedAt } = row;
  const progress: ProgressRow = {
    lessonId,
    courseId,
    status,
    watchTime,
    totalDuration,
    lastPosition,
    completedAt,
    updatedAt,
  };
  // A completion may complete the course too: its enrollment changes after this statement.
  if (completes) {
    await syncCourseCompletion(prisma, userId, courseId);
    return { progress, course: null };
  }
  return {
    progress,
    course: courseProgressOf({ userId, courseId }, { ...row, userId, completedAt: row.enrollmentCompletedAt }),
  };
}

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
