// A mock test's result reaches its learner once per attempt (docs/notifications.md), through the real submission and
// the sweep of attempts whose time ran out, on the real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../context.ts";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { createLearner } from "../../testing/learning-fixtures.ts";
import { createMockTest, KEY } from "../../testing/mock-test-fixtures.ts";
import { finalizeAttempts } from "../mock-tests/attempt/mock-test-finalize.service.ts";
import { notifyMockTestResults } from "./mock-test-notifications.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const as = (viewer: Viewer) => createTestContext({ db, viewer });
const START = `mutation($testId: ID!) { startMockTestAttempt(testId: $testId) { id } }`;
const SAVE = `mutation($attemptId: ID!, $questionId: ID!, $option: Int) {
  saveMockTestAnswer(attemptId: $attemptId, questionId: $questionId, option: $option, markedForReview: false, seq: 1) {
    accepted } }`;
const SUBMIT = `mutation($attemptId: ID!) { submitMockTestAttempt(attemptId: $attemptId) { id score } }`;

async function start(viewer: Viewer, testId: string): Promise<string> {
  const result = await execute(as(viewer), START, { testId });
  expect(result.errors).toBeUndefined();
  return (result.data as { startMockTestAttempt: { id: string } }).startMockTestAttempt.id;
}
const results = (userId: string) =>
  db.prisma.notification.findMany({ where: { recipientId: userId, kind: "MOCK_TEST_RESULT" } });

describe("the mock test result notification", () => {
  it("tells the learner their score once, linking to the attempt's result page", async () => {
    const learner = await createLearner(db);
    const test = await createMockTest(db);
    const attemptId = await start(learner, test.id);
    await execute(as(learner), SAVE, { attemptId, questionId: test.questions[0]!.id, option: KEY });
    expect(await results(learner.userId)).toEqual([]);

    expect((await execute(as(learner), SUBMIT, { attemptId })).errors).toBeUndefined();
    await execute(as(learner), SUBMIT, { attemptId });
    await finalizeAttempts(db.prisma, [attemptId]);

    expect(await results(learner.userId)).toMatchObject([
      {
        params: { testTitle: "SSC CGL Tier 1 mock", score: "2" },
        link: `/tests/${test.id}/attempts/${attemptId}/result`,
      },
    ]);
  });

  it("tells a learner whose time ran out, when the sweep closes the attempt", async () => {
    const learner = await createLearner(db);
    const test = await createMockTest(db);
    const attemptId = await start(learner, test.id);
    await db.prisma
      .$executeRaw`UPDATE "MockTestAttempt" SET "endsAt" = now() - interval '5 minutes' WHERE "id" = ${attemptId}`;
    await Promise.all([finalizeAttempts(db.prisma, [attemptId]), finalizeAttempts(db.prisma, [attemptId])]);
    expect(await results(learner.userId)).toMatchObject([{ params: { score: "0" } }]);
  });

  it("records one notification per attempt even when asked twice (the unique index)", async () => {
    const learner = await createLearner(db);
    const test = await createMockTest(db);
    const attempt = {
      id: "attempt-asked-twice",
      userId: learner.userId,
      testId: test.id,
      testTitle: "Mock",
      score: 3.5,
    };
    await db.prisma.$transaction((tx) => notifyMockTestResults(tx, [attempt]));
    await db.prisma.$transaction((tx) => notifyMockTestResults(tx, [attempt]));
    expect(await results(learner.userId)).toMatchObject([{ params: { score: "3.5" } }]);
  });
});
