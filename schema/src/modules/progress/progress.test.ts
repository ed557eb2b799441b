import DataLoader from "dataloader";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../context.ts";
import { createTestContext, execute, type TestContext } from "../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const PROGRESS = `id lessonId courseId status watchTime totalDuration percent completedAt courseProgress { completedLessons percent }`;
const UPDATE = `mutation($lessonId: ID!, $input: LessonProgressInput!) { updateLessonProgress(lessonId: $lessonId, input: $input) { ${PROGRESS} } }`;
const COMPLETE = `mutation($lessonId: ID!) { completeLesson(lessonId: $lessonId) { ${PROGRESS} } }`;
const RESET = `mutation($lessonId: ID!) { resetLessonProgress(lessonId: $lessonId) { ${PROGRESS} } }`;
const READ = `query($lessonId: ID!) { lessonProgress(lessonId: $lessonId) { ${PROGRESS} } }`;
const COURSE = `query($courseId: ID!) { courseProgress(courseId: $courseId) { id courseId completedLessons totalLessons percent completedLessonIds enrollment { status } } }`;

type Result = Awaited<ReturnType<typeof execute>>;
const code = (result: Result) => result.errors?.[0].extensions.code;
const data = (result: Result, field: string) => {
  expect(result.errors).toBeUndefined();
  return (result.data as Record<string, Record<string, unknown>>)[field];
};

async function enrolledLearner(lessons = 4) {
  const course = await createCourseWithLessons(db, { lessons });
  const viewer: Viewer = await createLearner(db);
  await db.prisma.enrollment.create({ data: { userId: viewer.userId, courseId: course.id } });
  const context: TestContext = createTestContext({ db, viewer });
  const update = (lessonId: string, input: Record<string, unknown>) =>
    execute(context, UPDATE, { lessonId, input }).then((result) => data(result, "updateLessonProgress"));
  return { course, lessonId: course.lessons[0].id, viewer, context, update };
}

describe("lessonProgress", () => {
  it("is not_started with zeros when nothing is stored", async () => {
    const { context, lessonId, course } = await enrolledLearner();
    expect(data(await execute(context, READ, { lessonId }), "lessonProgress")).toEqual({
      id: lessonId,
      lessonId,
      courseId: course.id,
      status: "not_started",
      watchTime: 0,
      totalDuration: 0,
      percent: 0,
      completedAt: null,
      courseProgress: { completedLessons: 0, percent: 0 },
    });
    expect(code(await execute(context, READ, { lessonId: "missing" }))).toBe("lesson_not_found");
  });
});

