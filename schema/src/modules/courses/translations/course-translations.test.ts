// Course translations (docs/languages.md): staff who edit a course write them, readers see them in their language
// and the course's own text in any other, a catalogue loads them in one statement, and the course form's limits hold.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Context, Viewer } from "../../../context.ts";
import { courseLimits } from "../../../input-limits.ts";
import { createTestContext, execute } from "../../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../../testing/learning-fixtures.ts";

let db: Database;
let admin: Viewer;
let owner: Viewer;
let learner: Viewer;
let courseId: string;

const SAVE = `mutation($courseId: ID!, $input: CourseTranslationInput!) {
  saveCourseTranslation(courseId: $courseId, input: $input) { language title description }
}`;
const DELETE = `mutation($courseId: ID!, $language: String!) { deleteCourseTranslation(courseId: $courseId, language: $language) }`;
const LIST = `query($id: ID!) { staffCourse(id: $id) { title translations { language title description } } }`;
const READ = `query($id: ID!) { course(id: $id) { title description } }`;
const CATALOGUE = `{ courses { id title description } }`;

const as = (viewer: Viewer | null, language?: Context["language"]) => ({
  ...createTestContext({ db, viewer }),
  language,
});
const codeOf = (result: Awaited<ReturnType<typeof execute>>) => result.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  db = await openTestDatabase();
  admin = await createLearner(db, "admin");
  owner = await createLearner(db, "instructor");
  learner = await createLearner(db);
  const course = await createCourseWithLessons(db, { title: "Physics", description: "Motion and energy." });
  courseId = course.id;
  await db.prisma.course.update({ where: { id: courseId }, data: { ownerId: owner.userId } });
});
afterAll(() => db.close());

describe("writing translations", () => {
  it("lets the course's owner save, replace, list and delete them, audited", async () => {
    const input = { language: "hi", title: "भौतिकी", description: "" };
    expect((await execute(as(owner), SAVE, { courseId, input })).errors).toBeUndefined();
    const saved = await execute(as(owner), SAVE, { courseId, input: { ...input, description: "गति और ऊर्जा।" } });
    expect(saved.data?.saveCourseTranslation).toEqual({ ...input, description: "गति और ऊर्जा।" });
    await execute(as(admin), SAVE, { courseId, input: { language: "ta", title: "இயற்பியல்" } });
    const listed = await execute(as(owner), LIST, { id: courseId });
    expect(listed.data?.staffCourse).toEqual({
      title: "Physics",
      translations: [
        { language: "hi", title: "भौतिकी", description: "गति और ऊर्जा।" },
        { language: "ta", title: "இயற்பியல்", description: "" },
      ],
    });
    expect((await execute(as(admin), DELETE, { courseId, language: "ta" })).data).toEqual({
      deleteCourseTranslation: true,
    });
    expect((await execute(as(admin), DELETE, { courseId, language: "ta" })).data).toEqual({
      deleteCourseTranslation: false,
    });
    const audited = await db.prisma.auditEntry.count({
      where: { entityId: courseId, action: { contains: "translat" } },
    });
    expect(audited).toBe(4);
  });

  it("refuses a learner and another instructor with forbidden", async () => {
    const other = await createLearner(db, "instructor");
    const input = { language: "bn", title: "পদার্থবিদ্যা" };
    expect(codeOf(await execute(as(learner), SAVE, { courseId, input }))).toBe("forbidden");
    expect(codeOf(await execute(as(other), SAVE, { courseId, input }))).toBe("forbidden");
    expect(codeOf(await execute(as(learner), DELETE, { courseId, language: "hi" }))).toBe("forbidden");
    const read = await execute(as(learner), `query($id: ID!) { course(id: $id) { translations { title } } }`, {
      id: courseId,
    });
    expect(codeOf(read)).toBe("forbidden");
    expect(await db.prisma.courseTranslation.count({ where: { courseId, language: "bn" } })).toBe(0);
  });

  it("holds the course form's limits and the product's languages", async () => {
    const long = "x".repeat(courseLimits.title + 1);
    const cases = [
      { language: "hi", title: long },
      { language: "hi", title: "   " },
      { language: "hi", title: "ok", description: "x".repeat(courseLimits.description + 1) },
      { language: "fr", title: "Physique" },
    ];
    for (const input of cases)
      expect(codeOf(await execute(as(admin), SAVE, { courseId, input }))).toBe("invalid_input");
    const exact = { language: "mr", title: "x".repeat(courseLimits.title) };
    expect((await execute(as(admin), SAVE, { courseId, input: exact })).errors).toBeUndefined();
    await execute(as(admin), DELETE, { courseId, language: "mr" });
  });
});

describe("reading a course in a language", () => {
  it("answers the translation in its language, else the course's own text", async () => {
    const read = async (language?: Context["language"]) =>
      (await execute(as(learner, language), READ, { id: courseId })).data?.course;
    expect(await read("hi")).toEqual({ title: "भौतिकी", description: "गति और ऊर्जा।" });
    expect(await read("ta")).toEqual({ title: "Physics", description: "Motion and energy." });
    expect(await read()).toEqual({ title: "Physics", description: "Motion and energy." });
    expect((await execute(as(null, "hi"), READ, { id: courseId })).data?.course).toEqual(await read("hi"));
  });

  it("falls back to the course's description when the translation leaves it empty", async () => {
    await execute(as(admin), SAVE, { courseId, input: { language: "te", title: "భౌతిక శాస్త్రం" } });
    const read = await execute(as(learner, "te"), READ, { id: courseId });
    expect(read.data?.course).toEqual({ title: "భౌతిక శాస్త్రం", description: "Motion and energy." });
  });

  it("shows staff who edit the course its own text, which the console edits", async () => {
    const read = await execute(as(owner, "hi"), READ, { id: courseId });
    expect(read.data?.course).toEqual({ title: "Physics", description: "Motion and energy." });
  });

  it("loads a catalogue's translations in one statement, whatever its size", async () => {
    const statements = async () => {
      const { result, statements } = await db.countStatements(() => execute(as(null, "hi"), CATALOGUE));
      expect(result.errors).toBeUndefined();
      return statements.length;
    };
    const few = await statements();
    for (let index = 0; index < 5; index++) {
      const course = await createCourseWithLessons(db, { title: `Course ${index}`, lessons: 0 });
      await db.prisma.courseTranslation.create({
        data: { courseId: course.id, language: "hi", title: `पाठ्यक्रम ${index}` },
      });
    }
    expect(await statements()).toBe(few);
    const { data } = await execute(as(null, "hi"), CATALOGUE);
    const titles = (data?.courses as { title: string }[]).map((course) => course.title);
    expect(titles).toEqual(expect.arrayContaining(["भौतिकी", "पाठ्यक्रम 0", "पाठ्यक्रम 4"]));
  });
});
