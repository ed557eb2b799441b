// Practice sets (docs/practice.md, decision 037): a topic's active questions, those the learner has not answered
// or answered longest ago first, in a random order among equals; and the Revise set of the learner's due cards.
// The key and explanations travel with the set: practice is not an exam.
import { randomUUID } from "node:crypto";
import {
  Prisma,
  type Database,
  type PracticeQuestion,
  type PracticeSubject,
  type PracticeTopic,
  type PrismaClient,
} from "@app/db";
import { jsonDate } from "../../shared/json-date.ts";
import { topicNotFound } from "../practice.errors.ts";
import { addDays, dayStartsAt, indianDay } from "../streak/indian-day.ts";

export type QuestionRow = PracticeQuestion & { topic: PracticeTopic & { subject: PracticeSubject } };

export interface PracticeSetView {
  id: string;
  kind: "TOPIC" | "REVISE";
  questions: QuestionRow[];
}

export const questionInclude = { topic: { include: { subject: true } } } as const;

/** A set's question as the statement builds it: the row with its topic and subject, and the viewer's bookmark. */
const SET_QUESTION = Prisma.sql`to_jsonb(q) || jsonb_build_object(
      'topic', (SELECT to_jsonb(t) || jsonb_build_object('subject', to_jsonb(s))
        FROM "PracticeTopic" t JOIN "PracticeSubject" s ON s."id" = t."subjectId" WHERE t."id" = q."topicId"),
      'bookmarked', EXISTS (SELECT 1 FROM "PracticeBookmark" b WHERE b."userId" = c."userId" AND b."questionId" = q."id"))`;

/**
 * The set in one statement through the driver (decision 007): opening a set is every learner's first request, and
 * Prisma's reads (the topic, the candidates, when each was last answered, the rows with their topic and subject, the
 * bookmarks) cost the gateway a few milliseconds of CPU. `bookmarked` is the viewer's bookmark of each question.
 */
export async function practiceSet(
  db: Database,
  userId: string,
  args: { topicId: string; exam?: string | null; size: number },
): Promise<PracticeSetView & { bookmarked: Map<string, boolean> }> {
  const [row] = await db.sql<{ found: boolean; questions: (Record<string, unknown> & { bookmarked: boolean })[] }>`
    WITH chosen AS (
      SELECT q."id", ${userId}::text AS "userId",
        -- Never answered (NULL) first, then answered longest ago; random among equals.
        row_number() OVER (ORDER BY (SELECT max(a."createdAt") FROM "PracticeAnswer" a
          WHERE a."userId" = ${userId} AND a."questionId" = q."id") ASC NULLS FIRST, random()) AS n
      FROM "PracticeQuestion" q
      WHERE q."topicId" = ${args.topicId} AND q."status" = 'ACTIVE'
        AND (${args.exam || null}::text IS NULL OR ${args.exam || null}::text = ANY(q."exams"))
      ORDER BY n LIMIT ${args.size}::int)
    SELECT EXISTS (SELECT 1 FROM "PracticeTopic" WHERE "id" = ${args.topicId}) AS found,
      COALESCE(jsonb_agg(${SET_QUESTION} ORDER BY c.n), '[]'::jsonb) AS questions
    FROM chosen c JOIN "PracticeQuestion" q ON q."id" = c."id"`;
  if (!row?.found) throw topicNotFound();
  const questions = row.questions.map(({ bookmarked: _, ...question }) => ({
    ...question,
    createdAt: jsonDate(question.createdAt),
    updatedAt: jsonDate(question.updatedAt),
  })) as QuestionRow[];
  const bookmarked = new Map(row.questions.map((question) => [question.id as string, question.bookmarked]));
  return { id: randomUUID(), kind: "TOPIC", questions, bookmarked };
}

/** The learner's cards due by now (wrong and bookmarked questions), the longest overdue first. */
/**
 * Revise is a daily set: a card is in it from the start of the Indian day it falls due on, not from the minute FSRS
 * names (a question missed at 23:30 IST is in the next morning's Revise, and not in tonight's).
 */
const dueBy = (now: Date) => ({ lt: dayStartsAt(addDays(indianDay(now), 1)) });

export async function reviseSet(prisma: PrismaClient, userId: string, size: number, now = new Date()) {
  const cards = await prisma.practiceCard.findMany({
    where: { userId, due: dueBy(now), question: { status: "ACTIVE" } },
    orderBy: { due: "asc" },
    take: size,
    include: { question: { include: questionInclude } },
  });
  return { id: randomUUID(), kind: "REVISE" as const, questions: cards.map((card) => card.question) };
}

export const reviseDue = (prisma: PrismaClient, userId: string, now = new Date()) =>
  prisma.practiceCard.count({ where: { userId, due: dueBy(now), question: { status: "ACTIVE" } } });
