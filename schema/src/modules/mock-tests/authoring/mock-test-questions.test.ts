// Editing in the console: one question (text, options, key, Hindi, tags; figures in mock-test-images.test.ts), a section's own time and draw
// from the bank, a course's bank, and the test's window and shuffling, on the real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { createTestContext, execute } from "../../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../../testing/learning-fixtures.ts";
import { createMockTest } from "../../../testing/mock-test-fixtures.ts";

let db: Database;
let admin: Viewer;
let instructor: Viewer;
beforeAll(async () => {
  db = await openTestDatabase();
  admin = await createLearner(db, "admin");
  instructor = await createLearner(db, "instructor");
});
afterAll(() => db.close());

const as = (viewer: Viewer | null) => createTestContext({ db, viewer });
const codeOf = (result: Awaited<ReturnType<typeof execute>>) => result.errors?.[0]?.extensions?.code;

const QUESTION = `id text options correctOption explanation textHi optionsHi difficulty tags imageUrl`;
const CREATE_Q = `mutation($sectionId: ID, $bankCourseId: ID, $input: MockTestQuestionInput!) {
  createMockTestQuestion(sectionId: $sectionId, bankCourseId: $bankCourseId, input: $input) { ${QUESTION} } }`;
const UPDATE_Q = `mutation($id: ID!, $input: MockTestQuestionInput!) { updateMockTestQuestion(id: $id, input: $input) { ${QUESTION} } }`;
const DELETE_Q = `mutation($id: ID!) { deleteMockTestQuestion(id: $id) }`;
const UPDATE_S = `mutation($id: ID!, $input: MockTestSectionInput!) {
  updateMockTestSection(id: $id, input: $input) { sections { id timeLimitMinutes drawTag drawCount } } }`;
const CREATE_S = `mutation($testId: ID!, $input: MockTestSectionInput!) {
  createMockTestSection(testId: $testId, input: $input) { sections { name position drawTag drawCount } } }`;
const BANK = `query($courseId: ID!, $tag: String) { mockTestBank(courseId: $courseId, tag: $tag) { id tags } }`;
const UPDATE_TEST = `mutation($id: ID!, $input: MockTestInput!) {
  updateMockTest(id: $id, input: $input) { opensAt closesAt shuffleQuestions shuffleOptions } }`;

const question = (extra: Record<string, unknown> = {}) => ({
  text: "Which number comes next: 2, 6, 12, 20, ?",
  options: ["28", "30", "32", "36"],
  correctOption: 1,
  explanation: "Differences rise by 2.",
  difficulty: "medium",
  tags: ["Series", "series", "reasoning"],
  ...extra,
});

describe("one question", () => {
  it("adds, edits (Hindi, key) and deletes a question, refuses a missing key and half a translation", async () => {
    const test = await createMockTest(db, { sections: [{ name: "Reasoning", questions: 1 }] });
    const sectionId = test.sections[0].id;
    const created = await execute(as(admin), CREATE_Q, { sectionId, input: question() });
    expect(created.errors).toBeUndefined();
    const { id, tags } = (created.data as { createMockTestQuestion: { id: string; tags: string[] } })
      .createMockTestQuestion;
    expect(tags).toEqual(["series", "reasoning"]);
    expect(await db.prisma.mockTestQuestion.findUnique({ where: { id } })).toMatchObject({ position: 2, sectionId });

    const edited = await execute(as(admin), UPDATE_Q, {
      id,
      input: question({
        correctOption: 4,
        options: ["28", "30", "32", "36", "40"],
        textHi: "अगली संख्या कौन सी है: 2, 6, 12, 20, ?",
        optionsHi: ["28", "30", "32", "36", "40"],
      }),
    });
    expect(edited.data).toMatchObject({ updateMockTestQuestion: { correctOption: 4, imageUrl: null } });
    const noKey = await execute(as(admin), UPDATE_Q, { id, input: question({ correctOption: 4 }) });
    expect(noKey.errors?.[0]).toMatchObject({ message: "Correct option E does not exist" });
    const halfHindi = await execute(as(admin), UPDATE_Q, { id, input: question({ textHi: "प्रश्न" }) });
    expect(codeOf(halfHindi)).toBe("invalid_input");
    expect(await db.prisma.mockTestQuestion.findUnique({ where: { id } })).toMatchObject({ correctOption: 4 });
    const tooFew = await execute(as(admin), CREATE_Q, { sectionId, input: question({ options: ["1", "2", "3"] }) });
    expect(codeOf(tooFew)).toBe("invalid_input");

    expect((await execute(as(admin), DELETE_Q, { id })).data).toEqual({ deleteMockTestQuestion: id });
    expect(await db.prisma.mockTestQuestion.count({ where: { sectionId } })).toBe(1);
  });

  it("refuses to change a question a learner has answered, and other instructors' questions", async () => {
    const test = await createMockTest(db);
    const learner = await createLearner(db);
    const started = await execute(as(learner), `mutation($t: ID!) { startMockTestAttempt(testId: $t) { id } }`, {
      t: test.id,
    });
    const attemptId = (started.data as { startMockTestAttempt: { id: string } }).startMockTestAttempt.id;
    await db.prisma.mockTestAnswer.create({ data: { attemptId, questionId: test.questions[0].id, option: 1, seq: 1 } });
    const changed = await execute(as(admin), UPDATE_Q, { id: test.questions[0].id, input: question() });
    expect(codeOf(changed)).toBe("mock_test_has_attempts");
    expect(codeOf(await execute(as(instructor), DELETE_Q, { id: test.questions[1].id }))).toBe("mock_test_not_found");
  });
});

