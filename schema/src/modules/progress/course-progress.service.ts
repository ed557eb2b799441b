// Course progress (spec section 5): round(completed / total lessons * 100). Loaded in batches so a list
// of enrollments or courses costs the same one statement whatever its length.
import type { Database, Enrollment, PrismaClient } from "@app/db";
import type { CourseFacts } from "../courses/course-visibility.ts";
import { returning, type ProgressRow } from "./progress.service.ts";

type Sql = Database["sql"];

export interface CourseKey {
  userId: string;
  courseId: string;
}

export interface CourseProgressShape extends CourseKey {
  /** What course-visibility.ts needs to decide whether the viewer may see this; null when the course is missing. */
  course: CourseFacts | null;
  totalLessons: number;
  completedLessonIds: string[];
  enrollment: Enrollment | null;
  /** The lesson whose progress changed last, when the statement that made this knew it (a write: its lesson). */
  lastLessonId?: string | null;
}

// The course progress each enrollment above was read with, so its `progress` field is answered from the same row
// without waiting on the loader (a promise per field costs the progress write measurable CPU, docs/performance.md).
const progressOfEnrollment = new WeakMap<Enrollment, CourseProgressShape>();

/** The course progress `enrollment` was read with, if it came from courseProgressOf. */
export const courseProgressWith = (enrollment: Enrollment) => progressOfEnrollment.get(enrollment);

export const coursePercent = (progress: Pick<CourseProgressShape, "totalLessons" | "completedLessonIds">) =>
  progress.totalLessons === 0 ? 0 : Math.round((progress.completedLessonIds.length / progress.totalLessons) * 100);

export const courseKey = ({ userId, courseId }: CourseKey) => `${userId}:${courseId}`;

export interface CourseProgressRow extends CourseKey {
  coursePublished: boolean | null;
  courseOwnerId: string | null;
  totalLessons: number;
  completedLessonIds: string[];
  enrollmentId: string | null;
  enrollmentStatus: Enrollment["status"] | null;
  enrolledAt: Date | null;
  completedAt: Date | null;
  /** Present when the statement read it (loadCourseProgress); a write's row leaves it to the last-lesson loader. */
  lastLessonId?: string | null;
}

/**
 * One statement for any number of keys: each (learner, course) pair with its lesson count, its completed
 * lessons, its enrollment and the lesson it changed last (where 'continue' leads), so a progress answer costs
 * one round trip (a second one for the last lesson cost the course page and the profile's enrollments a statement
 * each). Straight through the driver (`db.sql`, decision 007): Prisma's compilation of each statement cost the
 * learner's own reads more gateway CPU than the statement itself (docs/performance.md).
 */
export async function loadCourseProgress(sql: Sql, keys: readonly CourseKey[]): Promise<CourseProgressShape[]> {
  const rows = await sql<CourseProgressRow>`
    SELECT k."userId", k."courseId", c."published" AS "coursePublished", c."ownerId" AS "courseOwnerId",
      (SELECT count(*)::int FROM "Lesson" l WHERE l."courseId" = k."courseId") AS "totalLessons",
      COALESCE((SELECT array_agg(p."lessonId" ORDER BY p."lessonId") FROM "LessonProgress" p
        WHERE p."userId" = k."userId" AND p."courseId" = k."courseId" AND p."status" = 'completed'), '{}') AS "completedLessonIds",
      e."id" AS "enrollmentId", e."status"::text AS "enrollmentStatus", e."enrolledAt", e."completedAt",
      (SELECT p."lessonId" FROM "LessonProgress" p WHERE p."userId" = k."userId" AND p."courseId" = k."courseId"
        ORDER BY p."updatedAt" DESC, p."lessonId" LIMIT 1) AS "lastLessonId"
    FROM unnest(${keys.map((key) => key.userId)}::text[], ${keys.map((key) => key.courseId)}::text[]) AS k("userId", "courseId")
    LEFT JOIN "Course" c ON c."id" = k."courseId"
    LEFT JOIN "Enrollment" e ON e."userId" = k."userId" AND e."courseId" = k."courseId"`;
  const byKey = new Map(rows.map((row) => [courseKey(row), row]));
  return keys.map((key) => courseProgressOf(key, byKey.get(courseKey(key))));
}

export function courseProgressOf(key: CourseKey, row: CourseProgressRow | undefined): CourseProgressShape {
  const progress: CourseProgressShape = {
    ...key,
    course:
      row && row.coursePublished !== null
        ? { id: key.courseId, published: row.coursePublished, ownerId: row.courseOwnerId }
        : null,
    totalLessons: row?.totalLessons ?? 0,
    completedLessonIds: row?.completedLessonIds ?? [],
    enrollment: row?.enrollmentId ? enrollmentOf(key, row) : null,
  };
  if (row?.lastLessonId !== undefined) progress.lastLessonId = row.lastLessonId;
  if (progress.enrollment) progressOfEnrollment.set(progress.enrollment, progress);
  return progress;
}

function enrollmentOf(key: CourseKey, row: CourseProgressRow): Enrollment {
  return {
    id: row.enrollmentId!,
    userId: key.userId,
    courseId: key.courseId,
    status: row.enrollmentStatus!,
    enrolledAt: row.enrolledAt!,
    completedAt: row.completedAt,
  };
}

/** The lesson of each (learner, course) pair whose progress changed last, or null before any progress. */
export async function loadLastLessons(prisma: PrismaClient, keys: readonly CourseKey[]): Promise<(string | null)[]> {
  const rows = await prisma.$queryRaw<(CourseKey & { lessonId: string })[]>`
    SELECT DISTINCT ON (p."userId", p."courseId") p."userId", p."courseId", p."lessonId"
    FROM "LessonProgress" p
    JOIN unnest(${keys.map((key) => key.userId)}::text[], ${keys.map((key) => key.courseId)}::text[]) AS k("userId", "courseId")
      ON p."userId" = k."userId" AND p."courseId" = k."courseId"
    ORDER BY p."userId", p."courseId", p."updatedAt" DESC, p."lessonId"`;
  const byKey = new Map(rows.map((row) => [courseKey(row), row.lessonId]));
  return keys.map((key) => byKey.get(courseKey(key)) ?? null);
}

/** The viewer's rows of these lessons, straight through the driver like loadCourseProgress. */
export async function loadLessonProgress(sql: Sql, userId: string, lessonIds: readonly string[]) {
  const rows = await sql<ProgressRow>`
    SELECT ${returning} FROM "LessonProgress" WHERE "userId" = ${userId} AND "lessonId" = ANY(${[...lessonIds]}::text[])`;
  const byLesson = new Map(rows.map((row) => [row.lessonId, row]));
  return lessonIds.map((id) => byLesson.get(id) ?? null);
}
