// The two statements of a practice answer, sent through the driver (decision 007): the hottest request of practice
// (every learner, every 20 s), where each Prisma statement costs ~0.5-1 ms of the gateway's CPU. The read finds the
// replay, the question, the learner's card, settings and days; the write stores the answer, and only when it
// inserted one, counts it on its day and writes the card, all in one statement (so one transaction).
import { randomUUID } from "node:crypto";
import { Prisma, type Database, type PracticeAnswer, type PracticeDay } from "@app/db";
import { jsonDate } from "../../shared/json-date.ts";
import type { CardFields } from "../revise/cards.ts";
import { DEFAULT_DAILY_GOAL, type PracticeSettingsView } from "../streak/progress.service.ts";

type Json = Record<string, unknown>;

/** What an answer needs to know before it is written. */
export interface AnswerState {
  /** The learner's earlier answer with this clientId. */
  replay: PracticeAnswer | null;
  /** The question answered (the replay's, for a replay), archived or not. */
  question: { id: string; correctIndex: number; optionCount: number } | null;
  card: CardFields | null;
  settings: PracticeSettingsView;
  /** The learner's days, oldest first. */
  days: PracticeDay[];
}

const asAnswer = (row: Json) =>
  ({ ...row, answeredAt: jsonDate(row.answeredAt), createdAt: jsonDate(row.createdAt) }) as PracticeAnswer;

const asCard = (row: Json) => ({ ...row, due: jsonDate(row.due), lastReview: jsonDate(row.lastReview) }) as CardFields;

/** A timestamp parameter for a column holding UTC (as Prisma stores them). */
const utc = (at: Date | null) => Prisma.sql`(${at?.toISOString() ?? null}::timestamptz AT TIME ZONE 'UTC')`;

export async function readAnswerState(
  db: Database,
  key: { userId: string; clientId: string; questionId: string },
): Promise<AnswerState> {
  const { userId, clientId, questionId } = key;
  const rows = await db.sql<{ replay: Json | null; question: AnswerState["question"]; card: Json | null } & Json>`
    SELECT to_jsonb(r) AS replay,
      CASE WHEN q."id" IS NOT NULL THEN jsonb_build_object('id', q."id", 'correctIndex', q."correctIndex",
        'optionCount', GREATEST(cardinality(q."optionsEn"), cardinality(q."optionsHi"))) END AS question,
      (SELECT to_jsonb(c) FROM "PracticeCard" c WHERE c."userId" = ${userId} AND c."questionId" = q."id") AS card,
      COALESCE(s."dailyGoal", ${DEFAULT_DAILY_GOAL}::int) AS "dailyGoal", COALESCE(s."reminderOn", false) AS "reminderOn",
      s."reminderTime",
      COALESCE((SELECT jsonb_agg(d ORDER BY d."day") FROM "PracticeDay" d WHERE d."userId" = ${userId}), '[]'::jsonb)
        AS days
    FROM (SELECT 1) one
    LEFT JOIN "PracticeAnswer" r ON r."userId" = ${userId} AND r."clientId" = ${clientId}
    LEFT JOIN "PracticeQuestion" q ON q."id" = COALESCE(r."questionId", ${questionId})
    LEFT JOIN "PracticeSettings" s ON s."userId" = ${userId}`;
  const row = rows[0]!; // the statement selects from one row
  return {
    replay: row.replay && asAnswer(row.replay),
    question: row.question,
    card: row.card && asCard(row.card),
    settings: {
      userId,
      dailyGoal: row.dailyGoal as number,
      reminderOn: row.reminderOn as boolean,
      reminderTime: row.reminderTime as string | null,
    },
    days: row.days as PracticeDay[],
  };
}

export type NewAnswer = Omit<PracticeAnswer, "id">;

/** The card's upsert, when the answer leaves one. */
const cardWrite = (card: CardFields) => Prisma.sql`,
  carded AS (
    INSERT INTO "PracticeCard" ("userId", "questionId", "due", "stability", "difficulty", "elapsedDays",
      "scheduledDays", "learningSteps", "reps", "lapses", "state", "lastReview")
    SELECT i."userId", i."questionId", ${utc(card.due)}, ${card.stability}::float8, ${card.difficulty}::float8,
      ${card.elapsedDays}::int, ${card.scheduledDays}::int, ${card.learningSteps}::int, ${card.reps}::int,
      ${card.lapses}::int, ${card.state}::int, ${utc(card.lastReview)}
    FROM inserted i
    ON CONFLICT ("userId", "questionId") DO UPDATE SET "due" = EXCLUDED."due", "stability" = EXCLUDED."stability",
      "difficulty" = EXCLUDED."difficulty", "elapsedDays" = EXCLUDED."elapsedDays",
      "scheduledDays" = EXCLUDED."scheduledDays", "learningSteps" = EXCLUDED."learningSteps",
      "reps" = EXCLUDED."reps", "lapses" = EXCLUDED."lapses", "state" = EXCLUDED."state",
      "lastReview" = EXCLUDED."lastReview")`;

/**
 * Inserts the answer unless the learner's clientId is taken (ON CONFLICT DO NOTHING: two replays racing each other
 * insert once); only an inserted answer counts on its day, meets the goal when the day's answers reach it, and
 * writes the card. Null when nothing was inserted.
 */
export async function writeAnswer(db: Database, answer: NewAnswer, card: CardFields | null) {
  const { userId, day } = answer;
  const goal = Prisma.sql`COALESCE((SELECT "dailyGoal" FROM "PracticeSettings" WHERE "userId" = ${userId}),
    ${DEFAULT_DAILY_GOAL}::int)`;
  const [row] = await db.sql<{ answer: Json | null; today: PracticeDay | null }>`
    WITH inserted AS (
      INSERT INTO "PracticeAnswer" ("id", "userId", "questionId", "clientId", "choice", "correct", "timeMs", "day",
        "answeredAt", "createdAt")
      VALUES (${randomUUID()}, ${userId}, ${answer.questionId}, ${answer.clientId}, ${answer.choice}::int,
        ${answer.correct}::boolean, ${answer.timeMs}::int, ${day}, ${utc(answer.answeredAt)}, ${utc(answer.createdAt)})
      ON CONFLICT ("userId", "clientId") DO NOTHING
      RETURNING *),
    counted AS (
      INSERT INTO "PracticeDay" AS d ("userId", "day", "answered", "correct", "goalMet")
      SELECT i."userId", i."day", 1, i."correct"::int, 1 >= ${goal} FROM inserted i
      ON CONFLICT ("userId", "day") DO UPDATE SET "answered" = d."answered" + 1,
        "correct" = d."correct" + EXCLUDED."correct", "goalMet" = d."goalMet" OR d."answered" + 1 >= ${goal}
      RETURNING d.*)${card ? cardWrite(card) : Prisma.empty}
    SELECT (SELECT to_jsonb(i) FROM inserted i) AS answer, (SELECT to_jsonb(c) FROM counted c) AS today`;
  return row?.answer && row.today ? { answer: asAnswer(row.answer), today: row.today } : null;
}
