// Practice through GraphQL (docs/practice.md): public subjects, sets, answers judged by the server and idempotent
// by clientId, coded refusals, bookmarks, reports and the goal.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import { readCatalogues } from "@app/client/texts";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { createLearner } from "../../testing/learning-fixtures.ts";
import { createPracticeBank } from "./practice-fixtures.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
afterEach(() => vi.useRealTimers());

const SUBJECTS = `query($exam: String) { practiceSubjects(exam: $exam) { slug nameHi topics { id slug questionCount } } }`;
const SET = `query($topicId: ID!, $exam: String, $size: Int) {
  practiceSet(topicId: $topicId, exam: $exam, size: $size) {
    id kind questions { id exams correctIndex optionsEn optionsHi bookmarked topic { slug subject { nameEn } } }
  }
}`;
const ANSWER = `mutation($input: PracticeAnswerInput!) {
  answerPracticeQuestion(input: $input) {
    questionId correct correctIndex timeMs duplicate today { date answered correct goalMet } streak { current longest freezesLeft }
  }
}`;
const PROGRESS = `query($weeks: Int) {
  practiceProgress { dailyGoal reminderOn reminderTime reviseDue today { date answered goalMet } streak { current } days(weeks: $weeks) { date answered } }
}`;
const code = (result: { errors?: readonly { extensions: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions.code;

type Answer = { correct: boolean; duplicate: boolean; today: { answered: number; date: string } };

describe("practice", () => {
  it("lists subjects publicly, narrowed to an exam's topics", async () => {
    const bank = await createPracticeBank(db);
    const anonymous = createTestContext({ db });
    const all = await execute(anonymous, SUBJECTS);
    expect(all.errors).toBeUndefined();
    const subjects = all.data?.practiceSubjects as { slug: string; topics: { questionCount: number }[] }[];
    expect(subjects.find((s) => s.slug === bank.quant.slug)?.topics[0]?.questionCount).toBe(6);
    const rrb = (await execute(anonymous, SUBJECTS, { exam: "RRB NTPC" })).data?.practiceSubjects as {
      slug: string;
    }[];
    expect(rrb.map((s) => s.slug)).toContain(bank.reasoning.slug);
    expect(rrb.map((s) => s.slug)).not.toContain(bank.quant.slug);
    expect((await execute(anonymous, `{ practiceExams }`)).data?.practiceExams).toEqual(
      expect.arrayContaining(["IBPS PO", "RRB NTPC", "SSC CGL"]),
    );
    expect(code(await execute(anonymous, SET, { topicId: bank.percentages.id }))).toBe("unauthenticated");
  });

  it("draws a set of a topic (and exam), the questions answered least recently first", async () => {
    const bank = await createPracticeBank(db);
    const context = createTestContext({ db, viewer: await createLearner(db) });
    const ssc = await execute(context, SET, { topicId: bank.percentages.id, exam: "SSC CGL", size: 10 });
    expect(ssc.errors).toBeUndefined();
    const sscQuestions = (ssc.data?.practiceSet as { questions: { exams: string[] }[] }).questions;
    expect(sscQuestions).toHaveLength(3);
    expect(sscQuestions.every((q) => q.exams.includes("SSC CGL"))).toBe(true);

    const first = await execute(context, SET, { topicId: bank.percentages.id, size: 4 });
    const firstIds = (first.data?.practiceSet as { questions: { id: string }[] }).questions.map((q) => q.id);
    expect(first.data?.practiceSet).toMatchObject({ kind: "TOPIC" });
    expect(firstIds).toHaveLength(4);
    for (const [i, id] of firstIds.entries())
      await execute(context, ANSWER, { input: { questionId: id, choice: 1, timeMs: 5000, clientId: `a${i}` } });
    const second = await execute(context, SET, { topicId: bank.percentages.id, size: 2 });
    const secondIds = (second.data?.practiceSet as { questions: { id: string }[] }).questions.map((q) => q.id);
    // The two never answered come before the four just answered.
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
    expect(code(await execute(context, SET, { topicId: bank.percentages.id, size: 51 }))).toBe("invalid_input");
  });

  it("judges an answer on the server, counts it once however often it is replayed", async () => {
    const bank = await createPracticeBank(db);
    const context = createTestContext({ db, viewer: await createLearner(db) });
    const question = bank.questions[0]!;
    const input = { questionId: question.id, choice: 2, timeMs: 7400, clientId: "outbox-1" };
    const first = await execute(context, ANSWER, { input });
    expect(first.errors).toBeUndefined();
    expect(first.data?.answerPracticeQuestion).toMatchObject({
      correct: false,
      correctIndex: 1,
      timeMs: 7400,
      duplicate: false,
      today: { answered: 1, correct: 0, goalMet: false },
    });
    const replays = await Promise.all(
      [1, 2, 3].map(() => execute(context, ANSWER, { input: { ...input, choice: 1 } })),
    );
    for (const replay of replays)
      expect(replay.data?.answerPracticeQuestion).toMatchObject({
        correct: false,
        duplicate: true,
        today: { answered: 1 },
      });
    expect(await db.prisma.practiceAnswer.count({ where: { clientId: "outbox-1" } })).toBe(1);
  });

  it("refuses bad answers with a code the client words in English and Hindi, and keeps nothing of them", async () => {
    const bank = await createPracticeBank(db);
    const viewer = await createLearner(db);
    const context = createTestContext({ db, viewer });
    const input = { questionId: bank.questions[0]!.id, choice: 0, timeMs: 1000, clientId: "bad" };
    const unknown = await execute(context, ANSWER, { input: { ...input, questionId: "no-such-question" } });
    expect(code(unknown)).toBe("practice_question_not_found");
    expect(code(await execute(context, ANSWER, { input: { ...input, choice: 4 } }))).toBe(
      "practice_choice_out_of_range",
    );
    expect(code(await execute(context, ANSWER, { input: { ...input, choice: -1 } }))).toBe(
      "practice_choice_out_of_range",
    );
    expect(code(await execute(context, ANSWER, { input: { ...input, timeMs: -5 } }))).toBe(
      "practice_time_out_of_range",
    );
    expect(code(await execute(context, ANSWER, { input: { ...input, timeMs: 5 * 60 * 60 * 1000 } }))).toBe(
      "practice_time_out_of_range",
    );
    expect(await db.prisma.practiceAnswer.count({ where: { userId: viewer.userId } })).toBe(0);
    const catalogues = readCatalogues() as Record<string, { errors: { codes: Record<string, string> } }>;
    for (const key of ["practice_question_not_found", "practice_choice_out_of_range", "practice_time_out_of_range"]) {
      expect(catalogues.en!.errors.codes[key]).toBeTruthy();
      expect(catalogues.hi!.errors.codes[key]).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("counts answers on the server's Indian day, whatever the phone's clock says", async () => {
    const bank = await createPracticeBank(db);
    const viewer = await createLearner(db);
    const context = createTestContext({ db, viewer });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-29T18:29:00Z")); // 23:59 IST on 29 November
    const phoneSays = "2026-12-25T10:00:00Z";
    const late = await execute(context, ANSWER, {
      input: { questionId: bank.questions[0]!.id, choice: 1, timeMs: 3000, clientId: "d1", answeredAt: phoneSays },
    });
    expect((late.data?.answerPracticeQuestion as Answer).today.date).toBe("2026-11-29");
    expect(
      (await db.prisma.practiceAnswer.findFirstOrThrow({ where: { userId: viewer.userId } })).answeredAt,
    ).toBeNull();
    vi.setSystemTime(new Date("2026-11-29T18:31:00Z")); // 00:01 IST on 30 November
    const early = await execute(context, ANSWER, {
      input: {
        questionId: bank.questions[1]!.id,
        choice: 1,
        timeMs: 3000,
        clientId: "d2",
        answeredAt: "2026-11-29T18:30:30Z",
      },
    });
    expect(early.data?.answerPracticeQuestion).toMatchObject({ today: { date: "2026-11-30", answered: 1 } });
    const kept = await db.prisma.practiceAnswer.findFirstOrThrow({ where: { userId: viewer.userId, clientId: "d2" } });
    expect(kept.answeredAt?.toISOString()).toBe("2026-11-29T18:30:30.000Z");
  });

  it("meets the goal the learner set and keeps a streak", async () => {
    const bank = await createPracticeBank(db);
    const context = createTestContext({ db, viewer: await createLearner(db) });
    const goal = await execute(
      context,
      `mutation { setPracticeGoal(dailyGoal: 2, reminderOn: true, reminderTime: "19:30") { dailyGoal reminderOn reminderTime } }`,
    );
    expect(goal.data?.setPracticeGoal).toEqual({ dailyGoal: 2, reminderOn: true, reminderTime: "19:30" });
    const bad = await execute(context, `mutation { setPracticeGoal(dailyGoal: 0, reminderOn: false) { dailyGoal } }`);
    expect(code(bad)).toBe("invalid_input");
    for (const [i, q] of bank.questions.slice(0, 2).entries())
      await execute(context, ANSWER, { input: { questionId: q.id, choice: 0, timeMs: 2000, clientId: `g${i}` } });
    const progress = await execute(context, PROGRESS, { weeks: 2 });
    expect(progress.errors).toBeUndefined();
    expect(progress.data?.practiceProgress).toMatchObject({
      dailyGoal: 2,
      reviseDue: 0,
      today: { answered: 2, goalMet: true },
      streak: { current: 1 },
    });
    expect((progress.data?.practiceProgress as { days: unknown[] }).days).toHaveLength(14);
  });

  it("bookmarks a question, which joins Revise, and reports an error in one", async () => {
    const bank = await createPracticeBank(db);
    const viewer = await createLearner(db);
    const context = createTestContext({ db, viewer });
    const question = bank.questions[2]!;
    const marked = await execute(
      context,
      `mutation($id: ID!) { setPracticeBookmark(questionId: $id, bookmarked: true) { id bookmarked } }`,
      { id: question.id },
    );
    expect(marked.data?.setPracticeBookmark).toEqual({ id: question.id, bookmarked: true });
    const revise = await execute(context, `{ reviseSet { kind questions { id bookmarked } } }`);
    expect(revise.data?.reviseSet).toEqual({ kind: "REVISE", questions: [{ id: question.id, bookmarked: true }] });
    await execute(context, `mutation($id: ID!) { setPracticeBookmark(questionId: $id, bookmarked: false) { id } }`, {
      id: question.id,
    });
    expect((await execute(context, `{ reviseSet { questions { id } } }`)).data?.reviseSet).toEqual({ questions: [] });

    const REPORT = `mutation($id: ID!, $reason: String!) { reportPracticeQuestion(questionId: $id, reason: $reason) }`;
    expect((await execute(context, REPORT, { id: question.id, reason: "Option B is also right" })).data).toEqual({
      reportPracticeQuestion: true,
    });
    expect(code(await execute(context, REPORT, { id: question.id, reason: "  " }))).toBe("invalid_input");
    expect(await db.prisma.practiceReport.findMany({ where: { reporterId: viewer.userId } })).toMatchObject([
      { questionId: question.id, reason: "Option B is also right", resolvedAt: null },
    ]);
  });

  it("brings a wrong answer back in Revise the next day, then at growing intervals once answered right", async () => {
    const bank = await createPracticeBank(db);
    const context = createTestContext({ db, viewer: await createLearner(db) });
    const question = bank.questions[3]!;
    const REVISE = `{ reviseSet { kind questions { id } } practiceProgress { reviseDue } }`;
    const due = async () => {
      const result = await execute(context, REVISE);
      expect(result.errors).toBeUndefined();
      return (result.data?.reviseSet as { questions: { id: string }[] }).questions.map((q) => q.id);
    };
    const answer = (choice: number, clientId: string) =>
      execute(context, ANSWER, { input: { questionId: question.id, choice, timeMs: 4000, clientId } });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-01T04:30:00Z")); // 10:00 IST
    await answer(0, "r1"); // wrong
    // A right answer to another question makes no card.
    await execute(context, ANSWER, {
      input: { questionId: bank.questions[4]!.id, choice: 1, timeMs: 4000, clientId: "r0" },
    });
    expect(await due()).toEqual([]);
    vi.setSystemTime(new Date("2026-12-02T04:30:00Z")); // the next day
    expect(await due()).toEqual([question.id]);
    expect((await execute(context, REVISE)).data?.practiceProgress).toEqual({ reviseDue: 1 });
    await answer(1, "r2"); // right: the next review is days away
    vi.setSystemTime(new Date("2026-12-03T04:30:00Z"));
    expect(await due()).toEqual([]);
    const card = await db.prisma.practiceCard.findFirstOrThrow({ where: { questionId: question.id } });
    const firstInterval = card.due.getTime() - Date.parse("2026-12-02T04:30:00Z");
    expect(firstInterval).toBeGreaterThan(24 * 60 * 60 * 1000);
    vi.setSystemTime(card.due);
    expect(await due()).toEqual([question.id]);
    await answer(1, "r3");
    const next = await db.prisma.practiceCard.findFirstOrThrow({ where: { questionId: question.id } });
    expect(next.due.getTime() - card.due.getTime()).toBeGreaterThan(firstInterval);
  });
});
