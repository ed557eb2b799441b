// A learner's practice analytics (docs/practice.md): per topic their attempts, accuracy and average time, and
// their percentile among the learners who practised that topic (the share of the others with a lower accuracy).
// Weakest and strongest are judged among topics with at least MIN_ATTEMPTS answers, so one lucky answer is not a
// strength.
import type { PracticeSubject, PracticeTopic, PrismaClient } from "@app/db";

export const MIN_ATTEMPTS = 5;

/**
 * How long a kept answer's percentile may be given (decision 054): other learners' answers move it, and announcing
 * each practice answer to everyone who practised its topic is not bounded; a share of a topic's learners ten minutes
 * old tells a learner where they stand as well as a fresh one.
 */
export const PERCENTILE_HOLDS_MS = 10 * 60_000;

export interface TopicStats {
  topic: PracticeTopic & { subject: PracticeSubject };
  attempts: number;
  accuracy: number;
  avgTimeMs: number;
  percentile: number | null;
}

interface Row {
  topicId: string;
  attempts: bigint;
  accuracy: number;
  avgTimeMs: number;
  below: bigint;
  others: bigint;
}

export async function learnerAnalytics(prisma: PrismaClient, userId: string) {
  const rows = await prisma.$queryRaw<Row[]>`
    WITH mine AS (
      SELECT DISTINCT q."topicId" FROM "PracticeAnswer" a JOIN "PracticeQuestion" q ON q."id" = a."questionId"
      WHERE a."userId" = ${userId}
    ), per AS (
      SELECT a."userId", q."topicId", count(*) AS "attempts", avg(CASE WHEN a."correct" THEN 1.0 ELSE 0.0 END) AS "accuracy",
             avg(a."timeMs") AS "avgTimeMs"
      FROM "PracticeAnswer" a JOIN "PracticeQuestion" q ON q."id" = a."questionId"
      WHERE q."topicId" IN (SELECT "topicId" FROM mine)
      GROUP BY a."userId", q."topicId"
    )
    SELECT me."topicId", me."attempts", me."accuracy"::float8 AS "accuracy", me."avgTimeMs"::float8 AS "avgTimeMs",
      (SELECT count(*) FROM per o WHERE o."topicId" = me."topicId" AND o."userId" <> me."userId" AND o."accuracy" < me."accuracy") AS "below",
      (SELECT count(*) FROM per o WHERE o."topicId" = me."topicId" AND o."userId" <> me."userId") AS "others"
    FROM per me WHERE me."userId" = ${userId}`;
  const topics = await prisma.practiceTopic.findMany({
    where: { id: { in: rows.map((row) => row.topicId) } },
    include: { subject: true },
  });
  const topicOf = new Map(topics.map((topic) => [topic.id, topic]));
  const stats: TopicStats[] = rows
    .map((row) => ({
      topic: topicOf.get(row.topicId)!,
      attempts: Number(row.attempts),
      accuracy: Number(row.accuracy),
      avgTimeMs: Math.round(Number(row.avgTimeMs)),
      percentile: Number(row.others) > 0 ? (100 * Number(row.below)) / Number(row.others) : null,
    }))
    .filter((stat) => stat.topic)
    .sort((a, b) => a.topic.subject.position - b.topic.subject.position || a.topic.position - b.topic.position);
  const judged = stats.filter((stat) => stat.attempts >= MIN_ATTEMPTS).sort((a, b) => a.accuracy - b.accuracy);
  return { topics: stats, weakest: judged[0] ?? null, strongest: judged.length > 1 ? judged.at(-1)! : null };
}
