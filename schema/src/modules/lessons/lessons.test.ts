import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";

let db: Database;
let lessonId: string;
let draftLessonId: string;
beforeAll(async () => {
  db = await openTestDatabase();
  const course = await createCourseWithLessons(db, { lessons: 2 });
  lessonId = course.lessons[0].id;
  const draft = await createCourseWithLessons(db, { published: false, lessons: 1 });
  draftLessonId = draft.lessons[0].id;
  const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second));
  const question = (text: string) =>
    JSON.stringify({ question: text, options: ["A", "B"], correctAnswer: 1, correctOptionDesc: "B it is" });
  await db.prisma.lessonContent.createMany({
    data: [
      // Same createdAt: the id (as text) breaks the tie (spec section 4).
      { id: "q-b", lessonId, type: "question", title: "Second", content: question("Second?"), createdAt: at(5) },
      { id: "q-a", lessonId, type: "question", title: "First", content: question("First?"), createdAt: at(5) },
      { id: "q-0", lessonId, type: "question", title: "Earliest", content: question("Earliest?"), createdAt: at(1) },
      { id: "q-bad", lessonId, type: "question", title: "Broken", content: "{not json", createdAt: at(9) },
      {
        id: "n-1",
        lessonId,
        type: "note",
        title: "Notes",
        content: "<p>Pointers</p>",
        url: "a.pdf,b.pdf",
        createdAt: at(2),
      },
      { id: "d-1", lessonId: draftLessonId, type: "note", title: "Draft notes", createdAt: at(2) },
    ],
  });
});
afterAll(() => db.close());

const CONTENTS = `query($lessonId: ID!, $type: ContentType!) {
  lessonContents(lessonId: $lessonId, type: $type) { id title url content question { question options correctAnswer correctOptionDesc description } }
}`;

describe("lessonContents", () => {
  it("orders questions by createdAt, then id, and parses their JSON", async () => {
    const result = await execute(createTestContext({ db }), CONTENTS, { lessonId, type: "question" });
    expect(result.errors).toBeUndefined();
    const items = result.data?.lessonContents as { id: string; question: unknown }[];
    expect(items.map((item) => item.id)).toEqual(["q-0", "q-a", "q-b", "q-bad"]);
    expect(items[0].question).toEqual({
      question: "Earliest?",
      options: ["A", "B"],
      correctAnswer: 1,
      correctOptionDesc: "B it is",
      description: null,
    });
    expect(items[3].question).toBeNull();
  });

  it("returns notes with their url list and no parsed question", async () => {
    const result = await execute(createTestContext({ db }), CONTENTS, { lessonId, type: "note" });
    expect(result.data?.lessonContents).toEqual([
      { id: "n-1", title: "Notes", url: "a.pdf,b.pdf", content: "<p>Pointers</p>", question: null },
    ]);
  });

  it("is empty for a lesson of an unpublished course, except for admins", async () => {
    const anonymous = await execute(createTestContext({ db }), CONTENTS, { lessonId: draftLessonId, type: "note" });
    expect(anonymous.data?.lessonContents).toEqual([]);
    const admin = createTestContext({ db, viewer: await createLearner(db, "admin") });
    const asAdmin = await execute(admin, CONTENTS, { lessonId: draftLessonId, type: "note" });
    expect(asAdmin.data?.lessonContents).toHaveLength(1);
  });
});

const LESSON = `query($id: ID!) {
  lesson(id: $id) {
    id title position courseId course { id lessonCount }
    all: contents { id }
    quiz: contents(type: question) { id }
    viewerProgress { status }
  }
}`;

describe("lesson", () => {
  it("returns the lesson with its course and contents filtered by type", async () => {
    const result = await execute(createTestContext({ db }), LESSON, { id: lessonId });
    expect(result.errors).toBeUndefined();
    expect(result.data?.lesson).toMatchObject({
      id: lessonId,
      title: "Lesson 1",
      position: 1,
      course: { lessonCount: 2 },
      all: ["q-0", "n-1", "q-a", "q-b", "q-bad"].map((id) => ({ id })),
      quiz: ["q-0", "q-a", "q-b", "q-bad"].map((id) => ({ id })),
      viewerProgress: null,
    });
  });

  it("is null when missing or in an unpublished course", async () => {
    const context = createTestContext({ db });
    expect((await execute(context, LESSON, { id: "missing" })).data?.lesson).toBeNull();
    expect((await execute(context, LESSON, { id: draftLessonId })).data?.lesson).toBeNull();
  });
});
