// Practice sets (docs/practice.md, decision 037): a topic's active questions, those the learner has not answered
// or answered longest ago first, in a random order among equals; and the Revise set of the learner's due cards.
// The key and explanations travel with the set: practice is not an exam.
import { randomUUID } from "node:crypto";
import type { PracticeQuestion, PracticeSubject, PracticeTopic, PrismaClient } from "@app/db";
import { activeQuestions } from "../bank/catalogue.service.ts";
import { topicNotFound } from "../practice.errors.ts";
import { addDays, dayStartsAt, indianDay } from "../streak/indian-day.ts";

export type QuestionRow = PracticeQuestion & { topic: PracticeTopic & { subject: PracticeSubject } };

export interface PracticeSetView {
  id: string;
  kind: "TOPIC" | "REVISE";
  questions: QuestionRow[];
}

export const questionInclude = { topic: { include: { subject: true } } } as const;

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export async function practiceSet(
  prisma: PrismaClient,
  userId: string,
  args: { topicId: string; exam?: string | null; size: number },
): Promise<PracticeSetView> {
  const topic = await prisma.practiceTopic.findUnique({ where: { id: args.topicId }, select: { id: true } });
  if (!topic) throw topicNotFound();
  const candidates = await prisma.practiceQuestion.findMany({
    where: { topicId: topic.id, ...activeQuestions(args.exam) },
    select: { id: true },
  });
  const lastAnswered = await prisma.practiceAnswer.groupBy({
    by: ["questionId"],
    where: { userId, questionId: { in: candidates.map((q) => q.id) } },
    _max: { createdAt: true },
  });
  const lastOf = new Map(lastAnswered.map((row) => [row.questionId, row._max.createdAt?.getTime() ?? 0]));
  // Shuffle first, then a stable sort by when last answered: never-answered (0) first, ties stay random.
  const chosen = shuffled(candidates)
    .sort((a, b) => (lastOf.get(a.id) ?? 0) - (lastOf.get(b.id) ?? 0))
    .slice(0, args.size)
    .map((q) => q.id);
  const rows = await prisma.practiceQuestion.findMany({ where: { id: { in: chosen } }, include: questionInclude });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { id: randomUUID(), kind: "TOPIC", questions: chosen.map((id) => byId.get(id)!).filter(Boolean) };
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
