// Authoring mock tests: who may author which test, CSV import taken whole or not at all, publishing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { createTestContext, execute } from "../../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../../testing/learning-fixtures.ts";
import { preparedTest } from "../paper/mock-test-prepared.service.ts";

let db: Database;
let admin: Viewer;
let instructor: Viewer;
let learner: Viewer;
beforeAll(async () => {
  db = await openTestDatabase();
  admin = await createLearner(db, "admin");
  instructor = await createLearner(db, "instructor");
  learner = await createLearner(db);
});
afterAll(() => db.close());

const as = (viewer: Viewer | null) => createTestContext({ db, viewer });
const codeOf = (result: Awaited<ReturnType<typeof execute>>) => result.errors?.[0]?.extensions?.code;

const CREATE = `mutation($input: MockTestInput!) { createMockTest(input: $input) { id published questionCount courseId instructions } }`;
const IMPORT = `mutation($testId: ID!, $csv: String!, $dryRun: Boolean!, $replace: Boolean) {
  importMockTestQuestions(testId: $testId, csv: $csv, dryRun: $dryRun, replace: $replace) { imported errors { row message } questions { row section correctOption hasHindi } } }`;
const PUBLISH = `mutation($id: ID!, $published: Boolean!) { setMockTestPublished(id: $id, published: $published) { id published } }`;
const STAFF_TEST = `query($id: ID!) { staffMockTest(id: $id) { questionCount sections { name position questions { position text correctOption optionsHi } } } }`;

const input = (extra: Record<string, unknown> = {}) => ({
  title: "RRB NTPC mock",
  durationMinutes: 30,
  marksCorrect: 1,
  negativeMarks: 0.25,
  ...extra,
});
const header =
  "question,option_a,option_b,option_c,option_d,option_e,correct_option,explanation,section,tags,difficulty,question_hi,option_a_hi,option_b_hi,option_c_hi,option_d_hi,explanation_hi";
const row = (section: string, n: number, correct = "B") => `Q${n},a,b,c,d,,${correct},,${section},,,,,,,,`;

async function create(viewer: Viewer, extra: Record<string, unknown> = {}) {
  const result = await execute(as(viewer), CREATE, { input: input(extra) });
  expect(result.errors).toBeUndefined();
  return (result.data as { createMockTest: { id: string; instructions: string } }).createMockTest;
}

describe("authoring", () => {
  it("lets instructors author tests of their own courses only, and learners none", async () => {
    const own = await createCourseWithLessons(db);
    await db.prisma.course.update({ where: { id: own.id }, data: { ownerId: instructor.userId } });
    const other = await createCourseWithLessons(db);
    expect(codeOf(await execute(as(instructor), CREATE, { input: input() }))).toBe("invalid_input");
    expect(codeOf(await execute(as(instructor), CREATE, { input: input({ courseId: other.id }) }))).toBe("forbidden");
    expect(codeOf(await execute(as(learner), CREATE, { input: input() }))).toBe("forbidden");
    const mine = await create(instructor, { courseId: own.id });
    const adminsOwn = await create(admin);
    expect(codeOf(await execute(as(instructor), STAFF_TEST, { id: adminsOwn.id }))).toBe("mock_test_not_found");
    expect((await execute(as(admin), STAFF_TEST, { id: mine.id })).errors).toBeUndefined();
  });

  it("sanitises the instructions' rich text", async () => {
    const test = await create(admin, {
      instructions: `<p>Read</p><script>alert(1)</script><img src=x onerror=alert(1)>`,
    });
    expect(test.instructions).toBe(`<p>Read</p><img src="x" />`);
  });
});

