// Revise the next day (docs/practice.md, "Revise"): with the clock given to the services, a question answered wrong
// is in Revise from the start of the next Indian day and not a minute before, wherever in the day it was missed;
// answered right, it is scheduled days further out by FSRS, and a question answered right first time never comes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createLearner } from "../../../testing/learning-fixtures.ts";
import { createPracticeBank } from "../practice-fixtures.ts";
import { answerQuestion } from "../sets/answers.service.ts";
import { reviseDue, reviseSet } from "../sets/practice-sets.service.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/** An instant given as Indian time (UTC+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

async function learnerWithBank() {
  const bank = await createPracticeBank(db);
  const { userId } = await createLearner(db);
  let answers = 0;
  const answer = (questionId: string, choice: number, at: Date) =>
    answerQuestion(db, userId, { questionId, choice, timeMs: 5_000, clientId: `a${++answers}` }, at);
  const revise = async (at: Date) => (await reviseSet(db.prisma, userId, 10, at)).questions.map((q) => q.id);
  return { bank, userId, answer, revise };
}

describe("Revise the next day", () => {
  it("brings a question missed late in the evening back at the next Indian midnight, not before", async () => {
    const { bank, userId, answer, revise } = await learnerWithBank();
    const missed = bank.questions[0]!; // key: option 1
    expect((await answer(missed.id, 0, ist("2026-12-01T23:30:00"))).answer.correct).toBe(false);
    expect(await revise(ist("2026-12-01T23:59:00"))).toEqual([]);
    expect(await reviseDue(db.prisma, userId, ist("2026-12-01T23:59:59"))).toBe(0);
    expect(await revise(ist("2026-12-02T00:01:00"))).toEqual([missed.id]);
    expect(await reviseDue(db.prisma, userId, ist("2026-12-02T00:01:00"))).toBe(1);
  });

  it("brings a question missed in the morning back the next day, and schedules it days out once answered right", async () => {
    const { bank, answer, revise } = await learnerWithBank();
    const [missed, rightFirstTime] = [bank.questions[1]!, bank.questions[2]!];
    await answer(missed.id, 3, ist("2026-12-01T00:05:00"));
    await answer(rightFirstTime.id, 1, ist("2026-12-01T00:06:00"));
    expect(await revise(ist("2026-12-01T23:59:00"))).toEqual([]);
    expect(await revise(ist("2026-12-02T00:00:00"))).toEqual([missed.id]);

    // Answered right in the next day's Revise: FSRS rates it Good, days away, not tomorrow.
    expect((await answer(missed.id, 1, ist("2026-12-02T08:00:00"))).answer.correct).toBe(true);
    const card = await db.prisma.practiceCard.findFirstOrThrow({ where: { questionId: missed.id } });
    expect(card.scheduledDays).toBeGreaterThan(1);
    expect(await revise(ist("2026-12-03T12:00:00"))).toEqual([]);
    const dueDay = new Date(card.due.getTime() + (5 * 60 + 30) * 60_000).toISOString().slice(0, 10);
    expect(await revise(ist(`${dueDay}T00:00:00`))).toEqual([missed.id]);
    expect(await revise(new Date(ist(`${dueDay}T00:00:00`).getTime() - 1))).toEqual([]);

    // A question answered right the first time has no card: it never enters Revise.
    expect(await db.prisma.practiceCard.count({ where: { questionId: rightFirstTime.id } })).toBe(0);
    expect(await revise(ist("2026-12-31T12:00:00"))).toEqual([missed.id]);
  });
});
