// Prepared starts against the real database (decision 044): a start at a sitting's burst is its one insert, answers
// what the exam screen's own read would, and sees every staff edit made after the test was prepared.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { createTestContext, execute } from "../../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../../testing/learning-fixtures.ts";
import { createBankQuestions, createMockTest } from "../../../testing/mock-test-fixtures.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const as = (viewer: Viewer) => createTestContext({ db, viewer });

const EXAM = `{ id test { id title durationMinutes } startedAt endsAt submittedAt
  sections { id name position opensAt closesAt questions { id position text textHi options optionsHi imageUrl } }
  answers { questionId option } }`;
const START = `mutation($testId: ID!) { startMockTestAttempt(testId: $testId) ${EXAM} }`;
const READ = `query($id: ID!) { mockTestAttempt(id: $id) ${EXAM} }`;

type Exam = {
  id: string;
  startedAt: string;
  endsAt: string;
  sections: { questions: { id: string; text: string }[] }[];
};

async function start(viewer: Viewer, testId: string) {
  const result = await execute(as(viewer), START, { testId });
  expect(result.errors).toBeUndefined();
  return (result.data as { startMockTestAttempt: Exam }).startMockTestAttempt;
}

const texts = (exam: Exam) => exam.sections.flatMap((section) => section.questions.map((question) => question.text));

describe("a prepared start", () => {
  it("is one statement once the test is prepared, and answers what the exam screen's read answers", async () => {
    const test = await createMockTest(db, { shuffleQuestions: true, shuffleOptions: true });
    await start(await createLearner(db), test.id);
    const learner = await createLearner(db);
    const { result, statements } = await db.countStatements(() => execute(as(learner), START, { testId: test.id }));
    expect(result.errors).toBeUndefined();
    expect(statements).toHaveLength(1);
    const started = (result.data as { startMockTestAttempt: Exam }).startMockTestAttempt;
    const read = await execute(as(learner), READ, { id: started.id });
    expect(read.errors).toBeUndefined();
    expect((read.data as { mockTestAttempt: Exam }).mockTestAttempt).toEqual(started);
  });

  it("sees a staff edit made after the preparation at the next start, and refuses by the rules read now", async () => {
    const test = await createMockTest(db, { attemptsAllowed: 1 });
    expect(texts(await start(await createLearner(db), test.id))[0]).toBe("Reasoning question 1");
    await db.prisma.mockTestQuestion.update({ where: { id: test.questions[0].id }, data: { text: "Edited" } });
    await db.prisma.mockTestQuestion.create({
      data: { sectionId: test.sections[1].id, position: 3, text: "Added", options: ["A", "B"], correctOption: 0 },
    });
    await db.prisma.mockTest.update({ where: { id: test.id }, data: { durationMinutes: 45 } });
    const edited = await start(await createLearner(db), test.id);
    expect(texts(edited)).toEqual([
      "Edited",
      "Reasoning question 2",
      "Reasoning question 3",
      "Quantitative Aptitude question 1",
      "Quantitative Aptitude question 2",
      "Added",
    ]);
    expect(Date.parse(edited.endsAt) - Date.parse(edited.startedAt)).toBe(45 * 60_000);
    await db.prisma.mockTest.update({ where: { id: test.id }, data: { closesAt: new Date(Date.now() - 60_000) } });
    const closed = await execute(as(await createLearner(db)), START, { testId: test.id });
    expect(closed.errors?.[0]?.extensions?.code).toBe("mock_test_closed");
    await db.prisma.mockTest.delete({ where: { id: test.id } });
    const gone = await execute(as(await createLearner(db)), START, { testId: test.id });
    expect(gone.errors?.[0]?.extensions?.code).toBe("mock_test_not_found");
  });

  it("draws a section's bank questions from the prepared pool, and a question added to the bank later", async () => {
    const course = await createCourseWithLessons(db, { lessons: 1 });
    const bank = await createBankQuestions(db, course.id, "algebra", 3);
    const test = await createMockTest(db, {
      courseId: course.id,
      sections: [{ name: "Quant", questions: 0, drawTag: "algebra", drawCount: 3 }],
    });
    const first = await start(await createLearner(db), test.id);
    expect(first.sections[0].questions.map((question) => question.id).sort()).toEqual(
      bank.map((question) => question.id).sort(),
    );
    const learner = await createLearner(db);
    await db.prisma.mockTestQuestion.deleteMany({ where: { id: bank[0].id } });
    // The fixture answers the bank's questions with the tag, the new one among them.
    const tagged = await createBankQuestions(db, course.id, "algebra", 1);
    const added = tagged.find((question) => !bank.some((old) => old.id === question.id))!;
    const { result, statements } = await db.countStatements(() => start(learner, test.id));
    // The bank's writes raised the test's revision: the insert refused, the test was prepared again, then inserted.
    expect(statements).toHaveLength(3);
    expect(result.sections[0].questions.map((question) => question.id).sort()).toEqual(
      [bank[1].id, bank[2].id, added.id].sort(),
    );
  });
});