describe("CSV import", () => {
  it("previews without writing, then imports into sections by name in file order", async () => {
    const test = await create(admin);
    const csv = [
      header,
      row("Maths", 1),
      "Q2,a,b,c,d,,A,,Reasoning,,,प्रश्न,क,ख,ग,घ,क्यों",
      row("Maths", 3, "D"),
      "Q4,a,b,c,d,e,E,why,Reasoning,t1;t2,hard,,,,,,",
    ].join("\n");
    const preview = await execute(as(admin), IMPORT, { testId: test.id, csv, dryRun: true });
    expect(preview.data?.importMockTestQuestions).toMatchObject({
      imported: 0,
      errors: [],
      questions: [{ row: 2 }, { row: 3, hasHindi: true }, { row: 4 }, { row: 5, hasHindi: false }],
    });
    expect(await db.prisma.mockTestQuestion.count({ where: { section: { testId: test.id } } })).toBe(0);

    const imported = await execute(as(admin), IMPORT, { testId: test.id, csv, dryRun: false });
    expect(imported.data?.importMockTestQuestions).toMatchObject({ imported: 4, errors: [] });
    const stored = await execute(as(admin), STAFF_TEST, { id: test.id });
    expect(stored.data?.staffMockTest).toEqual({
      questionCount: 4,
      sections: [
        {
          name: "Maths",
          position: 1,
          questions: [
            { position: 1, text: "Q1", correctOption: 1, optionsHi: [] },
            { position: 2, text: "Q3", correctOption: 3, optionsHi: [] },
          ],
        },
        {
          name: "Reasoning",
          position: 2,
          questions: [
            { position: 1, text: "Q2", correctOption: 0, optionsHi: ["क", "ख", "ग", "घ"] },
            { position: 2, text: "Q4", correctOption: 4, optionsHi: [] },
          ],
        },
      ],
    });
  });

  it("imports nothing when any row is invalid, and names the row", async () => {
    const test = await create(admin);
    const rows = [header, ...Array.from({ length: 12 }, (_, i) => row("Maths", i + 1)), row("Maths", 13, "E")];
    const result = await execute(as(admin), IMPORT, { testId: test.id, csv: rows.join("\n"), dryRun: false });
    expect(result.data?.importMockTestQuestions).toMatchObject({
      imported: 0,
      errors: [{ row: 14, message: "correct option E does not exist" }],
    });
    expect(await db.prisma.mockTestSection.count({ where: { testId: test.id } })).toBe(0);
  });

  it("refuses to publish an empty test and to change questions once attempted; replace swaps the questions before that", async () => {
    const test = await create(admin);
    expect(codeOf(await execute(as(admin), PUBLISH, { id: test.id, published: true }))).toBe("mock_test_empty");
    await execute(as(admin), IMPORT, {
      testId: test.id,
      csv: [header, row("A", 1), row("A", 2)].join("\n"),
      dryRun: false,
    });
    await execute(as(admin), IMPORT, {
      testId: test.id,
      csv: [header, row("B", 3)].join("\n"),
      dryRun: false,
      replace: true,
    });
    expect((await execute(as(admin), STAFF_TEST, { id: test.id })).data?.staffMockTest).toMatchObject({
      questionCount: 1,
      sections: [{ name: "B" }],
    });
    expect((await execute(as(admin), PUBLISH, { id: test.id, published: true })).data?.setMockTestPublished).toEqual({
      id: test.id,
      published: true,
    });

    await execute(as(learner), `mutation($testId: ID!) { startMockTestAttempt(testId: $testId) { id } }`, {
      testId: test.id,
    });
    const late = await execute(as(admin), IMPORT, {
      testId: test.id,
      csv: [header, row("B", 4)].join("\n"),
      dryRun: false,
    });
    expect(codeOf(late)).toBe("mock_test_has_attempts");
    expect(
      await db.prisma.auditEntry.count({ where: { entity: "MockTest", entityId: test.id, action: "import" } }),
    ).toBe(2);
    expect(codeOf(await execute(as(admin), `mutation($id: ID!) { deleteMockTest(id: $id) }`, { id: test.id }))).toBe(
      "mock_test_has_attempts",
    );
    const unused = await create(admin);
    expect(
      (await execute(as(admin), `mutation($id: ID!) { deleteMockTest(id: $id) }`, { id: unused.id })).data
        ?.deleteMockTest,
    ).toBe(unused.id);
  });

  it("raises the test's revision once per import, and a start prepared before it shows the imported questions", async () => {
    const test = await create(admin);
    await execute(as(admin), IMPORT, { testId: test.id, csv: [header, row("A", 1)].join("\n"), dryRun: false });
    await execute(as(admin), PUBLISH, { id: test.id, published: true });
    const revision = async () => (await db.prisma.mockTest.findUniqueOrThrow({ where: { id: test.id } })).revision;
    const before = await revision();
    // As a gateway's look ahead of the opening, or an earlier start, left it.
    expect((await preparedTest(db, test.id))?.revision).toBe(before);
    const rows = Array.from({ length: 30 }, (_, i) => row(["A", "B", "C"][i % 3], i + 2));
    const imported = await execute(as(admin), IMPORT, {
      testId: test.id,
      csv: [header, ...rows].join("\n"),
      dryRun: false,
    });
    expect(imported.data?.importMockTestQuestions).toMatchObject({ imported: 30, errors: [] });
    // Two sections and thirty questions written in one transaction: once, not thirty-two times.
    expect(await revision()).toBe(before + 1);
    const started = await execute(
      as(learner),
      `mutation($testId: ID!) { startMockTestAttempt(testId: $testId) { sections { name questions { text } } } }`,
      { testId: test.id },
    );
    const sections = (started.data as { startMockTestAttempt: { sections: { name: string; questions: unknown[] }[] } })
      .startMockTestAttempt.sections;
    expect(sections.map((section) => [section.name, section.questions.length])).toEqual([
      ["A", 11],
      ["B", 10],
      ["C", 10],
    ]);
  });
});
