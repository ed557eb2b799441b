// The statement that writes a set of progress reports (decision 043), and the rule that merges two reports of one
// learner for one lesson so that a set holds each learner's lesson once (a statement may not update a row twice).
import crypto from "node:crypto";
import type { Database, Prisma } from "@app/db";
import type { CourseProgressRow } from "./course-progress.service.ts";
import { returning, type ProgressReport, type ProgressRow } from "./progress.service.ts";

/** A report of the set: a learner's, for a lesson. */
export interface SetReport {
  userId: string;
  lessonId: string;
  report: ProgressReport;
}

/** A lesson's row after the write, with its course's progress as the statement saw it. */
export type WrittenRow = ProgressRow & Omit<CourseProgressRow, "completedAt"> & { enrollmentCompletedAt: Date | null };

/**
 * Two reports as one, by the rules the statement applies to a stored row (so writing them merged stores what
 * writing them one after the other would): the higher watch time, the later known duration and position, and a
 * completion in either.
 */
export function mergeReports(earlier: ProgressReport, later: ProgressReport): ProgressReport {
  return {
    watchTime: Math.max(earlier.watchTime, later.watchTime),
    totalDuration: later.totalDuration > 0 ? later.totalDuration : earlier.totalDuration,
    position: later.position ?? earlier.position,
    status: earlier.status === "completed" ? earlier.status : later.status,
  };
}

/** Code-point order of ids, the same in every process (and for UUIDs, the database's order too). */
export const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The reports' rows and the course's progress after the write, in one statement. Rows are inserted, and so locked,
 * in one order (learner, then lesson) in every process, so two gateways' sets cannot deadlock. The refusals (the
 * lesson missing or a draft's, the learner not enrolled) insert nothing and return no row. The position a report
 * lacks keeps the stored one: the rows of such reports are named in `keep`, since EXCLUDED has no column for it.
 * Straight through the driver (`db.sql`): Prisma's per-statement query compilation cost more CPU than the rest of
 * the hottest write of the product (docs/performance.md).
 */
export function writeReports(db: Database, visible: Prisma.Sql, reports: SetReport[]): Promise<WrittenRow[]> {
  const rows = [...reports]
    .sort((a, b) => compare(a.userId, b.userId) || compare(a.lessonId, b.lessonId))
    .map(({ userId, lessonId, report }) => ({ id: crypto.randomUUID(), userId, lessonId, ...report }));
  const keep = rows.filter((row) => row.position == null).map((row) => row.id);
  return db.sql<WrittenRow>`
    WITH written AS (
    INSERT INTO "LessonProgress" AS p
      ("id", "userId", "lessonId", "courseId", "status", "watchTime", "totalDuration", "lastPosition", "completedAt", "updatedAt")
    SELECT r."id", r."userId", l."id", l."courseId",
      (CASE WHEN r."completes" THEN 'completed' ELSE 'in_progress' END)::"ProgressStatus", r."watchTime",
      r."totalDuration", COALESCE(r."position", 0), CASE WHEN r."completes" THEN now() AT TIME ZONE 'UTC' END,
      now() AT TIME ZONE 'UTC'
    FROM unnest(${rows.map((row) => row.id)}::text[], ${rows.map((row) => row.userId)}::text[],
      ${rows.map((row) => row.lessonId)}::text[], ${rows.map((row) => row.status === "completed")}::boolean[],
      ${rows.map((row) => row.watchTime)}::int[], ${rows.map((row) => row.totalDuration)}::int[],
      ${rows.map((row) => row.position ?? null)}::int[])
      WITH ORDINALITY AS r("id", "userId", "lessonId", "completes", "watchTime", "totalDuration", "position", "at")
    JOIN "Lesson" l ON l."id" = r."lessonId"
    JOIN "Enrollment" e ON e."courseId" = l."courseId" AND e."userId" = r."userId"
    JOIN "Course" c ON c."id" = l."courseId" AND ${visible}
    ORDER BY r."at"
    ON CONFLICT ("userId", "lessonId") DO UPDATE SET
      "status" = CASE WHEN p."status" = 'completed' OR EXCLUDED."status" = 'completed'
        THEN 'completed'::"ProgressStatus" ELSE 'in_progress'::"ProgressStatus" END,
      "watchTime" = GREATEST(p."watchTime", EXCLUDED."watchTime"),
      "totalDuration" = CASE WHEN EXCLUDED."totalDuration" > 0 THEN EXCLUDED."totalDuration" ELSE p."totalDuration" END,
      "lastPosition" = CASE WHEN EXCLUDED."id" = ANY(${keep}::text[]) THEN p."lastPosition" ELSE EXCLUDED."lastPosition" END,
      "completedAt" = COALESCE(p."completedAt", EXCLUDED."completedAt"),
      "updatedAt" = EXCLUDED."updatedAt"
    RETURNING p."userId", ${returning})
    SELECT w.*, c."published" AS "coursePublished", c."ownerId" AS "courseOwnerId",
      (SELECT count(*)::int FROM "Lesson" l WHERE l."courseId" = w."courseId") AS "totalLessons",
      ARRAY(
        SELECT p."lessonId" FROM "LessonProgress" p
        WHERE p."userId" = w."userId" AND p."courseId" = w."courseId" AND p."status" = 'completed'
        UNION SELECT w."lessonId" WHERE w."status" = 'completed'
        ORDER BY 1
      ) AS "completedLessonIds",
      e."id" AS "enrollmentId", e."status"::text AS "enrollmentStatus", e."enrolledAt", e."completedAt" AS "enrollmentCompletedAt"
    FROM written w JOIN "Course" c ON c."id" = w."courseId"
    LEFT JOIN "Enrollment" e ON e."userId" = w."userId" AND e."courseId" = w."courseId"`;
}
