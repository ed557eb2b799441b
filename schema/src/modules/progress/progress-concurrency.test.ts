// Two tabs report progress for the same lesson at once (spec section 7: every 5 s while playing).
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

const UPDATE = `mutation($lessonId: ID!, $input: LessonProgressInput!) { updateLessonProgress(lessonId: $lessonId, input: $input) { status } }`;

async function setup() {
  const course = await createCourseWithLessons(db, { lessons: 2 });
  const viewer = await createLearner(db);
  await db.prisma.enrollment.create({ data: { userId: viewer.userId, courseId: course.id } });
  const lessonId = course.lessons[0].id;
  const report = (input: Record<string, unknown>) =>
    execute(createTestContext({ db, viewer }), UPDATE, { lessonId, input });
  return { viewer, lessonId, report };
}

describe("interleaved progress updates", () => {
  it("keeps the highest watchTime and the completion, whatever order the writes land in", async () => {
    const { viewer, lessonId, report } = await setup();
    const watchTimes = Array.from({ length: 30 }, (_, index) => ((index * 37) % 30) * 10);
    const results = await Promise.all([
      ...watchTimes.map((watchTime) => report({ watchTime, totalDuration: 600 })),
      report({ watchTime: 5, totalDuration: 600, status: "completed" }),
    ]);
    expect(results.every((result) => !result.errors)).toBe(true);
    const stored = await db.prisma.lessonProgress.findMany({ where: { userId: viewer.userId, lessonId } });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: "completed", watchTime: Math.max(...watchTimes), totalDuration: 600 });
    expect(stored[0].completedAt).toBeInstanceOf(Date);
  });

  it("creates one row when the first reports of two tabs race", async () => {
    const { viewer, lessonId, report } = await setup();
    const results = await Promise.all([
      report({ watchTime: 10, totalDuration: 60 }),
      report({ watchTime: 20, totalDuration: 60 }),
    ]);
    expect(results.map((result) => result.errors)).toEqual([undefined, undefined]);
    const stored = await db.prisma.lessonProgress.findMany({ where: { userId: viewer.userId, lessonId } });
    expect(stored.map((row) => [row.status, row.watchTime])).toEqual([["in_progress", 20]]);
  });
});