describe("updateLessonProgress", () => {
  it("derives in_progress and the rounded percent", async () => {
    const { update, lessonId } = await enrolledLearner();
    expect(await update(lessonId, { watchTime: 50, totalDuration: 120 })).toMatchObject({
      status: "in_progress",
      watchTime: 50,
      totalDuration: 120,
      percent: 42,
      completedAt: null,
    });
  });

  it("never lowers watchTime and keeps the known duration when 0 is sent", async () => {
    const { update, lessonId } = await enrolledLearner();
    await update(lessonId, { watchTime: 90, totalDuration: 300 });
    expect(await update(lessonId, { watchTime: 30, totalDuration: 0 })).toMatchObject({
      watchTime: 90,
      totalDuration: 300,
      percent: 30,
    });
    expect(await update(lessonId, { watchTime: 120, totalDuration: 240 })).toMatchObject({
      watchTime: 120,
      totalDuration: 240,
      percent: 50,
    });
  });

  it("completes with status completed, and a later partial update never reverts it", async () => {
    const { update, lessonId } = await enrolledLearner();
    const completed = await update(lessonId, { watchTime: 10, totalDuration: 600, status: "completed" });
    expect(completed).toMatchObject({
      status: "completed",
      percent: 100,
      courseProgress: { completedLessons: 1, percent: 25 },
    });
    const later = await update(lessonId, { watchTime: 20, totalDuration: 600, status: null });
    expect(later).toMatchObject({
      status: "completed",
      watchTime: 20,
      percent: 100,
      completedAt: completed.completedAt,
    });
    expect(await update(lessonId, { watchTime: 25, totalDuration: 600, status: "in_progress" })).toMatchObject({
      status: "completed",
    });
  });

  // The write returns the course's progress in the same statement; it must equal what a fresh read says.
  it("answers a report with the course progress a separate read gives, in one statement", async () => {
    const { update, context, course, lessonId } = await enrolledLearner();
    await update(course.lessons[2].id, { watchTime: 600, totalDuration: 600, status: "completed" });
    const SUMMARY = `courseProgress { completedLessons totalLessons percent completedLessonIds enrollment { status } }`;
    const REPORT = `mutation($lessonId: ID!, $input: LessonProgressInput!) { updateLessonProgress(lessonId: $lessonId, input: $input) { status ${SUMMARY} } }`;
    const { result, statements } = await db.countStatements(() =>
      execute(context, REPORT, { lessonId, input: { watchTime: 30, totalDuration: 600 } }),
    );
    const reported = data(result, "updateLessonProgress");
    expect(statements).toHaveLength(1);
    const read = data(await execute(context, COURSE, { courseId: course.id }), "courseProgress");
    expect(reported.courseProgress).toEqual({
      completedLessons: 1,
      totalLessons: 4,
      percent: 25,
      completedLessonIds: [course.lessons[2].id],
      enrollment: { status: "active" },
    });
    expect(read).toMatchObject(reported.courseProgress as Record<string, unknown>);
  });

  // The video player's report (client/src/features/viewer/viewer.graphql) asks for the course's last lesson and
  // the enrollment's percent too; both come from the write, not from a loader read awaited per field.
  it("answers the player's report with what a fresh read says, reading the loaders once", async () => {
    const { context, course, lessonId } = await enrolledLearner();
    await execute(context, UPDATE, {
      lessonId: course.lessons[2].id,
      input: { watchTime: 600, totalDuration: 600, status: "completed" },
    });
    const SUMMARY = `id courseId completedLessons totalLessons percent completedLessonIds lastLessonId enrollment { id status progress }`;
    const REPORT = `mutation($lessonId: ID!, $input: LessonProgressInput!) { updateLessonProgress(lessonId: $lessonId, input: $input) { status courseProgress { ${SUMMARY} } } }`;
    const loads = vi.spyOn(DataLoader.prototype, "load");
    const reported = data(
      await execute(context, REPORT, { lessonId, input: { watchTime: 30, totalDuration: 600 } }),
      "updateLessonProgress",
    );
    expect(loads).toHaveBeenCalledTimes(1);
    loads.mockRestore();
    const READ_COURSE = `query($courseId: ID!) { courseProgress(courseId: $courseId) { ${SUMMARY} } }`;
    const read = data(await execute(context, READ_COURSE, { courseId: course.id }), "courseProgress");
    expect(reported.courseProgress).toEqual(read);
    expect(read).toMatchObject({ lastLessonId: lessonId, percent: 25, enrollment: { progress: 25 } });
  });

  it.each([
    ["a negative watchTime", { watchTime: -1, totalDuration: 10 }],
    ["a watchTime over a week", { watchTime: 86_400 * 7 + 1, totalDuration: 10 }],
    ["a negative totalDuration", { watchTime: 1, totalDuration: -10 }],
    ["status not_started (use reset)", { watchTime: 1, totalDuration: 10, status: "not_started" }],
  ])("refuses %s with invalid_input", async (_what, input) => {
    const { context, lessonId } = await enrolledLearner();
    expect(code(await execute(context, UPDATE, { lessonId, input }))).toBe("invalid_input");
    expect(await db.prisma.lessonProgress.count({ where: { lessonId } })).toBe(0);
  });
});

