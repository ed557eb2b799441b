// Practice analytics (docs/practice.md): the learner's per-topic stats and percentile, and the staff's per-question
// right rate, time, discrimination index and review flags.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../../testing/test-context.ts";
import { createLearner } from "../../../testing/learning-fixtures.ts";
import { createPracticeBank } from "../practice-fixtures.ts";
import { discriminationIndex, questionFlags } from "./question-stats.ts";

describe("the discrimination index", () => {
  it("is the upper 27% right rate minus the lower 27%, null under 10 learners", () => {
    const learners = Array.from({ length: 20 }, (_, i) => ({ ability: i / 20, correct: i >= 10 }));
    expect(discriminationIndex(learners)).toBe(1);
    expect(discriminationIndex(learners.map((l) => ({ ...l, correct: !l.correct })))).toBe(-1);
    expect(discriminationIndex(learners.slice(0, 9))).toBeNull();
    expect(questionFlags({ attempts: 12, rightRate: 0.1, discrimination: -0.4, openReports: 1 })).toEqual([
      "RARELY_RIGHT",
      "WEAK_BEAT_STRONG",
      "REPORTED",
    ]);
    expect(questionFlags({ attempts: 5, rightRate: 0, discrimination: null, openReports: 0 })).toEqual([]);
  });
});

