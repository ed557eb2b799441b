// `npx tsx bench/practice-analytics-read.ts` (docs/practice.md, "Analytics"): what one learner's `practiceAnalytics`
// read costs the database when it runs (a miss of its kept answer, decision 054), read from the learners' counts per
// topic (PracticeTopicStat, migration 20261210100000_practice_topic_stats) beside the scan of every answer of the
// learner's topics that it replaced (kept below as it was, the definition the counts must agree with). LEARNERS other
// learners (default 2,000) answer EACH questions (default 100) of one topic; the learner answers 30. On PostgreSQL
// when TEST_DATABASE_URL names a server (a scratch database is made and dropped), on embedded PGlite otherwise.
// Printed, never stored: the figure moves with the machine's load, which it prints beside it.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { openTestDatabase } from "@app/db/testing";
import { createPracticeBank } from "../schema/src/modules/practice/practice-fixtures.ts";
import { createLearner } from "../schema/src/testing/learning-fixtures.ts";
import { learnerAnalytics } from "../schema/src/modules/practice/analytics/learner-analytics.service.ts";

const LEARNERS = Number(process.env.LEARNERS ?? 2_000);
const EACH = Number(process.env.EACH ?? 100);
const READS = 10;

const SCAN = `
  WITH mine AS (
    SELECT DISTINCT q."topicId" FROM "PracticeAnswer" a JOIN "PracticeQuestion" q ON q."id" = a."questionId"
    WHERE a."userId" = $1
  ), per AS (
    SELECT a."userId", q."topicId", count(*) AS "attempts", avg(CASE WHEN a."correct" THEN 1.0 ELSE 0.0 END) AS "accuracy"
    FROM "PracticeAnswer" a JOIN "PracticeQuestion" q ON q."id" = a."questionId"
    WHERE q."topicId" IN (SELECT "topicId" FROM mine)
    GROUP BY a."userId", q."topicId"
  )
  SELECT me."attempts"::int AS "attempts", me."accuracy"::float8 AS "accuracy",
    (SELECT count(*) FROM per o WHERE o."topicId" = me."topicId" AND o."userId" <> me."userId" AND o."accuracy" < me."accuracy")::int AS "below",
    (SELECT count(*) FROM per o WHERE o."topicId" = me."topicId" AND o."userId" <> me."userId")::int AS "others"
  FROM per me WHERE me."userId" = $1`;

async function main() {
  const db = await openTestDatabase();
  try {
    const bank = await createPracticeBank(db);
    const questionIds = bank.questions.map((question) => question.id);
    const learner = await createLearner(db);
    await db.query(
      `INSERT INTO "User" ("id", "authId", "email", "updatedAt")
       SELECT 'bench-' || n, 'bench-auth-' || n, 'bench-' || n || '@example.in', now() FROM generate_series(1, $1::int) n`,
      [LEARNERS],
    );
    let started = performance.now();
    await db.query(
      `INSERT INTO "PracticeAnswer" ("id", "userId", "questionId", "clientId", "choice", "correct", "timeMs", "day")
       SELECT gen_random_uuid()::text, 'bench-' || u, ($2::text[])[1 + (k % 6)], 'c' || k, 1, random() < 0.6, 4000, '2026-12-02'
       FROM generate_series(1, $1::int) u, generate_series(1, $3::int) k`,
      [LEARNERS, questionIds, EACH],
    );
    const writing = performance.now() - started;
    await db.query(
      `INSERT INTO "PracticeAnswer" ("id", "userId", "questionId", "clientId", "choice", "correct", "timeMs", "day")
       SELECT gen_random_uuid()::text, $1, ($2::text[])[1 + (k % 6)], 'mine-' || k, 1, k % 3 = 0, 4000, '2026-12-02'
       FROM generate_series(1, 30) k`,
      [learner.userId, questionIds],
    );
    await db.query("ANALYZE");
    const scanned = await db.query<{ attempts: number; accuracy: number; below: number; others: number }>(SCAN, [
      learner.userId,
    ]);
    const counted = (await learnerAnalytics(db.prisma, learner.userId)).topics;
    const [expected] = scanned;
    const agree =
      counted.length === 1 &&
      counted[0].attempts === expected.attempts &&
      Math.abs(counted[0].accuracy - expected.accuracy) < 1e-12 &&
      counted[0].percentile === (expected.others > 0 ? (100 * expected.below) / expected.others : null);
    if (!agree) throw new Error(`the counts disagree with the answers: ${JSON.stringify({ scanned, counted })}`);
    console.log(
      `${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "embedded PGlite"}, ${LEARNERS} other learners x ${EACH} answers in one topic (${LEARNERS * EACH} answers, ` +
        `written with their counts in ${Math.round(writing)} ms); load ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join("/")}`,
    );
    for (let round = 1; round <= 3; round++) {
      started = performance.now();
      for (let read = 0; read < READS; read++) await db.query(SCAN, [learner.userId]);
      const scan = (performance.now() - started) / READS;
      started = performance.now();
      for (let read = 0; read < READS; read++) await learnerAnalytics(db.prisma, learner.userId);
      const counts = (performance.now() - started) / READS;
      console.log(
        `round ${round}: the answers scanned ${scan.toFixed(1)} ms a read; ` +
          `the counts read ${counts.toFixed(1)} ms (the whole service, its topics' read included)`,
      );
    }
  } finally {
    await db.close();
  }
}

await main();
