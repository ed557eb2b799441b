// The unfiltered catalogue read through the driver gives the rows Prisma gives (types, order, category names in
// their display order), and the signed-in catalogue runs no Prisma query at all (docs/performance.md, Capacity).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";
import { listCatalogue } from "./catalogue.service.ts";
import { listPublishedCourses, type CourseQuery } from "./courses.service.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await createCourseWithLessons(db, {
    title: "Two categories",
    tags: ["c", "pointers"],
    pricePaise: 49_950,
    categories: ["Zeta", "Alpha"],
  });
  await createCourseWithLessons(db, { title: "No category" });
  await createCourseWithLessons(db, { title: "Draft", published: false, categories: ["Alpha"] });
  // Display order is sortOrder first, then the name.
  await db.prisma.category.update({ where: { name: "Zeta" }, data: { sortOrder: -1 } });
});
afterAll(() => db.close());

const categoryNames: CourseQuery = {
  include: { categories: { orderBy: [{ sortOrder: "asc" }, { name: "asc" }], select: { name: true } } },
};

describe("the catalogue through the driver", () => {
  it.each([
    ["scalars and category names", categoryNames],
    ["scalars only", {}],
  ])("gives the rows Prisma gives for %s", async (_case, query) => {
    const expected = await listPublishedCourses(db.prisma, {}, query);
    const findMany = vi.spyOn(db.prisma.course, "findMany");
    try {
      expect(await listCatalogue(db, {}, query)).toEqual(expected);
      expect(findMany).not.toHaveBeenCalled();
    } finally {
      findMany.mockRestore();
    }
    expect(expected.map((course) => course.title)).toEqual(expect.arrayContaining(["Two categories", "No category"]));
  });

  it("leaves filters and other selections to Prisma, with the same answer", async () => {
    const findMany = vi.spyOn(db.prisma.course, "findMany");
    try {
      const byCategory = await listCatalogue(db, { category: "zeta" }, categoryNames);
      expect(byCategory.map((course) => course.title)).toEqual(["Two categories"]);
      await listCatalogue(db, {}, { include: { lessons: true } });
      expect(findMany).toHaveBeenCalledTimes(2);
    } finally {
      findMany.mockRestore();
    }
  });

  it("answers the signed-in catalogue page with no Prisma query", async () => {
    const viewer = await createLearner(db);
    const context = createTestContext({ db, viewer });
    const findMany = vi.spyOn(db.prisma.course, "findMany");
    try {
      const { result } = await db.countStatements(() =>
        execute(context, `{ courses { id title price categories tags isEnrolled thumbnailSources { srcSet } } }`),
      );
      expect(result.errors).toBeUndefined();
      const courses = (result.data as { courses: { title: string; categories: string[]; price: number }[] }).courses;
      expect(courses.find((course) => course.title === "Two categories")).toMatchObject({
        categories: ["Zeta", "Alpha"],
        price: 499.5,
      });
      expect(findMany).not.toHaveBeenCalled();
    } finally {
      findMany.mockRestore();
    }
  });
});