describe("analytics over answers", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  let sent = 0;
  /** Answers written as the answer mutation stores them; `rightOn(question index)` decides each. */
  async function answered(userId: string, questionIds: string[], rightOn: (index: number) => boolean, timeMs = 5000) {
    await db.prisma.practiceAnswer.createMany({
      data: questionIds.map((questionId, index) => ({
        userId,
        questionId,
        clientId: `c${++sent}-${index}`,
        choice: rightOn(index) ? 1 : 0,
        correct: rightOn(index),
        timeMs,
        day: "2026-11-29",
      })),
    });
  }

  it("gives the learner accuracy, time and percentile per topic, weakest and strongest", async () => {
    const bank = await createPracticeBank(db);
    const viewer = await createLearner(db);
    const ids = bank.questions.map((q) => q.id);
    await answered(viewer.userId, ids, (i) => i < 5, 4000); // 5 of 6 right
    await answered(viewer.userId, [bank.seriesQuestion.id], () => false);
    for (const rightCount of [1, 2, 6]) {
      const other = await createLearner(db, "student", `L${rightCount}`);
      await answered(other.userId, ids, (i) => i < rightCount);
    }
    const result = await execute(
      createTestContext({ db, viewer }),
      `{ practiceAnalytics { topics { topic { slug } attempts accuracy avgTimeMs percentile }
         weakest { topic { slug } } strongest { topic { slug } } } }`,
    );
    expect(result.errors).toBeUndefined();
    const analytics = result.data?.practiceAnalytics as {
      topics: { topic: { slug: string }; attempts: number; accuracy: number; percentile: number | null }[];
    };
    const percentages = analytics.topics.find((t) => t.topic.slug === "percentages")!;
    expect(percentages).toMatchObject({ attempts: 6, avgTimeMs: 4000 });
    expect(percentages.accuracy).toBeCloseTo(5 / 6);
    // Better than two of the three others.
    expect(percentages.percentile).toBeCloseTo(200 / 3);
    expect(analytics.topics.find((t) => t.topic.slug === "series")).toMatchObject({ attempts: 1, percentile: null });
    // Only percentages has 5 answers: it is the weakest, and nothing is "strongest" beside it.
    expect(result.data?.practiceAnalytics).toMatchObject({
      weakest: { topic: { slug: "percentages" } },
      strongest: null,
    });
  });

  /** The learners' counts per topic as the answers say them: what the kept counts must always equal. */
  const countedFromAnswers = (topicIds: string[]) =>
    db.query<{ userId: string; topicId: string; attempts: number; correct: number; timeMs: number }>(
      `SELECT a."userId", q."topicId", count(*)::int AS "attempts", (count(*) FILTER (WHERE a."correct"))::int AS "correct",
         sum(a."timeMs")::int AS "timeMs"
       FROM "PracticeAnswer" a JOIN "PracticeQuestion" q ON q."id" = a."questionId"
       WHERE q."topicId" = ANY($1) GROUP BY 1, 2 ORDER BY 1, 2`,
      [topicIds],
    );
  const kept = (topicIds: string[]) =>
    db.query<{ userId: string; topicId: string; attempts: number; correct: number; timeMs: number }>(
      `SELECT "userId", "topicId", "attempts", "correct", "timeMs"::int AS "timeMs" FROM "PracticeTopicStat"
       WHERE "topicId" = ANY($1) ORDER BY 1, 2`,
      [topicIds],
    );

  it("keeps each learner's counts per topic as answers are written, replayed, moved and deleted", async () => {
    const bank = await createPracticeBank(db);
    const topics = [bank.percentages.id, bank.series.id];
    const [first, second, third] = bank.questions.map((q) => q.id);
    const learners = [await createLearner(db), await createLearner(db), await createLearner(db)];
    await answered(learners[0].userId, [first!, second!, third!, bank.seriesQuestion.id], (i) => i !== 1, 3000);
    await answered(learners[1].userId, [first!, first!, second!], (i) => i === 0, 7000);
    await answered(learners[2].userId, [third!], () => true, 1000);
    // The player's own write, and its replay by the same clientId, which stores nothing.
    const player = createTestContext({ db, viewer: learners[2] });
    const answer = `mutation($input: PracticeAnswerInput!) { answerPracticeQuestion(input: $input) { correct } }`;
    const input = { questionId: second!, clientId: "replayed", choice: 1, timeMs: 2500 };
    for (let send = 0; send < 2; send++) expect((await execute(player, answer, { input })).errors).toBeUndefined();
    expect(await kept(topics)).toEqual(await countedFromAnswers(topics));
    expect(await kept(topics)).toContainEqual({
      userId: learners[2].userId,
      topicId: bank.percentages.id,
      attempts: 2,
      correct: 2,
      timeMs: 3500,
    });

    // A question moved to another topic takes its answers' counts with it.
    await db.prisma.practiceQuestion.update({ where: { id: first! }, data: { topicId: bank.series.id } });
    expect(await kept(topics)).toEqual(await countedFromAnswers(topics));
    // A question deleted takes its answers' counts away once (the cascade's deleted answers are not taken twice),
    // and a learner left with no answer in a topic has no row there.
    await db.prisma.practiceQuestion.delete({ where: { id: third! } });
    expect(await kept(topics)).toEqual(await countedFromAnswers(topics));
    expect(await kept(topics)).toContainEqual(expect.objectContaining({ userId: learners[2].userId, attempts: 1 }));
    await db.prisma.practiceAnswer.deleteMany({ where: { userId: learners[2].userId } });
    expect((await kept(topics)).map((row) => row.userId)).not.toContain(learners[2].userId);
    // A learner's deletion and a topic's take their rows with them.
    await db.prisma.user.delete({ where: { id: learners[1].userId } });
    await db.prisma.practiceTopic.delete({ where: { id: bank.series.id } });
    expect(await kept(topics)).toEqual(await countedFromAnswers(topics));
    expect(await kept(topics)).toHaveLength(1);
  });

  it("never ranks a learner above another of the same accuracy, however the fraction is written", async () => {
    const bank = await createPracticeBank(db);
    const ids = bank.questions.map((q) => q.id);
    const viewer = await createLearner(db);
    await answered(viewer.userId, ids.slice(0, 3), (i) => i === 0); // 1 of 3
    const same = await createLearner(db);
    await answered(same.userId, ids, (i) => i < 2); // 2 of 6
    const lower = await createLearner(db);
    await answered(lower.userId, ids.slice(0, 4), (i) => i === 0); // 1 of 4
    const result = await execute(
      createTestContext({ db, viewer }),
      `{ practiceAnalytics { topics { attempts accuracy percentile } } }`,
    );
    expect(result.data?.practiceAnalytics).toEqual({ topics: [{ attempts: 3, accuracy: 1 / 3, percentile: 50 }] });
  });

  it("flags for staff a question the weak answer right and the strong do not", async () => {
    const bank = await createPracticeBank(db);
    const [suspect, ...others] = bank.questions.map((q) => q.id);
    for (let i = 0; i < 12; i++) {
      const learner = await createLearner(db, "student", `S${i}`);
      const strong = i >= 6;
      // The strong get the other five right and the suspect wrong; the weak the other way round.
      await answered(learner.userId, [suspect!, ...others], (index) => (index === 0 ? !strong : strong));
    }
    const reporter = await createLearner(db);
    await db.prisma.practiceReport.create({
      data: { questionId: suspect!, reporterId: reporter.userId, reason: "Key" },
    });
    const admin = createTestContext({ db, viewer: await createLearner(db, "admin") });
    const result = await execute(
      admin,
      `query($topicId: ID!) { practiceQuestionStats(topicId: $topicId, limit: 10) {
        total items { question { id } attempts rightRate avgTimeMs discrimination openReports flags } } }`,
      { topicId: bank.percentages.id },
    );
    expect(result.errors).toBeUndefined();
    const page = result.data?.practiceQuestionStats as {
      total: number;
      items: { question: { id: string }; discrimination: number; flags: string[] }[];
    };
    expect(page.total).toBe(6);
    const flagged = page.items.find((item) => item.question.id === suspect)!;
    expect(flagged).toMatchObject({ attempts: 12, rightRate: 0.5, avgTimeMs: 5000, openReports: 1 });
    expect(flagged.discrimination).toBeLessThan(0);
    expect(flagged.flags).toEqual(["WEAK_BEAT_STRONG", "REPORTED"]);
    const reports = await execute(admin, `query($id: ID!) { practiceQuestionReports(questionId: $id) { reason } }`, {
      id: suspect,
    });
    expect(reports.data?.practiceQuestionReports).toEqual([{ reason: "Key" }]);
    const resolve = `mutation($id: ID!) { resolvePracticeReports(questionId: $id) }`;
    expect((await execute(admin, resolve, { id: suspect })).data?.resolvePracticeReports).toBe(1);
    expect((await execute(admin, resolve, { id: suspect })).data?.resolvePracticeReports).toBe(0);
    const learner = createTestContext({ db, viewer: reporter });
    expect((await execute(learner, resolve, { id: suspect })).errors?.[0]?.extensions.code).toBe("forbidden");
    const good = page.items.find((item) => item.question.id === others[0])!;
    expect(good.discrimination).toBeGreaterThan(0);
    expect(good.flags).toEqual([]);
  });
});
