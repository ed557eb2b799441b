// `%`, `_` and `\` in search text match themselves, in every filter that builds a pattern.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { listPublishedCourses } from "../courses/courses.service.ts";
import { listInternships } from "../internships/internships.service.ts";
import { listPlacements } from "../placements/placements.service.ts";
import { likeLiteral } from "./text-filters.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  const titles = ["Save 100% now", "snake_case style", "C:\\path notes", "Plain words"];
  for (const [index, title] of titles.entries()) {
    await db.prisma.course.create({
      data: {
        title,
        published: true,
        categories: { connectOrCreate: { where: { name: `Cat ${title}` }, create: { name: `Cat ${title}` } } },
      },
    });
    await db.prisma.internship.create({
      data: {
        title,
        company: `Company ${index}`,
        type: "Remote",
        duration: "3 months",
        stipend: "0",
        location: `Town ${title}`,
        deadline: new Date(),
      },
    });
    await db.prisma.placement.create({
      data: {
        title,
        company: `Company ${index}`,
        experience: "0-1",
        category: "IT",
        location: `Town ${title}`,
        salary: `${title} LPA`,
      },
    });
  }
});
afterAll(() => db.close());

const titles = (rows: { title: string }[]) => rows.map((row) => row.title).sort();

describe("likeLiteral", () => {
  it("escapes the pattern characters and the escape character", () => {
    expect(likeLiteral("a%b_c\\d")).toBe("a\\%b\\_c\\\\d");
  });
});

describe.each([
  ["%", ["Save 100% now"]],
  ["_", ["snake_case style"]],
  ["\\", ["C:\\path notes"]],
  ["0%", ["Save 100% now"]],
  ["e_c", ["snake_case style"]],
])("search text %j", (text, expected) => {
  it("matches only courses containing it (title, description, tags, categories)", async () => {
    expect(titles(await listPublishedCourses(db.prisma, { search: text }))).toEqual(expected);
  });

  it("matches only internships and placements containing it (search, location, salary)", async () => {
    expect(titles(await listInternships(db.prisma, { search: text }))).toEqual(expected);
    expect(titles(await listInternships(db.prisma, { location: text }))).toEqual(expected);
    expect(titles(await listPlacements(db.prisma, { search: text }))).toEqual(expected);
    expect(titles(await listPlacements(db.prisma, { location: text }))).toEqual(expected);
    expect(titles(await listPlacements(db.prisma, { salary: text }))).toEqual(expected);
  });
});

describe("course category filter", () => {
  it("is an exact, case-insensitive name: wildcards match nothing, a name with them matches itself", async () => {
    expect(await listPublishedCourses(db.prisma, { category: "%" })).toEqual([]);
    expect(await listPublishedCourses(db.prisma, { category: "Cat %" })).toEqual([]);
    expect(await listPublishedCourses(db.prisma, { category: "cat _lain words" })).toEqual([]);
    expect(titles(await listPublishedCourses(db.prisma, { category: "cat save 100% now" }))).toEqual(["Save 100% now"]);
    expect(titles(await listPublishedCourses(db.prisma, { category: "CAT SNAKE_CASE STYLE" }))).toEqual([
      "snake_case style",
    ]);
    expect(titles(await listPublishedCourses(db.prisma, { category: "Cat C:\\path notes" }))).toEqual([
      "C:\\path notes",
    ]);
  });
});
