// What a practice answer costs and how it behaves under a race (docs/practice.md, "Capacity"): the hottest request
// of practice is two statements through the driver, a replay one; two replays of one clientId racing each other store
// one answer, count it once and answer the loser with the winner's verdict.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../../testing/test-context.ts";
import { createLearner } from "../../../testing/learning-fixtures.ts";
import { createPracticeBank } from "../practice-fixtures.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

// The player's answer (client/src/features/practice): the verdict, today's count and the streak.
const ANSWER = `mutation($input: PracticeAnswerInput!) {
  answerPracticeQuestion(input: $input) {
    questionId correct correctIndex timeMs duplicate today { date answered correct goalMet } streak { current longest freezesLeft }
  }
}`;

type Result = { data?: Record<string, unknown> | null; errors?: unknown };
const answered = (result: Result) => {
  expect(result.errors).toBeUndefined();
  return result.data?.answerPracticeQuestion as { correct: boolean; duplicate: boolean; today: { answered: number } };
};

async function learnerWithBank() {
  const bank = await createPracticeBank(db);
  const viewer = await createLearner(db);
  return { bank, viewer, context: createTestContext({ db, viewer }) };
}

describe("a practice answer", () => {
  it("is two statements (a wrong answer's Revise card included), and a replay one", async () => {
    const { bank, viewer, context } = await learnerWithBank();
    const question = bank.questions[0]!; // key: option 1
    await execute(context, `mutation { setPracticeGoal(dailyGoal: 2, reminderOn: false) { dailyGoal } }`);
    const input = { questionId: question.id, choice: 2, timeMs: 4000, clientId: "cost-1" };
    const first = await db.countStatements(() => execute(context, ANSWER, { input }));
    expect(first.statements).toHaveLength(2);
    expect(answered(first.result)).toMatchObject({ correct: false, duplicate: false, today: { answered: 1 } });
    const card = await db.prisma.practiceCard.findUniqueOrThrow({
      where: { userId_questionId: { userId: viewer.userId, questionId: question.id } },
    });
    expect(card).toMatchObject({ reps: 1, lapses: 0 });

    const replay = await db.countStatements(() => execute(context, ANSWER, { input }));
    expect(replay.statements).toHaveLength(1);
    expect(answered(replay.result)).toMatchObject({ correct: false, duplicate: true, today: { answered: 1 } });

    const second = await db.countStatements(() =>
      execute(context, ANSWER, { input: { ...input, choice: 1, clientId: "cost-2" } }),
    );
    expect(second.statements).toHaveLength(2);
    expect(second.result.data?.answerPracticeQuestion).toMatchObject({
      correct: true,
      duplicate: false,
      today: { answered: 2, correct: 1, goalMet: true },
      streak: { current: 1 },
    });
  });

  it("stores and counts once when two replays of one clientId race, the loser answered as a duplicate", async () => {
    const { bank, viewer, context } = await learnerWithBank();
    const input = { questionId: bank.questions[1]!.id, choice: 0, timeMs: 3000, clientId: "race-1" };
    const results = (await Promise.all([1, 2].map(() => execute(context, ANSWER, { input })))).map(answered);
    expect(results.map((result) => result.duplicate).sort()).toEqual([false, true]);
    for (const result of results) expect(result).toMatchObject({ correct: false, today: { answered: 1 } });
    expect(await db.prisma.practiceAnswer.count({ where: { userId: viewer.userId } })).toBe(1);
    expect(await db.prisma.practiceDay.findMany({ where: { userId: viewer.userId } })).toMatchObject([
      { answered: 1, correct: 0 },
    ]);
    expect(await db.prisma.practiceCard.findMany({ where: { userId: viewer.userId } })).toMatchObject([
      { questionId: input.questionId, reps: 1 },
    ]);
  });
});
