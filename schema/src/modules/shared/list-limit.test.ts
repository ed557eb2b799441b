// Lists a third party may narrow take `limit` (docs/architecture.md, Cost of a request): without it a list answers
// whole, as the spec's screens read it; with it, the first items of the same order; out of its bounds, invalid_input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { listLimits } from "../../input-limits.ts";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";
import { answer, ask, discussionCourse, run } from "../discussions/discussion-fixtures.ts";

let db: Database;
let lessonId: string;
beforeAll(async () => {
  db = await openTestDatabase();
  for (const title of ["First", "Second", "Third", "Fourth"]) await createCourseWithLessons(db, { title, lessons: 4 });
  lessonId = (await db.prisma.lesson.findFirstOrThrow({ where: { course: { title: "First" }, position: 1 } })).id;
  await db.prisma.lessonContent.createMany({
    data: ["a", "b", "c"].map((title, position) => ({ lessonId, type: "note" as const, title, position })),
  });
});
afterAll(() => db.close());

const read = async (document: string, variables: Record<string, unknown> = {}) => {
  const result = await execute(createTestContext({ db }), document, variables);
  return { data: result.data as Record<string, any> | null, code: result.errors?.[0]?.extensions?.code };
};
const titles = (courses: { title: string }[]) => courses.map((course) => course.title);

describe("limit on lists", () => {
  it("pages the catalogue with limit and offset, in its order, on both of its reads", async () => {
    const all = titles((await read(`{ courses { title } }`)).data!.courses);
    expect(all).toEqual(["First", "Second", "Third", "Fourth"]);
    // Scalars only go through the driver (catalogue.service.ts), a search through Prisma: the same pages.
    const page = `query($limit: Int, $offset: Int, $search: String) {
      courses(limit: $limit, offset: $offset, search: $search) { title } }`;
    expect(titles((await read(page, { limit: 2 })).data!.courses)).toEqual(["First", "Second"]);
    expect(titles((await read(page, { limit: 2, offset: 3 })).data!.courses)).toEqual(["Fourth"]);
    expect(titles((await read(page, { offset: 1 })).data!.courses)).toEqual(["Second", "Third", "Fourth"]);
    expect(titles((await read(page, { limit: 2, offset: 1, search: "learn c" })).data!.courses)).toEqual([
      "Second",
      "Third",
    ]);
  });

  it("cuts a course's lessons without changing its totals", async () => {
    const { data } = await read(`{ courses(limit: 1) { lessonCount totalMinutes lessons(limit: 2) { title } } }`);
    expect(data!.courses).toEqual([
      { lessonCount: 4, totalMinutes: 40, lessons: [{ title: "Lesson 1" }, { title: "Lesson 2" }] },
    ]);
  });

  it("cuts a lesson's contents, in their order", async () => {
    const { data } = await read(
      `query($id: ID!) { lesson(id: $id) { contents(limit: 2) { title } }
        lessonContents(lessonId: $id, type: note, limit: 1) { title } }`,
      { id: lessonId },
    );
    expect(data).toEqual({ lesson: { contents: [{ title: "a" }, { title: "b" }] }, lessonContents: [{ title: "a" }] });
  });

  it("cuts a question's answers, oldest first", async () => {
    const course = await discussionCourse(db);
    const question = await ask(db, course.asker, course.lessonId);
    for (const body of ["<p>one</p>", "<p>two</p>", "<p>three</p>"]) await answer(db, course.other, question.id, body);
    const result = await run(db, course.asker, `query($id: ID!) { question(id: $id) { answers(limit: 2) { body } } }`, {
      id: question.id,
    });
    expect(result.data).toEqual({ question: { answers: [{ body: "<p>one</p>" }, { body: "<p>two</p>" }] } });
  });

  it.each([
    ["courses", `{ courses(limit: ${listLimits.courses + 1}) { id } }`],
    ["no courses", `{ courses(limit: 0) { id } }`],
    ["a negative offset", `{ courses(offset: -1) { id } }`],
    ["lessons", `{ courses { lessons(limit: ${listLimits.lessons + 1}) { id } } }`],
    ["contents", `{ courses { lessons { contents(limit: ${listLimits.contents + 1}) { id } } } }`],
  ])("refuses a limit out of bounds for %s with invalid_input", async (_name, document) => {
    expect((await read(document)).code).toBe("invalid_input");
  });

  it("cuts the public listings and mock tests, newest (or soonest) first", async () => {
    const { prisma } = db;
    const day = (n: number) => new Date(Date.UTC(2027, 0, n));
    for (const n of [1, 2, 3]) {
      await prisma.newsItem.create({
        data: { category: "Jobs", title: `news ${n}`, source: "PIB", publishedAt: day(n) },
      });
      const opening = { company: "Co", duration: "2 months", stipend: "0", location: "Pune", deadline: day(n) };
      await prisma.internship.create({
        data: { ...opening, title: `internship ${n}`, type: "Remote", createdAt: day(n) },
      });
      const job = { company: "Co", experience: "0-1", category: "IT", location: "Pune", salary: "4 LPA" };
      await prisma.placement.create({ data: { ...job, title: `placement ${n}`, postedDate: day(n) } });
      const exam = { category: "GATE", duration: 60, examDate: day(n), maxParticipants: 10 };
      await prisma.exam.create({ data: { ...exam, title: `exam ${n}` } });
      await prisma.testimonial.create({ data: { text: "Good", name: `testimonial ${n}`, createdAt: day(n) } });
      await prisma.mockTest.create({
        data: { title: `mock test ${n}`, durationMinutes: 60, published: true, createdAt: day(n) },
      });
    }
    const { data } = await read(`{ news(limit: 2) { title } internships(limit: 2) { title }
      placements(limit: 2) { title } exams(limit: 2) { title } testimonials(limit: 2) { name } mockTests(limit: 2) { title } }`);
    const names = (items: { title?: string; name?: string }[]) => items.map((item) => item.title ?? item.name);
    const all = await read(`{ news { title } internships { title } placements { title } exams { title }
      testimonials { name } mockTests { title } }`);
    for (const list of ["news", "internships", "placements", "exams", "testimonials", "mockTests"]) {
      expect(names(data![list]), list).toEqual(names(all.data![list]).slice(0, 2));
      expect(all.data![list], list).toHaveLength(3);
    }
    expect((await read(`{ news(limit: ${listLimits.listings + 1}) { title } }`)).code).toBe("invalid_input");
  });

  it("answers every item without a limit, as the spec's screens read them", async () => {
    const viewer = await createLearner(db);
    const result = await execute(createTestContext({ db, viewer }), `{ courses { lessons { id } } }`);
    expect(
      (result.data as { courses: { lessons: unknown[] }[] }).courses.map((course) => course.lessons.length),
    ).toEqual(expect.arrayContaining([4, 4, 4, 4]));
  });
});