describe("sections and the bank", () => {
  it("sets sections' own times (all but the last, within the duration) and draws from the bank by tag", async () => {
    const test = await createMockTest(db, {
      durationMinutes: 20,
      sections: [
        { name: "Reasoning", questions: 1 },
        { name: "Quant", questions: 1 },
      ],
    });
    const [first, second] = test.sections;
    const section = (extra: Record<string, unknown>) => ({ name: "Quant", ...extra });
    const lastOnly = await execute(as(admin), UPDATE_S, { id: second.id, input: section({ timeLimitMinutes: 10 }) });
    expect(lastOnly.errors?.[0]?.message).toMatch(/every section but the last/);
    const tooLong = await execute(as(admin), UPDATE_S, {
      id: first.id,
      input: section({ name: "Reasoning", timeLimitMinutes: 25 }),
    });
    expect(tooLong.errors?.[0]?.message).toMatch(/more than the test's 20/);
    const timed = await execute(as(admin), UPDATE_S, {
      id: first.id,
      input: section({ name: "Reasoning", timeLimitMinutes: 8 }),
    });
    expect(timed.errors).toBeUndefined();
    const shorter = await execute(as(admin), UPDATE_TEST, {
      id: test.id,
      input: { title: "t", durationMinutes: 5, marksCorrect: 2, negativeMarks: 0.5 },
    });
    expect(shorter.errors?.[0]?.message).toMatch(/more than the test's 5/);

    const untimedInMiddle = await execute(as(admin), CREATE_S, { testId: test.id, input: { name: "English" } });
    expect(untimedInMiddle.errors?.[0]?.message).toMatch(/every section but the last/);

    const drawing = await execute(as(admin), CREATE_S, {
      testId: (await createMockTest(db)).id,
      input: { name: "General Awareness", drawTag: " History ", drawCount: 5 },
    });
    expect(drawing.data).toMatchObject({
      createMockTestSection: { sections: [{}, {}, { name: "General Awareness", drawTag: "history", drawCount: 5 }] },
    });
  });

  it("keeps a course's bank for its authors, narrowed by tag", async () => {
    const course = await createCourseWithLessons(db, { lessons: 1 });
    await db.prisma.course.update({ where: { id: course.id }, data: { ownerId: instructor.userId } });
    const add = (tags: string[]) =>
      execute(as(instructor), CREATE_Q, { bankCourseId: course.id, input: question({ tags }) });
    expect((await add(["algebra"])).errors).toBeUndefined();
    expect((await add(["algebra", "easy-wins"])).errors).toBeUndefined();
    expect((await add(["geometry"])).errors).toBeUndefined();
    const all = await execute(as(instructor), BANK, { courseId: course.id });
    expect((all.data as { mockTestBank: unknown[] }).mockTestBank).toHaveLength(3);
    const algebra = await execute(as(instructor), BANK, { courseId: course.id, tag: "algebra" });
    expect((algebra.data as { mockTestBank: unknown[] }).mockTestBank).toHaveLength(2);
    const other = await createLearner(db, "instructor");
    expect(codeOf(await execute(as(other), BANK, { courseId: course.id }))).toBe("forbidden");
    const both = await execute(as(admin), CREATE_Q, {
      sectionId: (await createMockTest(db)).sections[0].id,
      bankCourseId: course.id,
      input: question(),
    });
    expect(codeOf(both)).toBe("invalid_input");
  });
});

describe("the test's window and shuffling", () => {
  it("stores open and close times and shuffling, and refuses a window that closes before it opens", async () => {
    const test = await createMockTest(db);
    const base = { title: "SSC mock", durationMinutes: 20, marksCorrect: 2, negativeMarks: 0.5 };
    const saved = await execute(as(admin), UPDATE_TEST, {
      id: test.id,
      input: {
        ...base,
        opensAt: "2026-12-01T04:30:00.000Z",
        closesAt: "2026-12-02T04:30:00.000Z",
        shuffleQuestions: true,
        shuffleOptions: true,
      },
    });
    expect(saved.data).toEqual({
      updateMockTest: {
        opensAt: new Date("2026-12-01T04:30:00.000Z"),
        closesAt: new Date("2026-12-02T04:30:00.000Z"),
        shuffleQuestions: true,
        shuffleOptions: true,
      },
    });
    const backwards = await execute(as(admin), UPDATE_TEST, {
      id: test.id,
      input: { ...base, opensAt: "2026-12-02T04:30:00.000Z", closesAt: "2026-12-01T04:30:00.000Z" },
    });
    expect(codeOf(backwards)).toBe("invalid_input");
  });
});
