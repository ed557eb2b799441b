// The benchmark floor (docs/performance.md): the same data as the REST facade's course and progress routes, read with
// hand-written SQL through the raw driver and shaped straight into the documented JSON. No Prisma, no GraphQL.
import crypto from "node:crypto";
import type { Database } from "@app/db";

/** What the floor needs of the database: raw statements only. */
export type FloorDatabase = Pick<Database, "query">;

const courseColumns = `
  c."id", c."title", c."description", c."thumbnail", c."level", c."duration", c."pricePaise",
  c."teacherName", c."teacherDescription", c."learningObjectives", c."prerequisites", c."targetAudience",
  COALESCE((SELECT array_agg(cat."name" ORDER BY cat."sortOrder", cat."name")
    FROM "_CategoryToCourse" link JOIN "Category" cat ON cat."id" = link."A" WHERE link."B" = c."id"), '{}') AS "categories",
  c."tags",
  (SELECT count(*)::int FROM "Lesson" l WHERE l."courseId" = c."id") AS "lessonCount",
  (SELECT COALESCE(sum(l."duration"), 0)::int FROM "Lesson" l WHERE l."courseId" = c."id") AS "totalMinutes",
  c."createdAt"`;

type Row = Record<string, unknown>;

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

function restCourse(row: Row) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    thumbnail: row.thumbnail,
    level: row.level,
    duration: row.duration,
    // Rupees and paise as the REST shape answers them (decision 030).
    price: (row.pricePaise as number) / 100,
    price_paise: row.pricePaise,
    currency: "INR",
    teacher_name: row.teacherName,
    teacher_description: row.teacherDescription,
    learning_objectives: row.learningObjectives,
    prerequisites: row.prerequisites,
    target_audience: row.targetAudience,
    categories: row.categories,
    tags: row.tags,
    lesson_count: row.lessonCount,
    total_minutes: row.totalMinutes,
    createdAt: iso(row.createdAt),
  };
}

export async function publishedCourses(db: FloorDatabase) {
  const rows = await db.query(
    `SELECT ${courseColumns} FROM "Course" c WHERE c."published" ORDER BY c."createdAt", c."id"`,
  );
  return rows.map(restCourse);
}

export async function courseDetail(db: FloorDatabase, id: string) {
  const [courses, lessons, contents] = await Promise.all([
    db.query(`SELECT ${courseColumns} FROM "Course" c WHERE c."id" = $1 AND c."published"`, [id]),
    // Whether each lesson has an adaptive video: the bench's courses have none, and the floor serves them as REST does.
    db.query(
      `SELECT l.*, EXISTS (SELECT 1 FROM "LessonVideo" v WHERE v."lessonId" = l."id") AS "hasVideo"
       FROM "Lesson" l WHERE l."courseId" = $1 ORDER BY l."position", l."id"`,
      [id],
    ),
    // The detail lists each lesson's contents by id, type and title; the lesson routes serve the bodies.
    db.query(
      `SELECT lc."id", lc."lessonId", lc."type"::text AS "type", lc."title"
       FROM "LessonContent" lc JOIN "Lesson" l ON l."id" = lc."lessonId"
       WHERE l."courseId" = $1 ORDER BY lc."position", lc."createdAt", lc."id"`,
      [id],
    ),
  ]);
  if (courses.length === 0) return null;
  const byLesson = new Map<unknown, Row[]>();
  for (const { lessonId, ...content } of contents) {
    byLesson.set(lessonId, [...(byLesson.get(lessonId) ?? []), { ...content, lesson_id: lessonId }]);
  }
  if (lessons.some((lesson) => lesson.hasVideo))
    throw new Error("The floor serves no lesson with an adaptive video (docs/video.md)");
  const restLessons = lessons.map((lesson) => ({
    id: lesson.id,
    position: lesson.position,
    title: lesson.title,
    description: lesson.description,
    duration: lesson.duration,
    videoUrl: lesson.videoUrl,
    url: lesson.url,
    video: null,
    createdAt: iso(lesson.createdAt),
    course_id: lesson.courseId,
    contents: byLesson.get(lesson.id) ?? [],
  }));
  return {
    ...restCourse(courses[0]),
    lessons: restLessons,
    contents: restLessons.flatMap((lesson) => lesson.contents),
  };
}

