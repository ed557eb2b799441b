// Taking a mock test against the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): the server's clock,
// late answers refused, idempotent and ordered saves, scoring with negative marks, submission.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GraphQLObjectType } from "graphql";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { toSchema } from "../../../index.ts";
import { createTestContext, execute } from "../../../testing/test-context.ts";
import { createLearner } from "../../../testing/learning-fixtures.ts";
import { createMockTest, EXPLANATION, KEY } from "../../../testing/mock-test-fixtures.ts";
import { finalizeOverdueAttempts } from "./mock-test-attempts.service.ts";
import { finalizeAttempts } from "./mock-test-finalize.service.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const as = (viewer: Viewer | null) => createTestContext({ db, viewer });
const codeOf = (result: Awaited<ReturnType<typeof execute>>) => result.errors?.[0]?.extensions?.code;

const START = `mutation($testId: ID!) { startMockTestAttempt(testId: $testId) { id startedAt endsAt serverNow submittedAt } }`;
const SAVE = `mutation($attemptId: ID!, $questionId: ID!, $option: Int, $markedForReview: Boolean!, $seq: Int!) {
  saveMockTestAnswer(attemptId: $attemptId, questionId: $questionId, option: $option, markedForReview: $markedForReview, seq: $seq) {
    accepted answer { questionId option markedForReview seq } } }`;
const SUBMIT = `mutation($attemptId: ID!) { submitMockTestAttempt(attemptId: $attemptId) { id submittedAt autoSubmitted score } }`;
const PAPER = `query($id: ID!) { mockTestAttempt(id: $id) { id test { id title } serverNow
  sections { name position opensAt closesAt questions { id position text textHi options optionsHi imageUrl } }
  answers { questionId option markedForReview seq } } }`;
const START_WITH_PAPER = `mutation($testId: ID!) { startMockTestAttempt(testId: $testId) { id test { id title }
  startedAt endsAt serverNow submittedAt
  sections { id name position opensAt closesAt questions { id position text textHi options optionsHi imageUrl } }
  answers { questionId option markedForReview seq } } }`;
const ATTEMPT = `query($id: ID!) { mockTestAttempt(id: $id) { id submittedAt autoSubmitted score answers { questionId option } } }`;

async function start(viewer: Viewer, testId: string) {
  const result = await execute(as(viewer), START, { testId });
  expect(result.errors).toBeUndefined();
  return (result.data as { startMockTestAttempt: { id: string; startedAt: string; endsAt: string; serverNow: string } })
    .startMockTestAttempt;
}

const save = (
  viewer: Viewer,
  attemptId: string,
  questionId: string,
  option: number | null,
  seq: number,
  markedForReview = false,
) => execute(as(viewer), SAVE, { attemptId, questionId, option, markedForReview, seq });

/** Moves the attempt's deadline to `seconds` from the database's now (negative: in the past). */
const deadlineIn = (attemptId: string, seconds: number) =>
  db.prisma
    .$executeRaw`UPDATE "MockTestAttempt" SET "endsAt" = now() + make_interval(secs => ${seconds}::int) WHERE "id" = ${attemptId}`;

describe("starting an attempt", () => {
  it("records the start and sets endsAt duration minutes later by the server's clock, and resumes the same attempt", async () => {
    const learner = await createLearner(db);
    const test = await createMockTest(db, { durationMinutes: 20 });
    const attempt = await start(learner, test.id);
    expect(Date.parse(attempt.endsAt) - Date.parse(attempt.startedAt)).toBe(20 * 60_000);
    expect(Date.parse(attempt.serverNow)).toBeGreaterThanOrEqual(Date.parse(attempt.startedAt));
    const again = await start(learner, test.id);
    expect(again).toMatchObject({ id: attempt.id, endsAt: attempt.endsAt });
  });

  it("opens one attempt when two starts race", async () => {
    const learner = await createLearner(db);
    const test = await createMockTest(db);
    const results = await Promise.all([1, 2, 3].map(() => execute(as(learner), START, { testId: test.id })));
    const ids = results.map(
      (result) => (result.data as { startMockTestAttempt: { id: string } }).startMockTestAttempt.id,
    );
    expect(new Set(ids).size).toBe(1);
    expect(await db.prisma.mockTestAttempt.count({ where: { testId: test.id } })).toBe(1);
  });

  it("refuses unpublished tests, anonymous viewers, and a start after the allowed attempts", async () => {
    const learner = await createLearner(db);
    const hidden = await createMockTest(db, { published: false });
    expect(codeOf(await execute(as(learner), START, { testId: hidden.id }))).toBe("mock_test_not_found");
    const test = await createMockTest(db);
    expect(codeOf(await execute(as(null), START, { testId: test.id }))).toBe("unauthenticated");
    const attempt = await start(learner, test.id);
    await execute(as(learner), SUBMIT, { attemptId: attempt.id });
    expect(codeOf(await execute(as(learner), START, { testId: test.id }))).toBe("mock_test_attempts_used");
  });
});

