// Results, ranks and the answer key's secrecy against the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { getNamedType, isObjectType, type GraphQLObjectType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { toSchema } from "../../../index.ts";
import { createTestContext, execute } from "../../../testing/test-context.ts";
import { createLearner } from "../../../testing/learning-fixtures.ts";
import { createMockTest, EXPLANATION, KEY } from "../../../testing/mock-test-fixtures.ts";
import { LEADERBOARD_SIZE, resultStatement } from "./mock-test-results.service.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const as = (viewer: Viewer | null) => createTestContext({ db, viewer });
const codeOf = (result: Awaited<ReturnType<typeof execute>>) => result.errors?.[0]?.extensions?.code;

const START = `mutation($testId: ID!) { startMockTestAttempt(testId: $testId) { id } }`;
const SAVE = `mutation($attemptId: ID!, $questionId: ID!, $option: Int, $seq: Int!) {
  saveMockTestAnswer(attemptId: $attemptId, questionId: $questionId, option: $option, markedForReview: false, seq: $seq) { accepted } }`;
const SUBMIT = `mutation($attemptId: ID!) { submitMockTestAttempt(attemptId: $attemptId) { score } }`;
const RESULT = `query($attemptId: ID!) { mockTestResult(attemptId: $attemptId) {
  score maxScore correct wrong unattempted accuracy rank percentile totalAttempts
  sections { name score maxScore correct wrong unattempted }
  solutions { questionId chosenOption correctOption explanation outcome }
  leaderboard { rank name score isViewer } } }`;
/** What the result page reads first: everything but the solutions (client/src/features/mock-tests/mock-tests.graphql). */
const FIRST_VIEW = RESULT.replace(/\n {2}solutions \{[^}]*\}/, "");

type Test = Awaited<ReturnType<typeof createMockTest>>;

/** One learner sits the test: `right` questions answered with the key, `wrong` with another option. */
async function sit(test: Test, name: string, right: number, wrong: number) {
  const learner = await createLearner(db, "student", name);
  const { data } = await execute(as(learner), START, { testId: test.id });
  const attemptId = (data as { startMockTestAttempt: { id: string } }).startMockTestAttempt.id;
  let seq = 0;
  for (const [index, question] of test.questions.entries()) {
    if (index >= right + wrong) break;
    await execute(as(learner), SAVE, {
      attemptId,
      questionId: question.id,
      option: index < right ? KEY : 3,
      seq: ++seq,
    });
  }
  await execute(as(learner), SUBMIT, { attemptId });
  return { learner, attemptId };
}

