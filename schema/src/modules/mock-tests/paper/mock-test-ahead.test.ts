// Tests prepared ahead of their opening, against the real database (decision 044): the first start after a sitting
// opens is its one insert, a test far from opening costs nothing, and an edit after the look is still caught.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../../testing/test-context.ts";
import { createLearner } from "../../../testing/learning-fixtures.ts";
import { createMockTest } from "../../../testing/mock-test-fixtures.ts";
import { prepareMockTestsAhead, prepareOpeningSoon } from "./mock-test-ahead.service.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const START = `mutation($testId: ID!) { startMockTestAttempt(testId: $testId) {
  id sections { questions { text } } } }`;
type Started = { startMockTestAttempt: { sections: { questions: { text: string }[] }[] } };

/** A new learner's start of the test, with the statements it sent. */
async function countedStart(testId: string) {
  const viewer = await createLearner(db);
  const { result, statements } = await db.countStatements(() =>
    execute(createTestContext({ db, viewer }), START, { testId }),
  );
  expect(result.errors).toBeUndefined();
  const texts = (result.data as Started).startMockTestAttempt.sections.flatMap((s) => s.questions.map((q) => q.text));
  return { statements: statements.length, texts };
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);
const failed: unknown[] = [];
const onError = (error: unknown) => failed.push(error);

describe("preparing ahead", () => {
  it("prepares a test before it opens, so that its first start is one statement, and not one opening later", async () => {
    const soon = await createMockTest(db, { opensAt: inSeconds(1.5) });
    const far = await createMockTest(db, { opensAt: inSeconds(2 * 3600) });
    const unpublished = await createMockTest(db, { opensAt: inSeconds(1), published: false });
    const ahead = await prepareMockTestsAhead(db, { everyMs: 100, onError });
    // Created after the first look: a later one prepares it.
    const later = await createMockTest(db, { opensAt: inSeconds(1.5) });
    // Until both are open, with a margin for the database's clock (decision 022).
    await new Promise((resolve) => setTimeout(resolve, later.opensAt!.getTime() + 500 - Date.now()));
    await ahead.stop();
    expect(failed).toEqual([]);
    expect((await countedStart(soon.id)).statements).toBe(1);
    expect((await countedStart(later.id)).statements).toBe(1);
    const looked = await prepareOpeningSoon(db, { onError });
    expect(looked).toEqual(expect.arrayContaining([soon.id, later.id]));
    expect(looked).not.toContain(far.id);
    expect(looked).not.toContain(unpublished.id);
  });

  it("prepares a test opened a moment ago at once, and a stale preparation is caught by the revision", async () => {
    const test = await createMockTest(db, { opensAt: inSeconds(-1) });
    expect(await prepareOpeningSoon(db, { onError })).toContain(test.id);
    await db.prisma.mockTestQuestion.update({ where: { id: test.questions[0].id }, data: { text: "Edited" } });
    // The insert refuses the old revision, the test is prepared again, and the insert is made again.
    const stale = await countedStart(test.id);
    expect(stale).toMatchObject({ statements: 3, texts: expect.arrayContaining(["Edited"]) });
    await db.prisma.mockTestQuestion.update({ where: { id: test.questions[1].id }, data: { text: "Edited again" } });
    // A look after the edit reads the test again: the next start is its one insert.
    await prepareOpeningSoon(db, { onError });
    const fresh = await countedStart(test.id);
    expect(fresh).toMatchObject({ statements: 1, texts: expect.arrayContaining(["Edited", "Edited again"]) });
    expect(failed).toEqual([]);
  });

  it("costs one query when no test opens soon, and stops", async () => {
    await db.prisma.mockTest.updateMany({ data: { published: false } });
    const { result: ahead, statements } = await db.countStatements(() => prepareMockTestsAhead(db, { onError }));
    expect(statements).toHaveLength(1);
    await ahead.stop();
  });
});
