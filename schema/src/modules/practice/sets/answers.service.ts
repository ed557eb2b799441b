// Answering a practice question (docs/practice.md, decision 037): the server checks the choice against its key,
// counts the answer on the server's Indian day, updates the streak and the learner's FSRS card, all in one
// transaction. Idempotent by (learner, clientId): an offline outbox replaying an answer changes nothing and gets
// the first answer's verdict back with `duplicate: true`.
import type { PracticeAnswer, PrismaClient } from "@app/db";
import { practiceLimits } from "../../../input-limits.ts";
import { AppError } from "../../../errors.ts";
import { choiceOutOfRange, questionNotFound, timeOutOfRange } from "../practice.errors.ts";
import { reviewCard } from "../revise/cards.ts";
import { indianDay } from "../streak/indian-day.ts";
import { countAnswer, progressOf, type ProgressView } from "../streak/progress.service.ts";

export interface AnswerInput {
  questionId: string;
  choice: number;
  timeMs: number;
  clientId: string;
  answeredAt?: Date | null;
}

export interface AnswerResult {
  answer: PracticeAnswer;
  correctIndex: number;
  duplicate: boolean;
  progress: ProgressView;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The device's claimed time is kept only when it is within the bounds of the server's clock; it never sets the day. */
export function keptAnsweredAt(claim: Date | null | undefined, now: Date): Date | null {
  if (!claim || Number.isNaN(claim.getTime())) return null;
  const skew = practiceLimits.answeredAtSkewDays * DAY_MS;
  // A few minutes ahead is a phone's clock drift; more is a wrong clock.
  return claim.getTime() <= now.getTime() + 5 * 60 * 1000 && claim.getTime() >= now.getTime() - skew ? claim : null;
}

export async function answerQuestion(
  prisma: PrismaClient,
  userId: string,
  input: AnswerInput,
  now = new Date(),
): Promise<AnswerResult> {
  const clientId = input.clientId.trim();
  if (!clientId || clientId.length > practiceLimits.clientId)
    throw new AppError("invalid_input", `clientId is 1 to ${practiceLimits.clientId} characters`, {
      clientId: `1 to ${practiceLimits.clientId} characters`,
    });
  const replay = await prisma.practiceAnswer.findUnique({ where: { userId_clientId: { userId, clientId } } });
  if (replay) return duplicateOf(prisma, replay, now);

  // An archived question still takes the answers given to a set downloaded before it was archived: nothing is lost.
  const question = await prisma.practiceQuestion.findUnique({
    where: { id: input.questionId },
    select: { id: true, correctIndex: true, optionsEn: true, optionsHi: true },
  });
  if (!question) throw questionNotFound();
  const optionCount = Math.max(question.optionsEn.length, question.optionsHi.length);
  if (!Number.isInteger(input.choice) || input.choice < 0 || input.choice >= optionCount)
    throw choiceOutOfRange(optionCount);
  const { min, max } = practiceLimits.timeMs;
  if (!Number.isInteger(input.timeMs) || input.timeMs < min || input.timeMs > max) throw timeOutOfRange(max);

  const correct = input.choice === question.correctIndex;
  const day = indianDay(now);
  const stored = await prisma.$transaction(async (tx) => {
    // ON CONFLICT DO NOTHING: two replays racing each other insert once; the loser reads the winner's row.
    const { count } = await tx.practiceAnswer.createMany({
      data: [
        {
          userId,
          questionId: question.id,
          clientId,
          choice: input.choice,
          correct,
          timeMs: input.timeMs,
          day,
          answeredAt: keptAnsweredAt(input.answeredAt, now),
          createdAt: now,
        },
      ],
      skipDuplicates: true,
    });
    const answer = await tx.practiceAnswer.findUniqueOrThrow({ where: { userId_clientId: { userId, clientId } } });
    if (count === 0) return { answer, duplicate: true };
    await countAnswer(tx, userId, day, correct);
    await reviewCard(tx, { userId, questionId: question.id }, correct, now);
    return { answer, duplicate: false };
  });
  if (stored.duplicate) return duplicateOf(prisma, stored.answer, now);
  return {
    answer: stored.answer,
    correctIndex: question.correctIndex,
    duplicate: false,
    progress: await progressOf(prisma, userId, now),
  };
}

async function duplicateOf(prisma: PrismaClient, answer: PracticeAnswer, now: Date): Promise<AnswerResult> {
  const question = await prisma.practiceQuestion.findUnique({
    where: { id: answer.questionId },
    select: { correctIndex: true },
  });
  return {
    answer,
    correctIndex: question?.correctIndex ?? 0,
    duplicate: true,
    progress: await progressOf(prisma, answer.userId, now),
  };
}