describe("saving answers", () => {
  it("never counts a replayed save twice and never lets an older save overwrite a newer one", async () => {
    const learner = await createLearner(db);
    const test = await createMockTest(db);
    const attempt = await start(learner, test.id);
    const question = test.questions[0].id;
    expect((await save(learner, attempt.id, question, 2, 5)).data?.saveMockTestAnswer).toMatchObject({
      accepted: true,
    });
    const replay = await save(learner, attempt.id, question, 2, 5);
    expect(replay.data?.saveMockTestAnswer).toMatchObject({ accepted: false, answer: { option: 2, seq: 5 } });
    const older = await save(learner, attempt.id, question, 0, 3, true);
    expect(older.data?.saveMockTestAnswer).toMatchObject({
      accepted: false,
      answer: { option: 2, seq: 5, markedForReview: false },
    });
    const cleared = await save(learner, attempt.id, question, null, 6, true);
    expect(cleared.data?.saveMockTestAnswer).toMatchObject({
      accepted: true,
      answer: { option: null, markedForReview: true, seq: 6 },
    });
    expect(await db.prisma.mockTestAnswer.count({ where: { attemptId: attempt.id } })).toBe(1);
  });

  // The hottest request of a sitting (docs/mock-tests.md, "Figures"): no read of the test or its questions.
  it("saves in one statement", async () => {
    const learner = await createLearner(db);
    const test = await createMockTest(db);
    const attempt = await start(learner, test.id);
    const { result, statements } = await db.countStatements(() =>
      save(learner, attempt.id, test.questions[0].id, KEY, 1),
    );
    expect(result.data?.saveMockTestAnswer).toMatchObject({ accepted: true, answer: { option: KEY, seq: 1 } });
    expect(statements).toHaveLength(1);
  });

  // Every learner of a sitting starts and reads the paper within the same seconds (docs/mock-tests.md, "Figures").
  it("starts in two statements and reads the exam paper with its answers in one", async () => {
    const learner = await createLearner(db);
    const test = await createMockTest(db);
    const started = await db.countStatements(() => start(learner, test.id));
    expect(started.statements).toHaveLength(2);
    const attemptId = started.result.id;
    await save(learner, attemptId, test.questions[1].id, 2, 1, true);
    const { result, statements } = await db.countStatements(() => execute(as(learner), PAPER, { id: attemptId }));
    expect(result.errors).toBeUndefined();
    expect(statements).toHaveLength(1);
    const attempt = (result.data as { mockTestAttempt: Record<string, unknown> }).mockTestAttempt;
    expect(attempt).toMatchObject({
      id: attemptId,
      test: { id: test.id, title: "SSC CGL Tier 1 mock" },
      answers: [{ questionId: test.questions[1].id, option: 2, markedForReview: true }],
      sections: [
        {
          name: "Reasoning",
          position: 1,
          questions: [
            { position: 1, text: "Reasoning question 1", textHi: "Reasoning प्रश्न 1", options: ["A", "B", "C", "D"] },
            { position: 2, text: "Reasoning question 2", textHi: null, optionsHi: [] },
            { position: 3 },
          ],
        },
        { name: "Quantitative Aptitude", position: 2, questions: [{ position: 1 }, { position: 2 }] },
      ],
    });
  });

  // The exam screen shows the start's own answer (docs/mock-tests.md, "What a start, a paper read, a save and a
  // submission cost"): a new attempt's insert and its paper are one statement, and no key or explanation is in it.
  it("starts with the paper in two statements, without the key, and a resume answers the same paper", async () => {
    const learner = await createLearner(db);
    const test = await createMockTest(db, { shuffleQuestions: true, shuffleOptions: true });
    const started = await db.countStatements(() => execute(as(learner), START_WITH_PAPER, { testId: test.id }));
    expect(started.result.errors).toBeUndefined();
    expect(started.statements).toHaveLength(2);
    const paper = (started.result.data as { startMockTestAttempt: Record<string, unknown> }).startMockTestAttempt;
    expect(paper).toMatchObject({ test: { id: test.id, title: "SSC CGL Tier 1 mock" }, answers: [] });
    expect(JSON.stringify(paper)).not.toContain(EXPLANATION);
    const questions = (paper.sections as { questions: Record<string, unknown>[] }[]).flatMap((s) => s.questions);
    expect(questions).toHaveLength(test.questions.length);
    // Only what may reach the browser before submission: the paper's type has no key or explanation fields at all.
    const paperQuestion = toSchema().getType("MockTestQuestion") as GraphQLObjectType;
    expect(Object.keys(paperQuestion.getFields())).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/correct|explanation/i)]),
    );
    const resumed = await db.countStatements(() => execute(as(learner), START_WITH_PAPER, { testId: test.id }));
    expect(resumed.statements).toHaveLength(2);
    const again = (resumed.result.data as { startMockTestAttempt: Record<string, unknown> }).startMockTestAttempt;
    expect({ ...again, serverNow: null }).toEqual({ ...paper, serverNow: null });
  });

  it("refuses another learner, a question of another test and an option that does not exist", async () => {
    const [owner, other] = [await createLearner(db), await createLearner(db)];
    const test = await createMockTest(db);
    const elsewhere = await createMockTest(db);
    const attempt = await start(owner, test.id);
    expect(codeOf(await save(other, attempt.id, test.questions[0].id, 1, 1))).toBe("mock_test_attempt_not_found");
    expect(codeOf(await save(owner, attempt.id, elsewhere.questions[0].id, 1, 1))).toBe("not_found");
    expect(codeOf(await save(owner, attempt.id, test.questions[0].id, 4, 1))).toBe("not_found");
    expect(codeOf(await execute(as(other), ATTEMPT, { id: attempt.id }))).toBe("mock_test_attempt_not_found");
    expect(await db.prisma.mockTestAnswer.count({ where: { attemptId: attempt.id } })).toBe(0);
  });

  it("accepts a save within the grace after endsAt and refuses one after it, submitting the attempt automatically", async () => {
    const learner = await createLearner(db);
    const test = await createMockTest(db);
    const attempt = await start(learner, test.id);
    await deadlineIn(attempt.id, -5);
    expect((await save(learner, attempt.id, test.questions[0].id, KEY, 1)).data?.saveMockTestAnswer).toMatchObject({
      accepted: true,
    });
    await deadlineIn(attempt.id, -31);
    const late = await save(learner, attempt.id, test.questions[1].id, KEY, 2);
    expect(codeOf(late)).toBe("mock_test_time_up");
    const stored = await execute(as(learner), ATTEMPT, { id: attempt.id });
    expect(stored.data?.mockTestAttempt).toMatchObject({
      autoSubmitted: true,
      score: 2,
      answers: [{ questionId: test.questions[0].id, option: KEY }],
    });
  });
});

