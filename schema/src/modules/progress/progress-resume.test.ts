// Resume where you left off: the playback position and the last lesson of a course.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute, type TestContext } from "../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const FIELDS = `lessonId status watchTime lastPosition courseProgress { lastLessonId }`;
const UPDATE = `mutation($lessonId: ID!, $input: LessonProgressInput!) { updateLessonProgress(lessonId: $lessonId, input: $input) { ${FIELDS} } }`;
const COMPLETE = `mutation($lessonId: ID!) { completeLesson(lessonId: $lessonId) { ${FIELDS} } }`;
const RESET = `mutation($lessonId: ID!) { resetLessonProgress(lessonId: $lessonId) { ${FIELDS} } }`;
const LAST = `query($courseId: ID!) { courseProgress(courseId: $courseId) { lastLessonId } }`;
const LESSONS = `query($courseId: ID!) { course(id: $courseId) { lessons { id viewerProgress { lastPosition } } } }`;

async function enrolledLearner() {
  const course = await createCourseWithLessons(db, { lessons: 3 });
  const viewer = await createLearner(db);
  await db.prisma.enrollment.create({ data: { userId: viewer.userId, courseId: course.id } });
  const context: TestContext = createTestContext({ db, viewer });
  const run = async (query: string, variables: Record<string, unknown>) => {
    const result = await execute(context, query, variables);
    expect(result.errors).toBeUndefined();
    return Object.values(result.data as Record<string, Record<string, unknown>>)[0];
  };
  return { course, viewer, run };
}

describe("lastPosition", () => {
  it("stores where playback stopped, goes back when the learner rewinds, and keeps it when a report has none", async () => {
    const { course, run } = await enrolledLearner();
    const lessonId = course.lessons[0].id;
    expect(await run(UPDATE, { lessonId, input: { watchTime: 40, totalDuration: 300, position: 83 } })).toMatchObject({
      watchTime: 40,
      lastPosition: 83,
    });
    expect(await run(UPDATE, { lessonId, input: { watchTime: 45, totalDuration: 300, position: 20 } })).toMatchObject({
      watchTime: 45,
      lastPosition: 20,
    });
    expect(await run(UPDATE, { lessonId, input: { watchTime: 50, totalDuration: 300 } })).toMatchObject({
      watchTime: 50,
      lastPosition: 20,
    });
    expect(await run(COMPLETE, { lessonId })).toMatchObject({ status: "completed", lastPosition: 20 });
    const lessons = (await run(LESSONS, { courseId: course.id })).lessons as {
      id: string;
      viewerProgress: { lastPosition: number };
    }[];
    expect(lessons.map((lesson) => lesson.viewerProgress.lastPosition)).toEqual([20, 0, 0]);
  });

  it("goes back to 0 on reset and refuses positions that are not seconds of a lesson", async () => {
    const { course, run, viewer } = await enrolledLearner();
    const lessonId = course.lessons[1].id;
    await run(UPDATE, { lessonId, input: { watchTime: 10, totalDuration: 60, position: 30 } });
    expect(await run(RESET, { lessonId })).toMatchObject({ status: "not_started", lastPosition: 0 });
    const refused = await execute(createTestContext({ db, viewer }), UPDATE, {
      lessonId,
      input: { watchTime: 1, totalDuration: 60, position: -5 },
    });
    expect(refused.errors?.[0].extensions.code).toBe("invalid_input");
  });
});

describe("lastLessonId", () => {
  it("is null before any progress, then the lesson each write touched", async () => {
    const { course, run } = await enrolledLearner();
    const [first, second, third] = course.lessons.map((lesson) => lesson.id);
    expect(await run(LAST, { courseId: course.id })).toEqual({ lastLessonId: null });
    expect(
      await run(UPDATE, { lessonId: third, input: { watchTime: 5, totalDuration: 60, position: 5 } }),
    ).toMatchObject({ courseProgress: { lastLessonId: third } });
    expect(await run(COMPLETE, { lessonId: first })).toMatchObject({ courseProgress: { lastLessonId: first } });
    expect(await run(RESET, { lessonId: second })).toMatchObject({ courseProgress: { lastLessonId: second } });
  });

  it("reads the lesson with the latest update from the database, per learner", async () => {
    const { course, run, viewer } = await enrolledLearner();
    const [first, second, third] = course.lessons.map((lesson) => lesson.id);
    for (const lessonId of [first, second, third])
      await run(UPDATE, { lessonId, input: { watchTime: 1, totalDuration: 60, position: 1 } });
    const at = (lessonId: string, iso: string) =>
      db.prisma.lessonProgress.updateMany({
        where: { userId: viewer.userId, lessonId },
        data: { updatedAt: new Date(iso) },
      });
    await at(first, "2026-11-20T10:00:00Z");
    await at(second, "2026-11-22T10:00:00Z");
    await at(third, "2026-11-21T10:00:00Z");
    expect(await run(LAST, { courseId: course.id })).toEqual({ lastLessonId: second });

    const other = await createLearner(db);
    await db.prisma.enrollment.create({ data: { userId: other.userId, courseId: course.id } });
    await execute(createTestContext({ db, viewer: other }), UPDATE, {
      lessonId: third,
      input: { watchTime: 1, totalDuration: 60 },
    });
    expect(await run(LAST, { courseId: course.id })).toEqual({ lastLessonId: second });
  });
});
