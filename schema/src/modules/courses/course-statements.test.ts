// A course with its lessons and contents resolves in a constant number of SQL statements.
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

const COURSE_PAGE = `query($id: ID!) {
  course(id: $id) {
    id title price categories lessonCount totalMinutes isEnrolled
    viewerProgress { percent completedLessons enrollment { id status progress } }
    lessons {
      id title
      viewerProgress { status percent courseProgress { percent } }
      notes: contents(type: note) { id title content }
      contents { id type question { question options } }
    }
  }
  myEnrollments { id progress course { id title isEnrolled } }
}`;

async function courseWithContents(lessons: number) {
  const course = await createCourseWithLessons(db, { lessons, categories: ["Programming"] });
  await db.prisma.lessonContent.createMany({
    data: course.lessons.flatMap((lesson) => [
      { lessonId: lesson.id, type: "note" as const, title: "Notes", content: "<p>Read me</p>" },
      {
        lessonId: lesson.id,
        type: "question" as const,
        title: "Q",
        content: JSON.stringify({ question: "2+2?", options: ["3", "4"], correctAnswer: 1 }),
      },
    ]),
  });
  return course;
}

async function statementsFor(lessons: number) {
  const course = await courseWithContents(lessons);
  const viewer = await createLearner(db);
  await db.prisma.enrollment.create({ data: { userId: viewer.userId, courseId: course.id } });
  await db.prisma.lessonProgress.create({
    data: { userId: viewer.userId, courseId: course.id, lessonId: course.lessons[0].id, status: "completed" },
  });
  const context = createTestContext({ db, viewer });
  const { result, statements } = await db.countStatements(() => execute(context, COURSE_PAGE, { id: course.id }));
  expect(result.errors).toBeUndefined();
  const data = result.data as { course: { lessons: { contents: unknown[] }[] } };
  expect(data.course.lessons).toHaveLength(lessons);
  expect(data.course.lessons.every((lesson) => lesson.contents.length === 2)).toBe(true);
  return statements;
}

describe("course page statement count", () => {
  it("is the same for 3 and 40 lessons", async () => {
    const small = await statementsFor(3);
    const large = await statementsFor(40);
    expect(large.length).toBe(small.length);
    expect(small.length).toBeLessThanOrEqual(15);
  });
});
