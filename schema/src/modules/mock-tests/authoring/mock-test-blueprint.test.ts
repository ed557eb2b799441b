// Editing a blueprint in the console and previewing a draw: who may, the rows' rules on their fields, a bank too small
// for a row, the refusal once attempted, the audit, and that the preview is the attempt's own seeded draw.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { createTestContext, execute } from "../../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../../testing/learning-fixtures.ts";
import { createMockTest } from "../../../testing/mock-test-fixtures.ts";
import { createPracticeBank } from "../../practice/practice-fixtures.ts";
import { drawBlueprint, paperSeed } from "../paper/blueprint/draw.ts";

let db: Database;
let admin: Viewer;
let instructor: Viewer;
let bank: Awaited<ReturnType<typeof createPracticeBank>>;
beforeAll(async () => {
  db = await openTestDatabase();
  admin = await createLearner(db, "admin");
  instructor = await createLearner(db, "instructor");
  // Percentages: 2 easy and 4 medium questions; number series: 1 medium.
  bank = await createPracticeBank(db);
});
afterAll(() => db.close());

const as = (viewer: Viewer) => createTestContext({ db, viewer });
const SAVE = `mutation($testId: ID!, $input: MockTestBlueprintInput!) { saveMockTestBlueprint(testId: $testId, input: $input) {
  samePaperForSitting sections { id practiceTopicIds drawEasy drawMedium drawHard } } }`;
const PREVIEW = `query($testId: ID!, $seed: String!) { staffMockTestDrawPreview(testId: $testId, seed: $seed) {
  sectionId name questions { id difficulty topicName textEn } } }`;

type Row = { sectionId: string; practiceTopicIds: string[]; count: number; easy: number; medium: number; hard: number };
const blueprint = (rows: Row[], extra: Record<string, unknown> = {}) => ({
  mode: "BLUEPRINT",
  samePaperForSitting: false,
  sections: rows,
  ...extra,
});
const row = (sectionId: string, extra: Partial<Row> = {}): Row => ({
  sectionId,
  practiceTopicIds: [bank.percentages.id, bank.series.id],
  count: 4,
  easy: 1,
  medium: 3,
  hard: 0,
  ...extra,
});
const errorOf = (result: Awaited<ReturnType<typeof execute>>) => result.errors?.[0]?.extensions;

async function unattempted(courseId?: string) {
  return createMockTest(db, { published: false, courseId });
}

