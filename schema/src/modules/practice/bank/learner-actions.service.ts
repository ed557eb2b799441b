// A learner's bookmarks and error reports on practice questions (docs/practice.md).
import type { PrismaClient } from "@app/db";
import { practiceLimits } from "../../../input-limits.ts";
import { AppError } from "../../../errors.ts";
import { questionNotFound } from "../practice.errors.ts";
import { newCard } from "../revise/cards.ts";
import { questionInclude } from "../sets/practice-sets.service.ts";

/**
 * A bookmark also puts the question on the learner's Revise schedule (a card due at once unless one exists);
 * taking it off removes a card that only the bookmark made (never reviewed), never one a wrong answer made.
 */
export async function setBookmark(
  prisma: PrismaClient,
  userId: string,
  questionId: string,
  bookmarked: boolean,
  now = new Date(),
) {
  const question = await prisma.practiceQuestion.findUnique({ where: { id: questionId }, include: questionInclude });
  if (!question) throw questionNotFound();
  const key = { userId_questionId: { userId, questionId } };
  await prisma.$transaction(async (tx) => {
    if (bookmarked) {
      await tx.practiceBookmark.upsert({ where: key, create: { userId, questionId }, update: {} });
      await tx.practiceCard.upsert({ where: key, create: { userId, questionId, ...newCard(now) }, update: {} });
    } else {
      await tx.practiceBookmark.deleteMany({ where: { userId, questionId } });
      await tx.practiceCard.deleteMany({ where: { userId, questionId, reps: 0 } });
    }
  });
  return question;
}

/** A learner's report of an error: one open report per learner and question (a second one updates the reason). */
export async function reportQuestion(prisma: PrismaClient, userId: string, questionId: string, reason: string) {
  const text = reason.trim();
  if (!text || text.length > practiceLimits.reportReason)
    throw new AppError("invalid_input", `Say what is wrong in 1 to ${practiceLimits.reportReason} characters`, {
      reason: `1 to ${practiceLimits.reportReason} characters`,
    });
  const question = await prisma.practiceQuestion.findUnique({ where: { id: questionId }, select: { id: true } });
  if (!question) throw questionNotFound();
  await prisma.practiceReport.upsert({
    where: { questionId_reporterId: { questionId, reporterId: userId } },
    create: { questionId, reporterId: userId, reason: text },
    update: { reason: text, resolvedAt: null, createdAt: new Date() },
  });
  return true;
}

export async function bookmarkedAmong(prisma: PrismaClient, userId: string, questionIds: readonly string[]) {
  const rows = await prisma.practiceBookmark.findMany({
    where: { userId, questionId: { in: [...questionIds] } },
    select: { questionId: true },
  });
  const marked = new Set(rows.map((row) => row.questionId));
  return questionIds.map((id) => marked.has(id));
}
