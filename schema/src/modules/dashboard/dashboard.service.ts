// The staff dashboard (docs/staff-console.md): platform figures for admins; for instructors the same course figures limited to
// the courses they own. A handful of statements whatever the data size: counts and per-day groups run in SQL.
import type { Database } from "@app/db";

/** Null: the whole platform (admins); otherwise the owner whose courses are counted (instructors). */
export type CourseOwner = string | null;

export const DAILY_DAYS = 30;
export const TOP_COURSES = 5;

export interface DashboardTotals {
  learners: number;
  signupsLast7Days: number;
  signupsLast30Days: number;
  examRegistrations: number;
  enrollments: number;
  lessonCompletions: number;
  certificatesIssued: number;
}

export interface DailyActivity {
  date: string;
  enrollments: number;
  completions: number;
}

export interface CourseStatRow {
  courseId: string;
  enrollments: number;
  completed: number;
}

type Sql = Database["sql"];

/** Learners are accounts with the student role; sign-ups count every account created in the window. */
export async function dashboardTotals(sql: Sql, owner: CourseOwner): Promise<DashboardTotals> {
  const [row] = await sql<DashboardTotals>`
    WITH scoped AS (SELECT "id" FROM "Course" WHERE ${owner}::text IS NULL OR "ownerId" = ${owner})
    SELECT
      (SELECT count(*) FROM "User" WHERE "role" = 'student')::int AS "learners",
      (SELECT count(*) FROM "User" WHERE "createdAt" >= (now() AT TIME ZONE 'UTC') - interval '7 days')::int AS "signupsLast7Days",
      (SELECT count(*) FROM "User" WHERE "createdAt" >= (now() AT TIME ZONE 'UTC') - interval '30 days')::int AS "signupsLast30Days",
      (SELECT count(*) FROM "ExamRegistration")::int AS "examRegistrations",
      (SELECT count(*) FROM "Enrollment" WHERE "courseId" IN (SELECT "id" FROM scoped))::int AS "enrollments",
      (SELECT count(*) FROM "LessonProgress"
        WHERE "status" = 'completed' AND "courseId" IN (SELECT "id" FROM scoped))::int AS "lessonCompletions",
      (SELECT count(*) FROM "Certificate" WHERE "replacedAt" IS NULL AND "courseId" IN (SELECT "id" FROM scoped))::int AS "certificatesIssued"`;
  return row;
}

/** One row per UTC day of the last 30 (today last), zeros included; timestamps are stored in UTC, so ::date is the UTC day. */
export function dailyActivity(sql: Sql, owner: CourseOwner): Promise<DailyActivity[]> {
  return sql<DailyActivity>`
    WITH days AS (
      SELECT generate_series((now() AT TIME ZONE 'UTC')::date - ${DAILY_DAYS - 1}::int, (now() AT TIME ZONE 'UTC')::date, interval '1 day')::date AS "day"
    ),
    scoped AS (SELECT "id" FROM "Course" WHERE ${owner}::text IS NULL OR "ownerId" = ${owner}),
    enrolled AS (
      SELECT "enrolledAt"::date AS "day", count(*)::int AS "n" FROM "Enrollment"
      WHERE "courseId" IN (SELECT "id" FROM scoped) AND "enrolledAt" >= (SELECT min("day") FROM days)
      GROUP BY 1
    ),
    completed AS (
      SELECT "completedAt"::date AS "day", count(*)::int AS "n" FROM "LessonProgress"
      WHERE "status" = 'completed' AND "courseId" IN (SELECT "id" FROM scoped) AND "completedAt" >= (SELECT min("day") FROM days)
      GROUP BY 1
    )
    SELECT to_char(days."day", 'YYYY-MM-DD') AS "date",
           coalesce(enrolled."n", 0)::int AS "enrollments",
           coalesce(completed."n", 0)::int AS "completions"
    FROM days LEFT JOIN enrolled USING ("day") LEFT JOIN completed USING ("day")
    ORDER BY days."day"`;
}

/**
 * The most-enrolled courses, with how many of their enrolled learners completed every lesson: a learner counts
 * when their completed lessons of the course equal its lesson count (a course without lessons has none).
 * Ties go to the course created first.
 */
export function topCourses(sql: Sql, owner: CourseOwner): Promise<CourseStatRow[]> {
  return sql<CourseStatRow>`
    WITH top AS (
      SELECT e."courseId", count(*)::int AS "enrollments", min(c."createdAt") AS "createdAt"
      FROM "Enrollment" e JOIN "Course" c ON c."id" = e."courseId"
      WHERE ${owner}::text IS NULL OR c."ownerId" = ${owner}
      GROUP BY e."courseId"
      ORDER BY "enrollments" DESC, "createdAt", e."courseId"
      LIMIT ${TOP_COURSES}::int
    ),
    lessons AS (
      SELECT "courseId", count(*)::int AS "n" FROM "Lesson" WHERE "courseId" IN (SELECT "courseId" FROM top) GROUP BY 1
    ),
    finished AS (
      SELECT p."courseId", p."userId" FROM "LessonProgress" p
      JOIN "Enrollment" e ON e."userId" = p."userId" AND e."courseId" = p."courseId"
      JOIN lessons l ON l."courseId" = p."courseId"
      WHERE p."status" = 'completed'
      GROUP BY p."courseId", p."userId", l."n"
      HAVING count(*) = l."n"
    )
    SELECT top."courseId", top."enrollments",
           (SELECT count(*) FROM finished f WHERE f."courseId" = top."courseId")::int AS "completed"
    FROM top
    ORDER BY top."enrollments" DESC, top."createdAt", top."courseId"`;
}
