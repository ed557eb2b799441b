// The learner's progress reads, as the client sends them (client/src/features/viewer/viewer.graphql and
// profile.graphql), cost a fixed number of SQL statements: a course's progress, the lesson where 'continue' leads
// included, is one (docs/performance.md, the learner's own reads).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";
import { loadCourseProgress, loadLessonProgress } from "./course-progress.service.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const COURSE_PROGRESS = `fragment CourseProgressFields on CourseProgress {
  __typename completedLessonIds completedLessons courseId enrollment { __typename id progress status } id lastLessonId
  percent totalLessons
}
query CourseProgress($courseId: ID!) { courseProgress(courseId: $courseId) { __typename ...CourseProgressFields } }`;
const MY_ENROLLMENTS = `fragment CourseCard on Course {
  __typename description id thumbnail thumbnailSources { __typename ...ImageSourceSet } title
}
fragment ImageSourceSet on ImageSources { __typename sources { __typename srcSet type } srcSet }
query MyEnrollments {
  myEnrollments {
    __typename course { __typename viewerProgress { __typename id lastLessonId } ...CourseCard } courseId id progress status
  }
}`;

/** A learner enrolled in `courses` courses, having completed the first lesson and started the second of each. */
async function learnerWithProgress(courses: number) {
  const viewer = await createLearner(db);
  const ids: string[] = [];
  for (let made = 0; made < courses; made++) {
    const course = await createCourseWithLessons(db, { lessons: 3 });
    ids.push(course.id);
    await db.prisma.enrollment.create({ data: { userId: viewer.userId, courseId: course.id } });
    await db.prisma.lessonProgress.create({
      data: { userId: viewer.userId, courseId: course.id, lessonId: course.lessons[0].id, status: "completed" },
    });
    await db.prisma.lessonProgress.create({
      data: { userId: viewer.userId, courseId: course.id, lessonId: course.lessons[1].id, watchTime: 30 },
    });
  }
  return { viewer, context: createTestContext({ db, viewer }), courseIds: ids };
}

describe("the learner's progress reads", () => {
  it("answer a course's progress, with the lesson last touched, in one statement", async () => {
    const { context, courseIds } = await learnerWithProgress(1);
    const { result, statements } = await db.countStatements(() =>
      execute(context, COURSE_PROGRESS, { courseId: courseIds[0] }),
    );
    expect(result.errors).toBeUndefined();
    const progress = (result.data as { courseProgress: { completedLessons: number; lastLessonId: string } })
      .courseProgress;
    expect(progress.completedLessons).toBe(1);
    expect(progress.lastLessonId).not.toBeNull();
    expect(statements).toHaveLength(1);
  });

  it("answer the profile's enrollments in the same three statements for 1 and 6 courses", async () => {
    const counts: number[] = [];
    for (const courses of [1, 6]) {
      const { context } = await learnerWithProgress(courses);
      const { result, statements } = await db.countStatements(() => execute(context, MY_ENROLLMENTS));
      expect(result.errors).toBeUndefined();
      expect((result.data as { myEnrollments: unknown[] }).myEnrollments).toHaveLength(courses);
      counts.push(statements.length);
    }
    expect(counts).toEqual([3, 3]);
  });
});

describe("the progress reads sent straight through the driver (decision 007)", () => {
  it("read the rows as Prisma reads them, in any process time zone", async () => {
    const zone = process.env.TZ;
    process.env.TZ = "Asia/Kolkata";
    try {
      const { viewer, courseIds } = await learnerWithProgress(1);
      const courseId = courseIds[0];
      await db.prisma.lessonProgress.updateMany({
        where: { userId: viewer.userId, status: "completed" },
        data: { completedAt: new Date("2026-01-15T23:45:06.789Z") },
      });
      const stored = await db.prisma.lessonProgress.findMany({
        where: { userId: viewer.userId, courseId },
        orderBy: { updatedAt: "asc" },
        omit: { id: true, userId: true },
      });
      const lessonIds = [...stored.map((row) => row.lessonId), "missing"];
      expect(await loadLessonProgress(db.sql, viewer.userId, lessonIds)).toEqual([...stored, null]);
      const [progress] = await loadCourseProgress(db.sql, [{ userId: viewer.userId, courseId }]);
      const enrollment = await db.prisma.enrollment.findUniqueOrThrow({
        where: { userId_courseId: { userId: viewer.userId, courseId } },
      });
      expect(progress).toEqual({
        userId: viewer.userId,
        courseId,
        course: { id: courseId, published: true, ownerId: null },
        totalLessons: 3,
        completedLessonIds: stored.filter((row) => row.status === "completed").map((row) => row.lessonId),
        enrollment,
        lastLessonId: stored[stored.length - 1].lessonId,
      });
    } finally {
      process.env.TZ = zone;
    }
  });
});