describe("submitting", () => {
  it("scores +2 per right answer and -0.5 per wrong one, once, and refuses saves afterwards", async () => {
    const learner = await createLearner(db);
    const test = await createMockTest(db);
    const attempt = await start(learner, test.id);
    const [q1, q2, q3, q4] = test.questions;
    await save(learner, attempt.id, q1.id, KEY, 1);
    await save(learner, attempt.id, q2.id, 0, 2);
    await save(learner, attempt.id, q3.id, 3, 3, true);
    await save(learner, attempt.id, q4.id, KEY, 4);
    await save(learner, attempt.id, q4.id, null, 5);
    // At a deadline every learner submits (docs/mock-tests.md): the submission reads the attempt, then the set's
    // finalization answers it with what it wrote (no second read of the attempt).
    const other = await start(await createLearner(db), test.id);
    const finalizing = (await db.countStatements(() => finalizeAttempts(db.prisma, [other.id]))).statements.length;
    const counted = await db.countStatements(() => execute(as(learner), SUBMIT, { attemptId: attempt.id }));
    const submitted = counted.result;
    expect(counted.statements).toHaveLength(1 + finalizing);
    expect(submitted.data?.submitMockTestAttempt).toMatchObject({ autoSubmitted: false, score: 2 * 1 - 0.5 * 2 });
    const twice = await execute(as(learner), SUBMIT, { attemptId: attempt.id });
    expect(twice.data?.submitMockTestAttempt).toEqual(submitted.data?.submitMockTestAttempt);
    expect(codeOf(await save(learner, attempt.id, q4.id, KEY, 6))).toBe("mock_test_submitted");
    const row = await db.prisma.mockTestAttempt.findUniqueOrThrow({ where: { id: attempt.id } });
    expect(row).toMatchObject({ correctCount: 1, wrongCount: 2, score: 1 });
  });
});

