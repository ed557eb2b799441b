import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../context.ts";
import { createTestContext, execute, type TestContext } from "../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";

let db: Database;
let owner: Viewer;
let context: TestContext;

beforeAll(async () => {
  db = await openTestDatabase();
  owner = await createLearner(db, "instructor");
  context = createTestContext({ db, viewer: owner });
});
afterAll(() => db.close());

const code = (result: Awaited<ReturnType<typeof execute>>) => result.errors?.[0]?.extensions.code;
const details = (result: Awaited<ReturnType<typeof execute>>) =>
  result.errors?.[0]?.extensions.details as Record<string, string> | undefined;

async function ownCourse(lessons = 3) {
  const course = await createCourseWithLessons(db, { lessons, published: false });
  await db.prisma.course.update({ where: { id: course.id }, data: { ownerId: owner.userId } });
  return course;
}

const REORDER = `mutation($id: ID!, $ids: [ID!]!) { reorderLessons(courseId: $id, lessonIds: $ids) { lessons { id position } } }`;

describe("reorderLessons", () => {
  it("gives the lessons positions 1..n in the given order in one go and records it", async () => {
    const course = await ownCourse(4);
    const [a, b, c, d] = course.lessons.map((lesson) => lesson.id);
    const result = await execute(context, REORDER, { id: course.id, ids: [d, b, a, c] });
    expect(result.errors).toBeUndefined();
    expect(result.data?.reorderLessons).toEqual({
      lessons: [d, b, a, c].map((id, index) => ({ id, position: index + 1 })),
    });
    const entry = await db.prisma.auditEntry.findFirstOrThrow({ where: { entityId: course.id, action: "reorder" } });
    expect(entry.changes).toEqual({ lessonIds: { before: [a, b, c, d], after: [d, b, a, c] } });
  });

  it.each([
    ["a lesson left out", (ids: string[]) => ids.slice(1)],
    ["a lesson twice", (ids: string[]) => [ids[0], ...ids.slice(0, -1)]],
    ["a lesson of another course", (ids: string[]) => [...ids.slice(1), "other-lesson"]],
    ["an extra id", (ids: string[]) => [...ids, "other-lesson"]],
  ])("refuses %s with invalid_input and keeps the order", async (_what, change) => {
    const course = await ownCourse(3);
    const ids = course.lessons.map((lesson) => lesson.id);
    const result = await execute(context, REORDER, { id: course.id, ids: change(ids) });
    expect(code(result)).toBe("invalid_input");
    expect(details(result)).toHaveProperty("lessonIds");
    const positions = await db.prisma.lesson.findMany({
      where: { courseId: course.id },
      orderBy: { position: "asc" },
      select: { id: true },
    });
    expect(positions.map((lesson) => lesson.id)).toEqual(ids);
  });

  it("keeps appending after a reorder and after a deletion", async () => {
    const course = await ownCourse(2);
    const [a, b] = course.lessons.map((lesson) => lesson.id);
    await execute(context, REORDER, { id: course.id, ids: [b, a] });
    const deleted = await execute(context, `mutation($id: ID!) { deleteLesson(id: $id) }`, { id: b });
    expect(deleted.data?.deleteLesson).toBe(b);
    const created = await execute(
      context,
      `mutation($id: ID!) { createLesson(courseId: $id, input: { title: "New" }) { position } }`,
      { id: course.id },
    );
    expect(created.data?.createLesson).toEqual({ position: 3 });
    const actions = await db.prisma.auditEntry.findMany({
      where: { entityId: b },
      select: { action: true, entity: true },
    });
    expect(actions).toEqual([{ action: "delete", entity: "Lesson" }]);
  });
});

const CREATE_CONTENT = `mutation($lessonId: ID!, $input: LessonContentInput!) {
  createLessonContent(lessonId: $lessonId, input: $input) { id type content position question { question options correctAnswer correctOptionDesc description } }
}`;
const question = {
  question: "Which header declares printf?",
  options: ["stdio.h", "stdlib.h", "string.h", "math.h"],
  correctAnswer: 0,
  explanation: "Standard I/O",
};

describe("QuestionInput", () => {
  it("stores the question as the Question JSON the viewer reads", async () => {
    const course = await ownCourse(1);
    const result = await execute(context, CREATE_CONTENT, {
      lessonId: course.lessons[0].id,
      input: { type: "question", title: "Q1", question },
    });
    expect(result.errors).toBeUndefined();
    const created = result.data?.createLessonContent as { content: string; question: unknown };
    expect(JSON.parse(created.content)).toEqual({
      question: question.question,
      options: question.options,
      correctAnswer: 0,
      correctOptionDesc: "Standard I/O",
    });
    expect(created.question).toEqual({
      question: question.question,
      options: question.options,
      correctAnswer: 0,
      correctOptionDesc: "Standard I/O",
      description: null,
    });
  });

  it.each([
    ["three options", { ...question, options: ["a", "b", "c"] }, "question.options"],
    ["five options", { ...question, options: ["a", "b", "c", "d", "e"] }, "question.options"],
    ["a blank option", { ...question, options: ["a", " ", "c", "d"] }, "question.options.1"],
    ["correctAnswer 4", { ...question, correctAnswer: 4 }, "question.correctAnswer"],
    ["correctAnswer -1", { ...question, correctAnswer: -1 }, "question.correctAnswer"],
    ["a blank question", { ...question, question: "  " }, "question.question"],
  ])("refuses %s with invalid_input on the field", async (_what, input, field) => {
    const course = await ownCourse(1);
    const result = await execute(context, CREATE_CONTENT, {
      lessonId: course.lessons[0].id,
      input: { type: "question", title: "Q", question: input },
    });
    expect(code(result)).toBe("invalid_input");
    expect(Object.keys(details(result) ?? {}).some((key) => key.endsWith(field))).toBe(true);
    expect(await db.prisma.lessonContent.count({ where: { lessonId: course.lessons[0].id } })).toBe(0);
  });

  it("belongs to type question only and is not given beside content", async () => {
    const course = await ownCourse(1);
    const lessonId = course.lessons[0].id;
    expect(
      code(await execute(context, CREATE_CONTENT, { lessonId, input: { type: "note", title: "N", question } })),
    ).toBe("invalid_input");
    const both = {
      type: "question",
      title: "Q",
      question,
      content: JSON.stringify({ question: "x", options: ["a", "b"], correctAnswer: 0 }),
    };
    expect(code(await execute(context, CREATE_CONTENT, { lessonId, input: both }))).toBe("invalid_input");
  });
});

