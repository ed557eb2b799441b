import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute, type TestContext } from "../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";

let db: Database;
let admin: TestContext;
let courseId: string;
let lessonId: string;
beforeAll(async () => {
  db = await openTestDatabase();
  admin = createTestContext({ db, viewer: await createLearner(db, "admin") });
  const course = await createCourseWithLessons(db, { lessons: 2 });
  courseId = course.id;
  lessonId = course.lessons[0].id;
});
afterAll(() => db.close());

const CREATE_LESSON = `mutation($courseId: ID!, $input: LessonInput!) {
  createLesson(courseId: $courseId, input: $input) { id position title description duration videoUrl url }
}`;
const UPDATE_LESSON = `mutation($id: ID!, $input: LessonInput!) { updateLesson(id: $id, input: $input) { id title description url } }`;
const CREATE_CONTENT = `mutation($lessonId: ID!, $input: LessonContentInput!) {
  createLessonContent(lessonId: $lessonId, input: $input) { id type title content question { question correctAnswer } }
}`;
const UPDATE_CONTENT = `mutation($id: ID!, $input: LessonContentInput!) { updateLessonContent(id: $id, input: $input) { id title content } }`;

const unsafeHtml = `<p onclick="steal()">Hello <b>learner</b></p><script>alert(1)</script><a href="javascript:evil()">x</a>`;
const code = (result: { errors?: readonly { extensions: Record<string, unknown> }[] }) =>
  result.errors?.[0].extensions.code;

describe("createLesson / updateLesson", () => {
  it("appends after the last lesson and sanitises the description", async () => {
    const result = await execute(admin, CREATE_LESSON, {
      courseId,
      input: { title: "Pointers", description: unsafeHtml, duration: 25, url: "https://youtu.be/abcdefghijk" },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createLesson).toMatchObject({ position: 3, title: "Pointers", duration: 25, videoUrl: null });
    const description = (result.data?.createLesson as { description: string }).description;
    expect(description).toContain("<b>learner</b>");
    expect(description).not.toMatch(/script|onclick|javascript:/);
  });

  it("refuses a position another lesson holds, and unknown courses or lessons", async () => {
    expect(code(await execute(admin, CREATE_LESSON, { courseId, input: { title: "Dup", position: 1 } }))).toBe(
      "invalid_input",
    );
    expect(code(await execute(admin, CREATE_LESSON, { courseId: "nope", input: { title: "X" } }))).toBe(
      "course_not_found",
    );
    expect(code(await execute(admin, UPDATE_LESSON, { id: "nope", input: { title: "X" } }))).toBe("lesson_not_found");
  });

  it("updates the given fields and keeps the rest", async () => {
    const result = await execute(admin, UPDATE_LESSON, {
      id: lessonId,
      input: { title: "Intro", description: "<i>hi</i><img src=x onerror=y>" },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateLesson).toEqual({
      id: lessonId,
      title: "Intro",
      description: '<i>hi</i><img src="x" />',
      url: null,
    });
    expect((await db.prisma.lesson.findUniqueOrThrow({ where: { id: lessonId } })).duration).toBe(10);
  });

  it.each([
    ["an empty title", { title: "" }],
    ["a negative duration", { title: "X", duration: -1 }],
    ["a negative position", { title: "X", position: -2 }],
  ])("refuses %s with invalid_input", async (_what, input) => {
    expect(code(await execute(admin, CREATE_LESSON, { courseId, input }))).toBe("invalid_input");
  });
});

const question = {
  question: "Size of int?",
  options: ["2", "4"],
  correctAnswer: 1,
  correctOptionDesc: "Usually 4 bytes",
};

describe("createLessonContent / updateLessonContent", () => {
  it("stores a question whose content is JSON of the Question shape", async () => {
    const result = await execute(admin, CREATE_CONTENT, {
      lessonId,
      input: { type: "question", title: "Q1", content: JSON.stringify(question) },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createLessonContent).toMatchObject({
      type: "question",
      question: { question: "Size of int?", correctAnswer: 1 },
    });
  });

  it.each([
    ["not JSON", "{oops"],
    ["missing options", JSON.stringify({ question: "Q", correctAnswer: 0 })],
    ["an answer outside the options", JSON.stringify({ ...question, correctAnswer: 2 })],
    ["no content at all", null],
  ])("refuses question content that is %s with invalid_input", async (_what, content) => {
    const result = await execute(admin, CREATE_CONTENT, { lessonId, input: { type: "question", title: "Q", content } });
    expect(code(result)).toBe("invalid_input");
  });

  it("sanitises note HTML and updates content", async () => {
    const created = await execute(admin, CREATE_CONTENT, {
      lessonId,
      input: { type: "note", title: "Notes", content: unsafeHtml },
    });
    const note = created.data?.createLessonContent as { id: string; content: string };
    expect(note.content).not.toMatch(/script|onclick|javascript:/);
    const updated = await execute(admin, UPDATE_CONTENT, {
      id: note.id,
      input: { type: "ppt", title: "Slides", content: "<h2>Deck</h2><iframe></iframe>" },
    });
    expect(updated.data?.updateLessonContent).toEqual({ id: note.id, title: "Slides", content: "<h2>Deck</h2>" });
  });

  it("answers lesson_not_found and not_found for unknown targets", async () => {
    const input = { type: "note", title: "N" };
    expect(code(await execute(admin, CREATE_CONTENT, { lessonId: "nope", input }))).toBe("lesson_not_found");
    expect(code(await execute(admin, UPDATE_CONTENT, { id: "nope", input }))).toBe("not_found");
  });

  it("refuses anonymous callers (unauthenticated) and students (forbidden)", async () => {
    const anonymous = createTestContext({ db });
    const student = createTestContext({ db, viewer: await createLearner(db) });
    const input = { type: "note", title: "N" };
    expect(code(await execute(anonymous, CREATE_CONTENT, { lessonId, input }))).toBe("unauthenticated");
    expect(code(await execute(student, CREATE_CONTENT, { lessonId, input }))).toBe("forbidden");
    expect(code(await execute(student, CREATE_LESSON, { courseId, input: { title: "Mine" } }))).toBe("forbidden");
    expect(code(await execute(student, UPDATE_LESSON, { id: lessonId, input: { title: "X" } }))).toBe("forbidden");
  });
});
