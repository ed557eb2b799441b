import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const ENROLL = `mutation($courseId: ID!) { enroll(courseId: $courseId) { id courseId status progress course { id isEnrolled } } }`;
const STATUS = `query($courseId: ID!) { enrollmentStatus(courseId: $courseId) }`;
const MINE = `{ myEnrollments { courseId status progress course { title } } }`;
const code = (result: { errors?: readonly { extensions: Record<string, unknown> }[] }) =>
  result.errors?.[0].extensions.code;

describe("enroll", () => {
  it("enrols the viewer (never a client-sent user) and reports it everywhere", async () => {
    const course = await createCourseWithLessons(db);
    const viewer = await createLearner(db);
    const context = createTestContext({ db, viewer });
    expect((await execute(context, STATUS, { courseId: course.id })).data?.enrollmentStatus).toBe(false);
    const result = await execute(context, ENROLL, { courseId: course.id });
    expect(result.errors).toBeUndefined();
    expect(result.data?.enroll).toMatchObject({
      courseId: course.id,
      status: "active",
      progress: 0,
      course: { isEnrolled: true },
    });
    expect((await execute(context, STATUS, { courseId: course.id })).data?.enrollmentStatus).toBe(true);
    expect(await db.prisma.enrollment.count({ where: { userId: viewer.userId } })).toBe(1);
  });

  it("answers already_enrolled the second time", async () => {
    const course = await createCourseWithLessons(db);
    const context = createTestContext({ db, viewer: await createLearner(db) });
    await execute(context, ENROLL, { courseId: course.id });
    expect(code(await execute(context, ENROLL, { courseId: course.id }))).toBe("already_enrolled");
  });

  it("keeps one row when the same learner enrols in parallel; the losers get already_enrolled", async () => {
    const course = await createCourseWithLessons(db);
    const viewer = await createLearner(db);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => execute(createTestContext({ db, viewer }), ENROLL, { courseId: course.id })),
    );
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.filter((result) => code(result) === "already_enrolled")).toHaveLength(5);
    expect(await db.prisma.enrollment.count({ where: { userId: viewer.userId, courseId: course.id } })).toBe(1);
  });

  it("answers course_not_found for missing and unpublished courses", async () => {
    const draft = await createCourseWithLessons(db, { published: false });
    const context = createTestContext({ db, viewer: await createLearner(db) });
    expect(code(await execute(context, ENROLL, { courseId: "missing" }))).toBe("course_not_found");
    expect(code(await execute(context, ENROLL, { courseId: draft.id }))).toBe("course_not_found");
  });

  it("requires a signed-in viewer for enroll, enrollmentStatus and myEnrollments", async () => {
    const course = await createCourseWithLessons(db);
    const anonymous = createTestContext({ db });
    expect(code(await execute(anonymous, ENROLL, { courseId: course.id }))).toBe("unauthenticated");
    expect(code(await execute(anonymous, STATUS, { courseId: course.id }))).toBe("unauthenticated");
    expect(code(await execute(anonymous, MINE))).toBe("unauthenticated");
    expect(await db.prisma.enrollment.count({ where: { courseId: course.id } })).toBe(0);
  });
});

describe("myEnrollments", () => {
  it("lists only the viewer's enrollments, newest first, with the course percent", async () => {
    const first = await createCourseWithLessons(db, { title: "First", lessons: 3 });
    const second = await createCourseWithLessons(db, { title: "Second", lessons: 4 });
    const viewer = await createLearner(db);
    const other = await createLearner(db);
    await db.prisma.enrollment.create({
      data: { userId: viewer.userId, courseId: first.id, enrolledAt: new Date("2026-01-01") },
    });
    await db.prisma.enrollment.create({
      data: { userId: viewer.userId, courseId: second.id, enrolledAt: new Date("2026-02-01") },
    });
    await db.prisma.enrollment.create({ data: { userId: other.userId, courseId: first.id } });
    const done = (userId: string, lessonId: string, courseId: string) =>
      db.prisma.lessonProgress.create({ data: { userId, lessonId, courseId, status: "completed" } });
    await done(viewer.userId, first.lessons[0].id, first.id);
    await done(viewer.userId, second.lessons[0].id, second.id);
    await done(other.userId, first.lessons[1].id, first.id);
    // In progress does not count towards the course percent.
    await db.prisma.lessonProgress.create({
      data: {
        userId: viewer.userId,
        lessonId: second.lessons[1].id,
        courseId: second.id,
        status: "in_progress",
        watchTime: 50,
      },
    });
    const result = await execute(createTestContext({ db, viewer }), MINE);
    expect(result.errors).toBeUndefined();
    expect(result.data?.myEnrollments).toEqual([
      { courseId: second.id, status: "active", progress: 25, course: { title: "Second" } },
      { courseId: first.id, status: "active", progress: 33, course: { title: "First" } },
    ]);
  });
});
