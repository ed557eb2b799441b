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
  attempts: number;
  correct: number;
  avgTimeMs: number;
  below: bigint;
  others: bigint;
}

/**
 * One statement over the learners' counts per topic (PracticeTopicStat, kept by triggers as answers are written):
 * the learner's own rows, and per topic how many other learners have a lower accuracy. Accuracies are compared as
 * fractions (a/b < c/d as a*d < c*b), so two equal accuracies are never told apart by rounding.
 */
export async function learnerAnalytics(prisma: PrismaClient, userId: string) {
  const rows = await prisma.$queryRaw<Row[]>`
    SELECT me."topicId", me."attempts", me."correct", (me."timeMs"::float8 / me."attempts") AS "avgTimeMs",
      o."below", o."others"
    FROM "PracticeTopicStat" me, LATERAL (
      SELECT count(*) FILTER (WHERE o."correct"::int8 * me."attempts" < me."correct"::int8 * o."attempts") AS "below",
        count(*) AS "others"
      FROM "PracticeTopicStat" o WHERE o."topicId" = me."topicId" AND o."userId" <> me."userId"
    ) o
    WHERE me."userId" = ${userId} AND me."attempts" > 0`;
  const topics = await prisma.practiceTopic.findMany({
    where: { id: { in: rows.map((row) => row.topicId) } },
    include: { subject: true },
  });
  const topicOf = new Map(topics.map((topic) => [topic.id, topic]));
  const stats: TopicStats[] = rows
    .map((row) => ({
      topic: topicOf.get(row.topicId)!,
      attempts: row.attempts,
      accuracy: row.correct / row.attempts,
      avgTimeMs: Math.round(row.avgTimeMs),
      percentile: Number(row.others) > 0 ? (100 * Number(row.below)) / Number(row.others) : null,
    }))
    .filter((stat) => stat.topic)
    .sort((a, b) => a.topic.subject.position - b.topic.subject.position || a.topic.position - b.topic.position);
  const judged = stats.filter((stat) => stat.attempts >= MIN_ATTEMPTS).sort((a, b) => a.accuracy - b.accuracy);
  return { topics: stats, weakest: judged[0] ?? null, strongest: judged.length > 1 ? judged.at(-1)! : null };
}