describe("saveMockTestBlueprint", () => {
  it("saves each drawing section's topics and mix and the paper mode, audited, and a fixed list clears them", async () => {
    const test = await unattempted();
    const [first, second] = test.sections;
    const saved = await execute(as(admin), SAVE, {
      testId: test.id,
      input: blueprint([row(first!.id)], { samePaperForSitting: true }),
    });
    expect(saved.errors).toBeUndefined();
    const after = (saved.data as { saveMockTestBlueprint: { samePaperForSitting: boolean; sections: unknown[] } })
      .saveMockTestBlueprint;
    expect(after.samePaperForSitting).toBe(true);
    expect(after.sections).toEqual([
      {
        id: first!.id,
        practiceTopicIds: [bank.percentages.id, bank.series.id],
        drawEasy: 1,
        drawMedium: 3,
        drawHard: 0,
      },
      { id: second!.id, practiceTopicIds: [], drawEasy: 0, drawMedium: 0, drawHard: 0 },
    ]);
    const entry = await db.prisma.auditEntry.findFirstOrThrow({
      where: { entityId: test.id, action: "update-blueprint" },
    });
    expect(entry.actorId).toBe(admin.userId);
    expect(JSON.stringify(entry.changes)).toContain(bank.percentages.id);

    const fixed = await execute(as(admin), SAVE, {
      testId: test.id,
      input: { mode: "FIXED_LIST", samePaperForSitting: false, sections: [row(first!.id)] },
    });
    expect(fixed.errors).toBeUndefined();
    const sections = await db.prisma.mockTestSection.findMany({ where: { testId: test.id } });
    expect(sections.every((s) => s.drawEasy + s.drawMedium + s.drawHard === 0 && !s.practiceTopicIds.length)).toBe(
      true,
    );
  });

  it("names each broken rule on its row's field: a count below 1, a mix that does not add up, no topic", async () => {
    const test = await unattempted();
    const [first, second] = test.sections;
    const result = await execute(as(admin), SAVE, {
      testId: test.id,
      input: blueprint([
        row(first!.id, { count: 0, easy: 0, medium: 0 }),
        row(second!.id, { count: 3, easy: 1, medium: 1, practiceTopicIds: [] }),
      ]),
    });
    const error = errorOf(result);
    expect(error?.code).toBe("invalid_input");
    expect(Object.keys(error?.details as object).sort()).toEqual([
      "input.sections.0.count",
      "input.sections.1.mix",
      "input.sections.1.topicIds",
    ]);
    const none = await execute(as(admin), SAVE, { testId: test.id, input: blueprint([]) });
    expect(errorOf(none)?.details).toHaveProperty(["input.sections"]);
  });

  it("refuses a row the bank cannot fill, naming the difficulty, and sections that share too small a pool", async () => {
    const test = await unattempted();
    const [first, second] = test.sections;
    const short = await execute(as(admin), SAVE, {
      testId: test.id,
      input: blueprint([row(first!.id, { count: 5, easy: 1, medium: 3, hard: 1 })]),
    });
    expect(errorOf(short)?.code).toBe("mock_test_bank_short");
    expect(errorOf(short)?.details).toEqual({
      "input.sections.0.hard": "1 hard needed, the bank has 0 in these topics",
    });
    // Each row alone fits (5 medium), both together need 6.
    const shared = await execute(as(admin), SAVE, {
      testId: test.id,
      input: blueprint([row(first!.id), row(second!.id, { count: 3, easy: 0, medium: 3 })]),
    });
    expect(errorOf(shared)?.code).toBe("mock_test_bank_short");
    // Archived questions are not published: they do not count.
    await db.prisma.practiceQuestion.update({ where: { id: bank.seriesQuestion.id }, data: { status: "ARCHIVED" } });
    const archived = await execute(as(admin), SAVE, {
      testId: test.id,
      input: blueprint([row(first!.id, { count: 5, easy: 0, medium: 5 })]),
    });
    expect(errorOf(archived)?.details).toHaveProperty(["input.sections.0.medium"]);
    await db.prisma.practiceQuestion.update({ where: { id: bank.seriesQuestion.id }, data: { status: "ACTIVE" } });
    const stored = await db.prisma.mockTestSection.findMany({ where: { testId: test.id } });
    expect(stored.every((s) => s.drawMedium === 0)).toBe(true);
  });

  it("is refused once anyone attempted the test, as the question editor is", async () => {
    const test = await unattempted();
    const learner = await createLearner(db);
    await db.prisma.mockTestAttempt.create({
      data: { testId: test.id, userId: learner.userId, endsAt: new Date(Date.now() + 60_000), paper: {} },
    });
    const result = await execute(as(admin), SAVE, { testId: test.id, input: blueprint([row(test.sections[0]!.id)]) });
    expect(errorOf(result)?.code).toBe("mock_test_has_attempts");
  });

  it("lets instructors edit their own courses' tests only", async () => {
    const own = await createCourseWithLessons(db);
    await db.prisma.course.update({ where: { id: own.id }, data: { ownerId: instructor.userId } });
    const mine = await unattempted(own.id);
    const others = await unattempted();
    const input = (test: typeof mine) => ({ testId: test.id, input: blueprint([row(test.sections[0]!.id)]) });
    expect((await execute(as(instructor), SAVE, input(mine))).errors).toBeUndefined();
    expect(errorOf(await execute(as(instructor), SAVE, input(others)))?.code).toBe("mock_test_not_found");
    expect(errorOf(await execute(as(await createLearner(db)), SAVE, input(mine)))?.code).toBe("forbidden");
  });
});

describe("staffMockTestDrawPreview", () => {
  it("shows the paper the attempt's draw gives for the seed, the same for the same seed", async () => {
    const test = await unattempted();
    const first = test.sections[0]!;
    await execute(as(admin), SAVE, { testId: test.id, input: blueprint([row(first.id)]) });
    const preview = async (seed: string) => {
      const result = await execute(as(admin), PREVIEW, { testId: test.id, seed });
      expect(result.errors).toBeUndefined();
      type Section = { sectionId: string; questions: { id: string; difficulty: string; topicName: string }[] };
      return (result.data as { staffMockTestDrawPreview: Section[] }).staffMockTestDrawPreview;
    };
    const [section] = await preview("check-1");
    expect(section!.sectionId).toBe(first.id);
    expect(section!.questions.map((q) => q.difficulty).sort()).toEqual(["EASY", "MEDIUM", "MEDIUM", "MEDIUM"]);
    expect(await preview("check-1")).toEqual([section]);
    // The attempt's own draw over the same bank and seed, not a second implementation.
    const { drawSalt } = await db.prisma.mockTest.findUniqueOrThrow({ where: { id: test.id } });
    const questions = await db.prisma.practiceQuestion.findMany({
      where: { topicId: { in: [bank.percentages.id, bank.series.id] }, status: "ACTIVE" },
    });
    const topicIds = [bank.percentages.id, bank.series.id];
    const sections = [{ id: first.id, name: first.name, topicIds, mix: { EASY: 1, MEDIUM: 3, HARD: 0 } }];
    const expected = drawBlueprint(sections, questions, paperSeed(drawSalt, { sitting: "preview:check-1" }));
    expect(section!.questions.map((q) => q.id)).toEqual(expected.get(first.id));
  });

  it("says when the test has no blueprint", async () => {
    const test = await unattempted();
    const result = await execute(as(admin), PREVIEW, { testId: test.id, seed: "x" });
    expect(errorOf(result)?.code).toBe("invalid_input");
  });
});
