// After the run, with the gateways stopped: what the database holds against what the learners were told. Each
// acknowledged answer must be a PracticeAnswer row (by its clientId); each learner's days must count every stored
// answer once (the goal and streak read them); each acknowledged wrong answer must have left its Revise card; each
// learner's counts per topic (what analytics read, docs/practice.md) must be what their stored answers say.
import pg from "pg";
import type { Learner } from "../../../gateway/test/reliability/fixtures.ts";
import type { AcknowledgedAnswer } from "./practice-load.ts";

export interface StoredAnswers {
  /** PracticeAnswer rows of the run's learners. */
  rows: number;
  /** Acknowledged answers without their row: must be 0. */
  lost: number;
  /** Learners whose days' `answered` differs from their stored answers: must be 0. */
  daysOff: number;
  /** Acknowledged wrong answers without a Revise card for their question: must be 0. */
  cardsMissing: number;
  /** Learners' topics whose kept counts (PracticeTopicStat) differ from their stored answers: must be 0. */
  topicsOff: number;
}

export async function countStored(
  databaseUrl: string,
  learners: Learner[],
  acknowledged: Map<string, AcknowledgedAnswer>,
): Promise<StoredAnswers> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = learners.map((learner) => learner.id);
    const answers = await client.query<{ userId: string; clientId: string }>(
      `SELECT "userId", "clientId" FROM "PracticeAnswer" WHERE "userId" = ANY($1)`,
      [ids],
    );
    const days = await client.query<{ userId: string; answered: number }>(
      `SELECT "userId", SUM("answered")::int AS answered FROM "PracticeDay" WHERE "userId" = ANY($1) GROUP BY "userId"`,
      [ids],
    );
    const cards = await client.query<{ userId: string; questionId: string }>(
      `SELECT "userId", "questionId" FROM "PracticeCard" WHERE "userId" = ANY($1)`,
      [ids],
    );
    // Both sides of a full outer join: a count missing, a count without answers, or one that differs.
    const topicsOff = await client.query<{ off: number }>(
      `SELECT count(*)::int AS off FROM (
         SELECT a."userId", q."topicId", count(*)::int AS "attempts", (count(*) FILTER (WHERE a."correct"))::int AS "correct",
           sum(a."timeMs")::bigint AS "timeMs"
         FROM "PracticeAnswer" a JOIN "PracticeQuestion" q ON q."id" = a."questionId"
         WHERE a."userId" = ANY($1) GROUP BY 1, 2) answered
       FULL JOIN (SELECT * FROM "PracticeTopicStat" WHERE "userId" = ANY($1)) kept USING ("userId", "topicId")
       WHERE (answered."attempts", answered."correct", answered."timeMs")
         IS DISTINCT FROM (kept."attempts", kept."correct", kept."timeMs")`,
      [ids],
    );
    const stored = new Set(answers.rows.map((row) => `${row.userId}/${row.clientId}`));
    const carded = new Set(cards.rows.map((row) => `${row.userId}/${row.questionId}`));
    const perLearner = new Map<string, number>();
    for (const row of answers.rows) perLearner.set(row.userId, (perLearner.get(row.userId) ?? 0) + 1);
    const counted = new Map(days.rows.map((row) => [row.userId, row.answered]));
    let lost = 0;
    let cardsMissing = 0;
    for (const [clientId, answer] of acknowledged) {
      const userId = learners[answer.learner].id;
      if (!stored.has(`${userId}/${clientId}`)) lost++;
      if (!answer.correct && !carded.has(`${userId}/${answer.questionId}`)) cardsMissing++;
    }
    const daysOff = ids.filter((id) => (counted.get(id) ?? 0) !== (perLearner.get(id) ?? 0)).length;
    return { rows: answers.rows.length, lost, daysOff, cardsMissing, topicsOff: topicsOff.rows[0].off };
  } finally {
    await client.end();
  }
}