describe("submitting at the deadline", () => {
  // Waiting for the set is not work (decision 015, "Waiting outside a turn"): the gateway's execution gate offers
  // the port, and the submission spends exactly its set's scoring in it, so a deadline's submissions gather in one set.
  it("waits for its set's scoring through the context's port for waiting outside the execution's turn", async () => {
    const learner = await createLearner(db);
    const test = await createMockTest(db);
    const attempt = await start(learner, test.id);
    await save(learner, attempt.id, test.questions[0].id, KEY, 1);
    const closed = async () =>
      (await db.prisma.mockTestAttempt.findUniqueOrThrow({ where: { id: attempt.id } })).submittedAt !== null;
    const waits: [boolean, boolean][] = [];
    const context = {
      ...as(learner),
      awaitOutsideTurn: async <T>(wait: () => Promise<T>) => {
        const before = await closed();
        const result = await wait();
        waits.push([before, await closed()]);
        return result;
      },
    };
    const submitted = await execute(context, SUBMIT, { attemptId: attempt.id });
    expect(submitted.data?.submitMockTestAttempt).toMatchObject({ score: 2 });
    expect(waits, "one wait: open before it, scored and closed after it").toEqual([[false, true]]);
  });

  it("scores a set of attempts with the same statements as one, each with its own answers", async () => {
    const test = await createMockTest(db);
    const sitting = async (right: number) => {
      const learner = await createLearner(db);
      const attempt = await start(learner, test.id);
      for (const [index, question] of test.questions.slice(0, 3).entries())
        await save(learner, attempt.id, question.id, index < right ? KEY : (KEY + 1) % 4, index + 1);
      return attempt.id;
    };
    const one = [await sitting(3)];
    const many = [await sitting(0), await sitting(1), await sitting(2), await sitting(3)];
    const counted = async (ids: string[]) =>
      (await db.countStatements(() => finalizeAttempts(db.prisma, ids))).statements.length;
    // The locks, one read of everything the scores need after them, the UPDATE, the set's result notifications (a
    // savepoint, one statement for the learners' settings, the rows and their text messages, the savepoint's
    // release) and the transaction's COMMIT: each is time the set's row locks are held, with saves waiting on them.
    const forMany = await counted(many);
    expect(forMany).toBe(7);
    expect(await counted(one)).toBe(forMany);
    const rows = await db.prisma.mockTestAttempt.findMany({ where: { id: { in: [...one, ...many] } } });
    const scoreOf = new Map(rows.map((row) => [row.id, [row.score, row.correctCount, row.wrongCount]]));
    expect([...one, ...many].map((id) => scoreOf.get(id))).toEqual([
      [6, 3, 0],
      [-1.5, 0, 3],
      [1, 1, 2],
      [3.5, 2, 1],
      [6, 3, 0],
    ]);
  });

  // Side by side, each reader's sweep locked the same overdue rows in its own transaction and held a pooled
  // connection while it waited (docs/mock-tests.md, "The start burst and the deadline at 2,000 learners").
  it("finalizes the overdue attempts that several readers sweep at once in the one queue of sets", async () => {
    const test = await createMockTest(db);
    for (let i = 0; i < 3; i++) {
      const attempt = await start(await createLearner(db), test.id);
      await deadlineIn(attempt.id, -60);
    }
    const readers = 4;
    const { statements } = await db.countStatements(() =>
      Promise.all(Array.from({ length: readers }, () => finalizeOverdueAttempts(db.prisma, test.id))),
    );
    expect(statements.filter((sql) => /FOR UPDATE/.test(sql)).length).toBeLessThan(readers);
    const rows = await db.prisma.mockTestAttempt.findMany({ where: { testId: test.id } });
    expect(rows.map((row) => [row.autoSubmitted, row.score])).toEqual([
      [true, 0],
      [true, 0],
      [true, 0],
    ]);
  });
});
