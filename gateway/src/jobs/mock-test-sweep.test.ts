// The scheduled sweep of overdue mock-test attempts on the real database and queue (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): scheduled every minute, and each of its jobs submits the attempts of every test whose time and
// grace ran out, leaving those still in time open.
import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createLearner } from "../../../schema/src/testing/learning-fixtures.ts";
import { createMockTest } from "../../../schema/src/testing/mock-test-fixtures.ts";
import { createJobQueue } from "./job-queue.ts";
import { startMockTestSweep, SWEEP_EVERY } from "./mock-test-sweep.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/** An attempt of `testId` whose time ends `seconds` from now (negative: already over) by the database's clock. */
async function attemptEnding(testId: string, seconds: number) {
  const learner = await createLearner(db);
  const attempt = await db.prisma.mockTestAttempt.create({
    data: { testId, userId: learner.userId, endsAt: new Date(), paper: { sections: [] } },
  });
  await db.prisma
    .$executeRaw`UPDATE "MockTestAttempt" SET "endsAt" = now() + make_interval(secs => ${seconds}::int) WHERE "id" = ${attempt.id}`;
  return attempt.id;
}

it(
  "submits every test's attempts whose time and grace ran out, on a schedule of every minute",
  { timeout: 60_000 },
  async () => {
    const first = await createMockTest(db);
    const second = await createMockTest(db);
    // The grace is 30 s (mock-test-finalize.service.ts): an attempt 10 s past its time may still be submitted by its learner.
    const overdue = [await attemptEnding(first.id, -120), await attemptEnding(second.id, -60)];
    const inGrace = await attemptEnding(first.id, -10);
    const inTime = await attemptEnding(second.id, 600);

    const jobs = createJobQueue(db, { heartbeatSeconds: 10, retryDelaySeconds: 1 });
    try {
      await startMockTestSweep({ db, jobs });
      const schedules = await db.query<{ name: string; cron: string }>(
        `SELECT name, cron FROM pgboss.schedule WHERE name = 'mock-test-close-overdue'`,
      );
      expect(schedules).toEqual([{ name: "mock-test-close-overdue", cron: SWEEP_EVERY }]);

      // What the schedule sends each minute, sent now rather than waited for.
      await jobs.send("mock-test-close-overdue", {});
      const stateOf = async () => {
        const rows = await db.prisma.mockTestAttempt.findMany({
          where: { id: { in: [...overdue, inGrace, inTime] } },
          select: { id: true, submittedAt: true, autoSubmitted: true, score: true },
        });
        return Object.fromEntries(rows.map((row) => [row.id, row.submittedAt ? `auto ${row.autoSubmitted}` : "open"]));
      };
      await expect
        .poll(stateOf, { timeout: 30_000, interval: 250 })
        .toEqual({ [overdue[0]]: "auto true", [overdue[1]]: "auto true", [inGrace]: "open", [inTime]: "open" });
      const scored = await db.prisma.mockTestAttempt.findMany({ where: { id: { in: overdue } } });
      expect(scored.map((row) => row.score)).toEqual([0, 0]);
    } finally {
      await jobs.stop();
    }
  },
);
