// The content version is what every gateway's content cache trusts: it must rise with each write to the
// tables course pages are read from, from any connection, and stay put for writes elsewhere.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "./testing.ts";
import type { Database } from "./index.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

async function raises(write: () => Promise<unknown>) {
  const before = BigInt(await db.contentVersion());
  await write();
  return BigInt(await db.contentVersion()) > before;
}

describe("content version", () => {
  it("rises with every write to courses, lessons, contents and categories", async () => {
    const course = await db.prisma.course.create({ data: { title: "Physics" } });
    expect(await raises(() => db.prisma.course.update({ where: { id: course.id }, data: { published: true } }))).toBe(true);
    const lesson = await db.prisma.lesson.create({ data: { courseId: course.id, title: "Motion", position: 1 } });
    expect(await raises(() => db.prisma.lesson.update({ where: { id: lesson.id }, data: { title: "Laws of motion" } }))).toBe(true);
    expect(await raises(() => db.prisma.lessonContent.create({ data: { lessonId: lesson.id, type: "note", title: "Notes" } }))).toBe(true);
    expect(
      await raises(() =>
        db.prisma.course.update({ where: { id: course.id }, data: { categories: { connectOrCreate: [{ where: { name: "Science" }, create: { name: "Science" } }] } } }),
      ),
    ).toBe(true);
    expect(await raises(() => db.query(`UPDATE "Category" SET "sortOrder" = 3 WHERE "name" = 'Science'`))).toBe(true);
    expect(await raises(() => db.prisma.course.delete({ where: { id: course.id } }))).toBe(true);
  });

  it("stays put for writes outside the course content", async () => {
    const user = await db.prisma.user.create({ data: { authId: "cv-1", email: "cv@example.com" } });
    expect(await raises(() => db.prisma.user.update({ where: { id: user.id }, data: { firstName: "Asha" } }))).toBe(false);
    expect(await raises(() => db.prisma.newsItem.create({ data: { title: "GATE dates", category: "Exams", source: "NTA" } }))).toBe(false);
  });

  it("is one row that cannot be duplicated", async () => {
    await expect(db.query(`INSERT INTO "ContentVersion" ("id", "version") VALUES (2, 0)`)).rejects.toThrow();
    expect(await db.query(`SELECT count(*)::int AS "rows" FROM "ContentVersion"`)).toEqual([{ rows: 1 }]);
  });
});
