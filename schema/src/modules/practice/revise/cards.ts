// Revision of mistakes by spaced repetition (FSRS through ts-fsrs, docs/practice.md): a wrong answer rates the
// learner's card Again, a right answer Good, so a question comes back the next day and then at growing intervals.
// Short-term learning steps are off: Revise is a daily set, not a drill within minutes.
import type { PracticeCard } from "@app/db";
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from "ts-fsrs";

const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false });

export type CardFields = Omit<PracticeCard, "userId" | "questionId">;

function toCard(row: CardFields): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.lastReview ?? undefined,
  };
}

function fromCard(card: Card): CardFields {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/** A new card, due at once (a bookmarked question joins the next Revise set). */
export const newCard = (now: Date): CardFields => fromCard(createEmptyCard(now));

/** The card after an answer: Again when wrong, Good when right. */
function reviewed(row: CardFields | null, correct: boolean, now: Date): CardFields {
  const grade: Grade = correct ? Rating.Good : Rating.Again;
  return fromCard(scheduler.next(row ? toCard(row) : createEmptyCard(now), now, grade).card);
}

/**
 * The card an answer leaves: a wrong answer makes or reschedules one; a right answer reschedules an existing card
 * only (a question answered right first time needs no revision), so with no card it leaves none (null).
 */
export function answeredCard(row: CardFields | null, correct: boolean, now: Date): CardFields | null {
  return !row && correct ? null : reviewed(row, correct, now);
}
