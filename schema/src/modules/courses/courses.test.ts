import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";
import { FALLBACK_CATEGORIES } from "./courses.service.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const titles = (data: unknown) => (data as { courses: { title: string }[] }).courses.map((course) => course.title);
const SEARCH = `query($search: String, $category: String) { courses(search: $search, category: $category) { title } }`;

describe("courseCategories", () => {
  it("falls back to the spec's list while no published course has a category", async () => {
    await createCourseWithLessons(db, { title: "Draft", published: false, categories: ["Drafts"] });
    const result = await execute(createTestContext({ db }), `{ courseCategories }`);
    expect(result.data?.courseCategories).toEqual(FALLBACK_CATEGORIES);
  });

  it("lists the categories of published courses in sortOrder order, once each", async () => {
    await createCourseWithLessons(db, { title: "C Programming", categories: ["Programming", "Data Science"] });
    await createCourseWithLessons(db, { title: "Python for Data", categories: ["Data Science"] });
    await db.prisma.category.update({ where: { name: "Data Science" }, data: { sortOrder: -1 } });
    const result = await execute(createTestContext({ db }), `{ courseCategories }`);
    expect(result.data?.courseCategories).toEqual(["Data Science", "Programming"]);
  });
});

describe("courses", () => {
  beforeAll(async () => {
    await createCourseWithLessons(db, {
      title: "Web Development Bootcamp",
      description: "HTML, CSS and 100% practical JavaScript",
      categories: ["Web Development"],
      tags: ["React", "frontend"],
    });
    await createCourseWithLessons(db, {
      title: "Aptitude",
      categories: ["Competitive Exams"],
      tags: ["SSC", "Banking"],
    });
  });

  it("lists published courses only, oldest first", async () => {
    const result = await execute(createTestContext({ db }), SEARCH);
    expect(result.errors).toBeUndefined();
    expect(titles(result.data)).toEqual(["C Programming", "Python for Data", "Web Development Bootcamp", "Aptitude"]);
  });

  it.each([
    ["title", "web DEV", ["Web Development Bootcamp"]],
    ["description", "javascript", ["Web Development Bootcamp"]],
    ["category name", "competitive", ["Aptitude"]],
    ["tag", "bank", ["Aptitude"]],
    ["tag, case-insensitive", "react", ["Web Development Bootcamp"]],
    ["LIKE wildcards literally", "100%", ["Web Development Bootcamp"]],
    ["nothing", "kotlin", []],
    ["draft courses never", "draft", []],
  ])("searches by %s", async (_what, search, expected) => {
    const result = await execute(createTestContext({ db }), SEARCH, { search });
    expect(titles(result.data)).toEqual(expected);
  });

  it("filters by category name (case-insensitive) together with search", async () => {
    const context = createTestContext({ db });
    expect(titles((await execute(context, SEARCH, { category: "data science" })).data)).toEqual([
      "C Programming",
      "Python for Data",
    ]);
    expect(titles((await execute(context, SEARCH, { category: "Data Science", search: "python" })).data)).toEqual([
      "Python for Data",
    ]);
  });

  it("refuses an over-long search with invalid_input", async () => {
    const result = await execute(createTestContext({ db }), SEARCH, { search: "x".repeat(201) });
    expect(result.errors?.[0].extensions.code).toBe("invalid_input");
  });
});

const COURSE = `query($id: ID!) {
  course(id: $id) {
    id title price categories tags lessonCount totalMinutes isEnrolled published
    lessons { position title }
    viewerProgress { percent }
  }
}`;

describe("course", () => {
  it("returns a course with ordered lessons, totals and a Float price", async () => {
    const created = await createCourseWithLessons(db, {
      title: "DSA",
      lessons: 3,
      pricePaise: 49_950,
      categories: ["Programming"],
      tags: ["arrays"],
    });
    // Inserted out of order: the field must sort by position, not insertion.
    await db.prisma.lesson.create({ data: { courseId: created.id, position: 0, title: "Welcome", duration: 5 } });
    const result = await execute(createTestContext({ db }), COURSE, { id: created.id });
    expect(result.errors).toBeUndefined();
    expect(result.data?.course).toEqual({
      id: created.id,
      title: "DSA",
      price: 499.5,
      categories: ["Programming"],
      tags: ["arrays"],
      lessonCount: 4,
      totalMinutes: 35,
      isEnrolled: false,
      published: true,
      lessons: ["Welcome", "Lesson 1", "Lesson 2", "Lesson 3"].map((title, position) => ({ position, title })),
      viewerProgress: null,
    });
  });

  it("tells an enrolled student so; null for missing or unpublished courses", async () => {
    const course = await createCourseWithLessons(db, { title: "Enrolled one" });
    const draft = await createCourseWithLessons(db, { title: "Secret draft", published: false });
    const viewer = await createLearner(db);
    await db.prisma.enrollment.create({ data: { userId: viewer.userId, courseId: course.id } });
    const context = createTestContext({ db, viewer });
    const enrolled = await execute(context, COURSE, { id: course.id });
    expect(enrolled.data?.course).toMatchObject({ isEnrolled: true, viewerProgress: { percent: 0 } });
    expect((await execute(context, COURSE, { id: draft.id })).data?.course).toBeNull();
    expect((await execute(context, COURSE, { id: "missing" })).data?.course).toBeNull();
    const admin = createTestContext({ db, viewer: await createLearner(db, "admin") });
    expect((await execute(admin, COURSE, { id: draft.id })).data?.course).toMatchObject({ published: false });
  });
});