export interface ProgressReport {
  watchTime: number;
  totalDuration: number;
  completed: boolean;
}

/** The same rules as the domain's atomic upsert: never reverts a completion, watch time never decreases. */
export async function updateProgress(db: FloorDatabase, userId: string, lessonId: string, report: ProgressReport) {
  const [lesson] = await db.query<{ courseId: string }>(
    `SELECT l."courseId" FROM "Lesson" l JOIN "Enrollment" e ON e."courseId" = l."courseId" AND e."userId" = $2
     JOIN "User" u ON u."id" = e."userId" WHERE l."id" = $1`,
    [lessonId, userId],
  );
  if (!lesson) return null;
  const [row] = await db.query(
    `INSERT INTO "LessonProgress" AS p
       ("id", "userId", "lessonId", "courseId", "status", "watchTime", "totalDuration", "completedAt", "updatedAt")
     VALUES ($1, $2, $3, $4, $5::"ProgressStatus", $6, $7, CASE WHEN $8 THEN now() AT TIME ZONE 'UTC' END, now() AT TIME ZONE 'UTC')
     ON CONFLICT ("userId", "lessonId") DO UPDATE SET
       "status" = CASE WHEN p."status" = 'completed' OR EXCLUDED."status" = 'completed'
         THEN 'completed'::"ProgressStatus" ELSE 'in_progress'::"ProgressStatus" END,
       "watchTime" = GREATEST(p."watchTime", EXCLUDED."watchTime"),
       "totalDuration" = CASE WHEN EXCLUDED."totalDuration" > 0 THEN EXCLUDED."totalDuration" ELSE p."totalDuration" END,
       "completedAt" = COALESCE(p."completedAt", EXCLUDED."completedAt"),
       "updatedAt" = EXCLUDED."updatedAt"
     RETURNING "status"::text AS "status", "watchTime", "totalDuration", "completedAt", "updatedAt"`,
    [
      crypto.randomUUID(),
      userId,
      lessonId,
      lesson.courseId,
      report.completed ? "completed" : "in_progress",
      report.watchTime,
      report.totalDuration,
      report.completed,
    ],
  );
  const [course] = await db.query<{ totalLessons: number; completedLessonIds: string[] }>(
    `SELECT (SELECT count(*)::int FROM "Lesson" WHERE "courseId" = $2) AS "totalLessons",
       COALESCE((SELECT array_agg("lessonId" ORDER BY "lessonId") FROM "LessonProgress"
         WHERE "userId" = $1 AND "courseId" = $2 AND "status" = 'completed'), '{}') AS "completedLessonIds"`,
    [userId, lesson.courseId],
  );
  return restProgress(lessonId, lesson.courseId, row, course);
}

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

function restProgress(
  lessonId: string,
  courseId: string,
  row: Row,
  course: { totalLessons: number; completedLessonIds: string[] },
) {
  const watchTime = Number(row.watchTime);
  const totalDuration = Number(row.totalDuration);
  const completed = course.completedLessonIds.length;
  return {
    lesson_id: lessonId,
    course_id: courseId,
    status: row.status,
    watchTime,
    totalDuration,
    percent: row.status === "completed" ? 100 : Math.min(100, percentOf(watchTime, totalDuration)),
    completedAt: row.completedAt === null ? null : iso(row.completedAt),
    updatedAt: iso(row.updatedAt),
    courseProgress: {
      course_id: courseId,
      completedLessons: completed,
      totalLessons: course.totalLessons,
      percent: percentOf(completed, course.totalLessons),
      completedLessonIds: course.completedLessonIds,
    },
  };
}
