// One run through a practice set: which question is open, when it was shown, and what was answered. Pure, so the
// player's rules are tested without a screen. Feedback is immediate from the set's own correct option (the answer
// travels with the set so a slow or absent connection never delays it); the server still records the answer.
import { practiceLimits } from "@app/schema/input-limits";

export interface RunAnswer {
  questionId: string;
  choice: number;
  correct: boolean;
  timeMs: number;
  clientId: string;
  answeredAt: string;
}

export interface PracticeRun {
  index: number;
  shownAt: number;
  answers: RunAnswer[];
}

interface RunQuestion {
  id: string;
  correctIndex: number;
}

export const startRun = (now: number): PracticeRun => ({ index: 0, shownAt: now, answers: [] });

export const answerOf = (run: PracticeRun, questionId: string) =>
  run.answers.find((answer) => answer.questionId === questionId) ?? null;

/** Records the choice for the open question; a second choice on an answered question changes nothing. */
export function answer(
  run: PracticeRun,
  question: RunQuestion,
  choice: number,
  now: number,
  clientId: string,
): PracticeRun {
  if (answerOf(run, question.id)) return run;
  // A phone left on a question for hours is not practice time; the server refuses a time past the limit, so the
  // answer is kept with the limit rather than lost.
  const timeMs = Math.min(Math.max(0, Math.round(now - run.shownAt)), practiceLimits.timeMs.max);
  const given = {
    questionId: question.id,
    choice,
    correct: choice === question.correctIndex,
    timeMs,
    clientId,
    answeredAt: new Date(now).toISOString(),
  };
  return { ...run, answers: [...run.answers, given] };
}

/** Opens the next question; past the last one the run is finished. */
export const next = (run: PracticeRun, now: number): PracticeRun => ({ ...run, index: run.index + 1, shownAt: now });

export const isFinished = (run: PracticeRun, total: number) => run.index >= total;

export function summaryOf(run: PracticeRun) {
  const correct = run.answers.filter((given) => given.correct).length;
  const totalMs = run.answers.reduce((sum, given) => sum + given.timeMs, 0);
  return {
    correct,
    answered: run.answers.length,
    averageSeconds: run.answers.length ? Math.round(totalMs / run.answers.length / 100) / 10 : 0,
  };
}
