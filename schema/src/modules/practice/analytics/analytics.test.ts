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