describe("mockTestResult", () => {
  // Every learner reads a result at the deadline (docs/mock-tests.md, "Figures"): the attempt, the test, the keys,
  // the answers, the rank and the leaderboard are one statement while nothing is overdue; the questions' texts and
  // explanations are read only for the solutions, which the result page asks for when the learner does.
  it("reads a result's first view in one statement, and its solutions with one more", async () => {
    const test = await createMockTest(db);
    const { learner, attemptId } = await sit(test, "Once", 2, 1);
    expect(FIRST_VIEW).not.toContain("solutions");
    const { result, statements } = await db.countStatements(() => execute(as(learner), FIRST_VIEW, { attemptId }));
    expect(result.errors).toBeUndefined();
    expect(result.data?.mockTestResult).toMatchObject({
      score: 2 * 2 - 0.5,
      correct: 2,
      wrong: 1,
      rank: 1,
      totalAttempts: 1,
      leaderboard: [{ rank: 1, name: "Once", isViewer: true }],
    });
    expect(statements).toHaveLength(1);
    const whole = await db.countStatements(() => execute(as(learner), RESULT, { attemptId }));
    expect(whole.result.errors).toBeUndefined();
    expect(whole.statements).toHaveLength(2);
  });

  it("gives score, counts, section scores and solutions, and ranks equal scores equally (1, 2, 2, 4)", async () => {
    const test = await createMockTest(db, {
      sections: [
        { name: "Reasoning", questions: 3 },
        { name: "English", questions: 3, marksCorrect: 1, negativeMarks: 0.25 },
      ],
    });
    await sit(test, "Top", 5, 0);
    const tied = await sit(test, "Tied one", 3, 0);
    await sit(test, "Tied two", 3, 0);
    await sit(test, "Last", 0, 2);
    const result = await execute(as(tied.learner), RESULT, { attemptId: tied.attemptId });
    expect(result.errors).toBeUndefined();
    const data = (result.data as { mockTestResult: Record<string, unknown> }).mockTestResult;
    expect(data).toMatchObject({
      score: 6,
      maxScore: 9,
      correct: 3,
      wrong: 0,
      unattempted: 3,
      accuracy: 100,
      rank: 2,
      percentile: 75,
      totalAttempts: 4,
    });
    expect(data.sections).toEqual([
      { name: "Reasoning", score: 6, maxScore: 6, correct: 3, wrong: 0, unattempted: 0 },
      { name: "English", score: 0, maxScore: 3, correct: 0, wrong: 0, unattempted: 3 },
    ]);
    expect(data.leaderboard).toEqual([
      { rank: 1, name: "Top", score: 8, isViewer: false },
      { rank: 2, name: "Tied one", score: 6, isViewer: true },
      { rank: 2, name: "Tied two", score: 6, isViewer: false },
      { rank: 4, name: "Last", score: -1, isViewer: false },
    ]);
    expect((data.solutions as unknown[])[0]).toMatchObject({
      chosenOption: KEY,
      correctOption: KEY,
      explanation: EXPLANATION,
      outcome: "correct",
    });
  });

  // The leaderboard ranks only its own top rows (mockTestResult's statement); ties across its last place must
  // still carry the test's ranks.
  it("shows the top ten with the test's ranks, ties across its end included, and a learner below it their own", async () => {
    const test = await createMockTest(db);
    const rights = [5, 4, 4, 3, 3, 3, 2, 2, 1, 1, 1, 0];
    const sittings = [];
    for (const [index, right] of rights.entries()) sittings.push(await sit(test, `Learner ${index + 1}`, right, 0));
    const last = sittings.at(-1)!;
    const { data } = await execute(as(last.learner), RESULT, { attemptId: last.attemptId });
    const result = data!.mockTestResult as { rank: number; totalAttempts: number; leaderboard: unknown[] };
    expect(result).toMatchObject({ rank: 12, totalAttempts: 12 });
    expect(result.leaderboard).toEqual(
      [1, 2, 2, 4, 4, 4, 7, 7, 9, 9].map((rank, index) => ({
        rank,
        name: `Learner ${index + 1}`,
        score: rights[index] * 2,
        isViewer: false,
      })),
    );
  });

  it("counts an overdue attempt that was never submitted in the ranks", async () => {
    const test = await createMockTest(db);
    const first = await sit(test, "Submitted", 1, 0);
    const learner = await createLearner(db, "student", "Walked away");
    const { data } = await execute(as(learner), START, { testId: test.id });
    const attemptId = (data as { startMockTestAttempt: { id: string } }).startMockTestAttempt.id;
    await execute(as(learner), SAVE, { attemptId, questionId: test.questions[0].id, option: KEY, seq: 1 });
    await execute(as(learner), SAVE, { attemptId, questionId: test.questions[1].id, option: KEY, seq: 2 });
    await db.prisma
      .$executeRaw`UPDATE "MockTestAttempt" SET "endsAt" = now() - interval '1 minute' WHERE "id" = ${attemptId}`;
    const result = await execute(as(first.learner), RESULT, { attemptId: first.attemptId });
    expect(result.data?.mockTestResult).toMatchObject({ rank: 2, totalAttempts: 2, percentile: 50 });
    expect(await db.prisma.mockTestAttempt.findUniqueOrThrow({ where: { id: attemptId } })).toMatchObject({
      autoSubmitted: true,
      score: 4,
    });
  });
});

/**
 * Adds `count` learners, each with an attempt at `test` on the paper of the attempt `like`: submitted with the scores
 * 1..count, or still open, past their deadline by `open.overSeconds` (within the grace while under 30).
 */
