// The practice seed loader: the whole seeded bank, twice without change, diagrams as data: URLs, and an edited seed
// question replacing (archiving) the one it was.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/index.ts";
import { openTestDatabase } from "../src/testing.ts";
import { practiceQuestions } from "./practice/bank.ts";
import { practiceSubjects } from "./practice/subjects.ts";
import { writePractice } from "./write-practice.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

describe("the practice seed", () => {
  it("loads every subject, topic and question once, however often it runs", async () => {
    const first = await db.prisma.$transaction((tx) => writePractice(tx), { timeout: 60_000 });
    expect(first).toEqual({ created: practiceQuestions.length, archived: 0 });
    const second = await db.prisma.$transaction((tx) => writePractice(tx), { timeout: 60_000 });
    expect(second).toEqual({ created: 0, archived: 0 });
    expect(await db.prisma.practiceSubject.count()).toBe(practiceSubjects.length);
    expect(await db.prisma.practiceTopic.count()).toBe(practiceSubjects.flatMap((s) => s.topics).length);
    expect(await db.prisma.practiceQuestion.count({ where: { status: "ACTIVE" } })).toBe(practiceQuestions.length);

    const withDiagram = practiceQuestions.find((q) => q.diagramSvg)!;
    const stored = await db.prisma.practiceQuestion.findFirstOrThrow({
      where: { textEn: withDiagram.textEn ?? null, textHi: withDiagram.textHi ?? null, imageUrl: { not: null } },
    });
    expect(stored.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(stored.imageUrl!.split(",")[1]!, "base64").toString("utf8")).toBe(withDiagram.diagramSvg);
    expect(stored.imageAlt).toBe(withDiagram.imageAlt ?? null);
  });

  it("archives a seeded question whose text the seed changed, and adds the new text", async () => {
    const [edited, ...rest] = practiceQuestions;
    const changed = { ...edited!, textEn: `${edited!.textEn ?? ""} (revised)` };
    const result = await db.prisma.$transaction((tx) => writePractice(tx, practiceSubjects, [changed, ...rest]), {
      timeout: 60_000,
    });
    expect(result).toEqual({ created: 1, archived: 1 });
    expect(await db.prisma.practiceQuestion.count({ where: { status: "ARCHIVED" } })).toBe(1);
  });
});
