import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { createLearner } from "../../testing/learning-fixtures.ts";
import type { Viewer } from "../../context.ts";

let db: Database;
let admin: Viewer;
beforeAll(async () => {
  db = await openTestDatabase();
  admin = await createLearner(db, "admin");
});
afterAll(() => db.close());

const FIELDS = `id title description thumbnail level duration price teacherName categories tags published`;
const CREATE = `mutation($input: CourseInput!) { createCourse(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { ${FIELDS} } }`;

const input = {
  title: "Data Science with Python",
  description: "Pandas, NumPy and plots",
  thumbnail: "https://example.com/ds.png",
  level: "Intermediate",
  duration: 600,
  price: 1999.99,
  teacherName: "Dr. Meera Iyer",
  categories: ["Data Science", "Programming", "Data Science"],
  tags: ["python", "pandas"],
  published: true,
};

async function create(extra: Record<string, unknown> = {}) {
  const result = await execute(createTestContext({ db, viewer: admin }), CREATE, { input: { ...input, ...extra } });
  expect(result.errors).toBeUndefined();
  return result.data?.createCourse as Record<string, unknown> & { id: string };
}

describe("createCourse / updateCourse", () => {
  it("creates a course, connecting categories by name and creating unknown ones once", async () => {
    await db.prisma.category.create({ data: { name: "Programming", sortOrder: 1 } });
    const course = await create();
    // Display order is Category.sortOrder: the new category gets 0, before Programming (1).
    expect(course).toMatchObject({ ...input, categories: ["Data Science", "Programming"] });
    expect(await db.prisma.category.count()).toBe(2);
  });

  it("updates only the given fields; categories replace the list; thumbnail can be cleared", async () => {
    const course = await create({ title: "Old title" });
    const result = await execute(createTestContext({ db, viewer: admin }), UPDATE, {
      id: course.id,
      input: { title: "New title", price: 0, categories: ["Soft Skills"], thumbnail: null, level: null },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateCourse).toMatchObject({
      title: "New title",
      price: 0,
      categories: ["Soft Skills"],
      thumbnail: null,
      level: "Intermediate",
      description: input.description,
      tags: input.tags,
    });
  });

  it("answers course_not_found for an unknown id", async () => {
    const result = await execute(createTestContext({ db, viewer: admin }), UPDATE, {
      id: "nope",
      input: { title: "X" },
    });
    expect(result.errors?.[0].extensions.code).toBe("course_not_found");
  });

  it.each([
    ["an empty title", { title: "  " }],
    ["a negative price", { price: -1 }],
    ["a negative duration", { duration: -5 }],
    ["a title over 200 characters", { title: "x".repeat(201) }],
    ["too many categories", { categories: Array.from({ length: 21 }, (_, index) => `C${index}`) }],
    ["an empty tag", { tags: [""] }],
  ])("refuses %s with invalid_input", async (_what, bad) => {
    const result = await execute(createTestContext({ db, viewer: admin }), CREATE, { input: { ...input, ...bad } });
    expect(result.errors?.[0].extensions.code).toBe("invalid_input");
  });

  it("refuses anonymous callers (unauthenticated) and students (forbidden)", async () => {
    const anonymous = await execute(createTestContext({ db }), CREATE, { input });
    expect(anonymous.errors?.[0].extensions.code).toBe("unauthenticated");
    const student = createTestContext({ db, viewer: await createLearner(db) });
    expect((await execute(student, CREATE, { input })).errors?.[0].extensions.code).toBe("forbidden");
    const course = await create();
    expect((await execute(student, UPDATE, { id: course.id, input })).errors?.[0].extensions.code).toBe("forbidden");
  });
});