async function addAttempts(test: Test, like: string, count: number, open?: { overSeconds: number }) {
  const tag = crypto.randomUUID();
  await db.sql`INSERT INTO "User" ("id", "authId", "email", "updatedAt")
    SELECT ${tag} || g, ${tag} || g, ${tag} || g || '@example.com', now() FROM generate_series(1, ${count}::int) g`;
  await db.sql`INSERT INTO "MockTestAttempt" ("id", "testId", "userId", "startedAt", "endsAt", "submittedAt", "score", "paper")
    SELECT ${tag} || '-' || g, ${test.id}, ${tag} || g, now() - interval '30 minutes',
      now() - make_interval(secs => ${open?.overSeconds ?? 600}::int),
      CASE WHEN ${open === undefined} THEN now() - interval '5 minutes' END, CASE WHEN ${open === undefined} THEN g END,
      (SELECT "paper" FROM "MockTestAttempt" WHERE "id" = ${like})
    FROM generate_series(1, ${count}::int) g`;
}

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** Rows of "MockTestAttempt" a plan read (returned or filtered out), over every loop of every node. */
function attemptRowsRead(node: PlanNode): number {
  const own =
    node["Relation Name"] === "MockTestAttempt"
      ? (Number(node["Actual Rows"]) + Number(node["Rows Removed by Filter"] ?? 0)) * Number(node["Actual Loops"])
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + attemptRowsRead(child), 0);
}

describe("the rank at a deadline", () => {
  // Every learner reads their result at the deadline (docs/mock-tests.md, "Results"), while those whose deadline
  // comes later are still sitting: a read that counted every attempt of the test, or looked through every open one,
  // cost the database as much as the test had learners, thousands of times in the same minute.
  it("reads at most twenty of the test's attempts, whether 3 sat it or 300 did with 100 still sitting", async () => {
    const test = await createMockTest(db);
    const { learner, attemptId } = await sit(test, "Reader", 2, 0);
    await sit(test, "Second", 1, 0);
    await sit(test, "Third", 0, 0);
    const rowsRead = async () => {
      const [{ "QUERY PLAN": plan }] = await db.sql<{ "QUERY PLAN": { Plan: PlanNode }[] }>`
        EXPLAIN (ANALYZE, FORMAT JSON) ${resultStatement(attemptId)}`;
      return attemptRowsRead(plan[0].Plan);
    };
    const few = await rowsRead();
    await addAttempts(test, attemptId, 300);
    await addAttempts(test, attemptId, 100, { overSeconds: 5 });
    await db.sql`ANALYZE "MockTestAttempt"`;
    const many = await rowsRead();
    expect(few).toBeLessThanOrEqual(2 * LEADERBOARD_SIZE);
    expect(many).toBeLessThanOrEqual(2 * LEADERBOARD_SIZE);
    const { data, errors } = await execute(as(learner), FIRST_VIEW, { attemptId });
    expect(errors).toBeUndefined();
    // Scores 1..300 added: 296 above the reader's 4; at or below it 1..4 and the three who sat (7 of 303).
    expect(data?.mockTestResult).toMatchObject({ rank: 297, totalAttempts: 303, percentile: 2.31 });
  });

  it("keeps each test's counts by score equal to its submitted attempts through every kind of write", async () => {
    const counts = async (testId: string) => {
      const kept = await db.sql<{ score: number; attempts: number }>`
        SELECT "score", "attempts" FROM "MockTestScoreCount" WHERE "testId" = ${testId} ORDER BY "score"`;
      const counted = await db.sql<{ score: number; attempts: number }>`
        SELECT "score", count(*)::int AS "attempts" FROM "MockTestAttempt"
        WHERE "testId" = ${testId} AND "submittedAt" IS NOT NULL AND "score" IS NOT NULL
        GROUP BY "score" ORDER BY "score"`;
      expect(kept.map((row) => ({ ...row }))).toEqual(counted.map((row) => ({ ...row })));
      return kept.length;
    };
    const test = await createMockTest(db);
    // Submissions (scored in sets): 4, 4 and 1.5.
    const first = await sit(test, "One", 2, 0);
    const tied = await sit(test, "Two", 2, 0);
    await sit(test, "Three", 1, 1);
    expect(await counts(test.id)).toBe(2);
    // Rows inserted already submitted (the seed, an import: 1..5), and two still open.
    await addAttempts(test, first.attemptId, 5);
    await addAttempts(test, first.attemptId, 2, { overSeconds: 5 });
    expect(await counts(test.id)).toBe(6);
    // The open ones overdue, closed on a read with a score of 0.
    await db.sql`UPDATE "MockTestAttempt" SET "endsAt" = now() - interval '1 minute' WHERE "submittedAt" IS NULL AND "testId" = ${test.id}`;
    expect((await execute(as(first.learner), FIRST_VIEW, { attemptId: first.attemptId })).errors).toBeUndefined();
    expect(await counts(test.id)).toBe(7);
    // A score written again (a key corrected): 3.5 joins, 4 stays (three others have it).
    await db.sql`UPDATE "MockTestAttempt" SET "score" = 3.5 WHERE "id" = ${first.attemptId}`;
    expect(await counts(test.id)).toBe(8);
    // A learner deleted (their 4), the attempts scoring 5 deleted: 5's row goes.
    await db.prisma.user.delete({ where: { id: tied.learner.userId } });
    await db.sql`DELETE FROM "MockTestAttempt" WHERE "testId" = ${test.id} AND "score" = 5`;
    expect(await counts(test.id)).toBe(7);
    // The test deleted: its counts go with it.
    await db.prisma.mockTest.delete({ where: { id: test.id } });
    expect(await counts(test.id)).toBe(0);
  });
});

