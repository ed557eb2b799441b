// Answering a practice question (docs/practice.md, decision 037): the server checks the choice against its key,
// counts the answer on the server's Indian day, updates the streak and the learner's FSRS card, all in one
// statement. Idempotent by (learner, clientId): an offline outbox replaying an answer changes nothing and gets the
// first answer's verdict back with `duplicate: true`. An answer is two statements (a replay one), both through the
// driver (answer-statements.ts).
import type { Database, PracticeAnswer } from "@app/db";
import { practiceLimits } from "../../../input-limits.ts";
import { AppError } from "../../../errors.ts";
import { choiceOutOfRange, questionNotFound, timeOutOfRange } from "../practice.errors.ts";
import { answeredCard } from "../revise/cards.ts";
import { indianDay } from "../streak/indian-day.ts";
import { progressFrom, type ProgressView } from "../streak/progress.service.ts";
import { readAnswerState, writeAnswer, type AnswerState } from "./answer-statements.ts";

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
  db: Database,
  userId: string,
  input: AnswerInput,
  now = new Date(),
): Promise<AnswerResult> {
  const clientId = input.clientId.trim();
  if (!clientId || clientId.length > practiceLimits.clientId)
    throw new AppError("invalid_input", `clientId is 1 to ${practiceLimits.clientId} characters`, {
      clientId: `1 to ${practiceLimits.clientId} characters`,
    });
  const key = { userId, clientId, questionId: input.questionId };
  const state = await readAnswerState(db, key);
  if (state.replay) return duplicateOf(state, state.replay, now);

  // An archived question still takes the answers given to a set downloaded before it was archived: nothing is lost.
  const { question } = state;
  if (!question) throw questionNotFound();
  if (!Number.isInteger(input.choice) || input.choice < 0 || input.choice >= question.optionCount)
    throw choiceOutOfRange(question.optionCount);
  const { min, max } = practiceLimits.timeMs;
  if (!Number.isInteger(input.timeMs) || input.timeMs < min || input.timeMs > max) throw timeOutOfRange(max);

  const correct = input.choice === question.correctIndex;
  const day = indianDay(now);
  const written = await writeAnswer(
    db,
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
    answeredCard(state.card, correct, now),
  );
  if (!written) {
    // A racing replay inserted first: answer its row, read afresh, as a duplicate.
    const winner = await readAnswerState(db, key);
    if (!winner.replay) throw new Error("The answer of a racing replay is missing");
    return duplicateOf(winner, winner.replay, now);
  }
  const days = [...state.days.filter((row) => row.day !== day), written.today];
  return {
    answer: written.answer,
    correctIndex: question.correctIndex,
    duplicate: false,
    progress: progressFrom(state.settings, days, now),
  };
}

function duplicateOf(state: AnswerState, answer: PracticeAnswer, now: Date): AnswerResult {
  return {
    answer,
    correctIndex: state.question?.correctIndex ?? 0,
    duplicate: true,
    progress: progressFrom(state.settings, state.days, now),
  };
}