describe("lesson contents", () => {
  const REORDER_CONTENTS = `mutation($id: ID!, $ids: [ID!]!) { reorderLessonContents(lessonId: $id, type: question, contentIds: $ids) { contents(type: question) { id } } }`;

  it("reorders one type's list, appends new items after it and refuses incomplete lists", async () => {
    const course = await ownCourse(1);
    const lessonId = course.lessons[0].id;
    const ids: string[] = [];
    for (const text of ["One?", "Two?", "Three?"]) {
      const result = await execute(context, CREATE_CONTENT, {
        lessonId,
        input: { type: "question", title: text, question: { ...question, question: text } },
      });
      ids.push((result.data?.createLessonContent as { id: string }).id);
    }
    const note = await execute(context, CREATE_CONTENT, {
      lessonId,
      input: { type: "note", title: "Notes", content: "<p>x</p>" },
    });
    const noteId = (note.data?.createLessonContent as { id: string }).id;
    const [one, two, three] = ids;

    const reordered = await execute(context, REORDER_CONTENTS, { id: lessonId, ids: [three, one, two] });
    expect(reordered.errors).toBeUndefined();
    expect(reordered.data?.reorderLessonContents).toEqual({ contents: [three, one, two].map((id) => ({ id })) });
    const four = await execute(context, CREATE_CONTENT, {
      lessonId,
      input: { type: "question", title: "Four", question },
    });
    const fourId = (four.data?.createLessonContent as { id: string }).id;
    const lesson = await execute(context, `query($id: ID!) { lessonContents(lessonId: $id, type: question) { id } }`, {
      id: lessonId,
    });
    expect(lesson.data?.lessonContents).toEqual([three, one, two, fourId].map((id) => ({ id })));

    expect(code(await execute(context, REORDER_CONTENTS, { id: lessonId, ids: [three, one, two] }))).toBe(
      "invalid_input",
    );
    expect(
      code(await execute(context, REORDER_CONTENTS, { id: lessonId, ids: [three, one, two, fourId, noteId] })),
    ).toBe("invalid_input");
  });

  it("updates and deletes a content with audit entries holding before and after", async () => {
    const course = await ownCourse(1);
    const created = await execute(context, CREATE_CONTENT, {
      lessonId: course.lessons[0].id,
      input: { type: "note", title: "Draft", content: "<p>v1</p>" },
    });
    const id = (created.data?.createLessonContent as { id: string }).id;
    const updated = await execute(
      context,
      `mutation($id: ID!) { updateLessonContent(id: $id, input: { type: note, title: "Final", content: "<p>v2</p><script>x</script>" }) { content } }`,
      { id },
    );
    expect(updated.data?.updateLessonContent).toEqual({ content: "<p>v2</p>" });
    expect(
      (await execute(context, `mutation($id: ID!) { deleteLessonContent(id: $id) }`, { id })).data?.deleteLessonContent,
    ).toBe(id);
    const entries = await db.prisma.auditEntry.findMany({ where: { entityId: id }, orderBy: { createdAt: "asc" } });
    expect(entries.map((entry) => [entry.action, entry.entity])).toEqual([
      ["create", "LessonContent"],
      ["update", "LessonContent"],
      ["delete", "LessonContent"],
    ]);
    expect(entries[1].changes).toEqual({
      title: { before: "Draft", after: "Final" },
      content: { before: "<p>v1</p>", after: "<p>v2</p>" },
    });
    expect(entries[2].changes).toMatchObject({ title: { before: "Final", after: null } });
  });

  it("records lesson writes with before and after, and marks the course updated", async () => {
    const course = await ownCourse(1);
    const id = course.lessons[0].id;
    const updatedAt = async () =>
      (await db.prisma.course.findUniqueOrThrow({ where: { id: course.id } })).updatedAt.getTime();
    await db.prisma.course.update({ where: { id: course.id }, data: { updatedAt: new Date("2020-01-01T00:00:00Z") } });
    const before = await updatedAt();
    await execute(
      context,
      `mutation($id: ID!) { updateLesson(id: $id, input: { title: "Pointers", duration: 45 }) { id } }`,
      { id },
    );
    expect(await updatedAt()).toBeGreaterThan(before);
    const entry = await db.prisma.auditEntry.findFirstOrThrow({ where: { entityId: id, action: "update" } });
    expect(entry).toMatchObject({ entity: "Lesson", actorId: owner.userId });
    expect(entry.changes).toEqual({
      title: { before: "Lesson 1", after: "Pointers" },
      duration: { before: 10, after: 45 },
    });
  });
});