describe("completeLesson and resetLessonProgress", () => {
  it("completes a lesson, then resets its counters keeping it completed and the duration (completion is one-way)", async () => {
    const { context, update, lessonId } = await enrolledLearner();
    await update(lessonId, { watchTime: 40, totalDuration: 100 });
    const completed = data(await execute(context, COMPLETE, { lessonId }), "completeLesson");
    expect(completed).toMatchObject({ status: "completed", watchTime: 40, totalDuration: 100, percent: 100 });
    // Stored in UTC whatever the database session's time zone.
    expect(Math.abs(new Date(completed.completedAt as string).getTime() - Date.now())).toBeLessThan(60_000);
    const reset = data(await execute(context, RESET, { lessonId }), "resetLessonProgress");
    expect(reset).toMatchObject({
      status: "completed",
      watchTime: 0,
      totalDuration: 100,
      percent: 100,
      completedAt: completed.completedAt,
      courseProgress: { completedLessons: 1 },
    });
    expect(await update(lessonId, { watchTime: 5, totalDuration: 0 })).toMatchObject({
      status: "completed",
      watchTime: 5,
    });
  });

  it("resets a lesson in progress to not_started", async () => {
    const { context, update, lessonId } = await enrolledLearner();
    await update(lessonId, { watchTime: 40, totalDuration: 100 });
    expect(data(await execute(context, RESET, { lessonId }), "resetLessonProgress")).toMatchObject({
      status: "not_started",
      watchTime: 0,
      totalDuration: 100,
      percent: 0,
      completedAt: null,
    });
  });

  it("resets a lesson that had no progress", async () => {
    const { context, lessonId } = await enrolledLearner();
    expect(data(await execute(context, RESET, { lessonId }), "resetLessonProgress")).toMatchObject({
      status: "not_started",
    });
  });
});

describe("write preconditions and scopes", () => {
  it("answers not_enrolled, lesson_not_found and unauthenticated", async () => {
    const course = await createCourseWithLessons(db);
    const lessonId = course.lessons[0].id;
    const outsider = createTestContext({ db, viewer: await createLearner(db) });
    const anonymous = createTestContext({ db });
    const input = { watchTime: 1, totalDuration: 10 };
    for (const [document, variables] of [
      [UPDATE, { lessonId, input }],
      [COMPLETE, { lessonId }],
      [RESET, { lessonId }],
    ] as const) {
      expect(code(await execute(outsider, document, variables))).toBe("not_enrolled");
      expect(code(await execute(outsider, document, { ...variables, lessonId: "missing" }))).toBe("lesson_not_found");
      expect(code(await execute(anonymous, document, variables))).toBe("unauthenticated");
    }
    expect(code(await execute(anonymous, READ, { lessonId }))).toBe("unauthenticated");
    expect(code(await execute(anonymous, COURSE, { courseId: course.id }))).toBe("unauthenticated");
    expect(await db.prisma.lessonProgress.count({ where: { lessonId } })).toBe(0);
  });
});

describe("courseProgress", () => {
  it("counts completed lessons of the viewer only", async () => {
    const { context, course, update } = await enrolledLearner(3);
    const other = await createLearner(db);
    await db.prisma.lessonProgress.create({
      data: { userId: other.userId, courseId: course.id, lessonId: course.lessons[2].id, status: "completed" },
    });
    await execute(context, COMPLETE, { lessonId: course.lessons[1].id });
    await update(course.lessons[0].id, { watchTime: 30, totalDuration: 60 });
    expect(data(await execute(context, COURSE, { courseId: course.id }), "courseProgress")).toEqual({
      id: course.id,
      courseId: course.id,
      completedLessons: 1,
      totalLessons: 3,
      percent: 33,
      completedLessonIds: [course.lessons[1].id],
      enrollment: { status: "active" },
    });
    expect(code(await execute(context, COURSE, { courseId: "missing" }))).toBe("course_not_found");
  });

  it("is exposed on Course and Lesson for the viewer, null for anonymous", async () => {
    const { context, course, lessonId } = await enrolledLearner(2);
    await execute(context, COMPLETE, { lessonId });
    const query = `query($id: ID!) { course(id: $id) { viewerProgress { percent } lessons { viewerProgress { status } } } }`;
    expect(data(await execute(context, query, { id: course.id }), "course")).toEqual({
      viewerProgress: { percent: 50 },
      lessons: [{ viewerProgress: { status: "completed" } }, { viewerProgress: { status: "not_started" } }],
    });
    expect(data(await execute(createTestContext({ db }), query, { id: course.id }), "course")).toEqual({
      viewerProgress: null,
      lessons: [{ viewerProgress: null }, { viewerProgress: null }],
    });
  });
});