describe("the answer key before submission", () => {
  it("is refused by mockTestResult and absent from everything the exam screen can ask for", async () => {
    const test = await createMockTest(db);
    const learner = await createLearner(db);
    const { data } = await execute(as(learner), START, { testId: test.id });
    const attemptId = (data as { startMockTestAttempt: { id: string } }).startMockTestAttempt.id;
    expect(codeOf(await execute(as(learner), RESULT, { attemptId }))).toBe("mock_test_in_progress");
    const everything = await execute(
      as(learner),
      `query($id: ID!, $testId: ID!) {
        mockTestAttempt(id: $id) { id endsAt test { id title instructions sections { id name marksCorrect negativeMarks questionCount } }
          sections { id name questions { id position text textHi options optionsHi } } answers { questionId option } }
        mockTest(id: $testId) { id sections { id } }
        mockTests { id } }`,
      { id: attemptId, testId: test.id },
    );
    expect(everything.errors).toBeUndefined();
    expect(JSON.stringify(everything.data)).not.toContain(EXPLANATION);
  });

  it("has no field on any type the exam screen reaches; only MockTestSolution carries it", () => {
    const schema = toSchema();
    const secret = /^(correctOption|explanation|explanationHi|solutions)$/;
    const reachable = new Set<string>();
    const visit = (type: GraphQLObjectType) => {
      if (reachable.has(type.name) || type.name === "MockTestResult") return;
      reachable.add(type.name);
      for (const field of Object.values(type.getFields())) {
        const named = getNamedType(field.type);
        if (isObjectType(named) && named.name.startsWith("MockTest")) visit(named);
      }
    };
    for (const name of ["mockTests", "mockTest", "mockTestAttempt"])
      visit(getNamedType(schema.getQueryType()!.getFields()[name].type) as GraphQLObjectType);
    for (const name of ["startMockTestAttempt", "saveMockTestAnswer", "submitMockTestAttempt"]) {
      visit(getNamedType(schema.getMutationType()!.getFields()[name].type) as GraphQLObjectType);
    }
    expect([...reachable].sort()).toEqual([
      "MockTest",
      "MockTestAnswer",
      "MockTestAnswerSave",
      "MockTestAttempt",
      "MockTestAttemptSummary",
      "MockTestPaperSection",
      "MockTestQuestion",
      "MockTestSection",
    ]);
    const leaks = [...reachable].flatMap((name) =>
      Object.keys((schema.getType(name) as GraphQLObjectType).getFields())
        .filter((field) => secret.test(field))
        .map((field) => `${name}.${field}`),
    );
    expect(leaks).toEqual([]);
    expect(Object.keys((schema.getType("MockTestSolution") as GraphQLObjectType).getFields())).toContain(
      "correctOption",
    );
  });
});
