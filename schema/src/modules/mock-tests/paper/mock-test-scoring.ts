// Scoring with negative marks (docs/mock-tests.md): a right answer earns the section's marks (the test's when the
// section has none of its own), a wrong one loses its negative marks, a question left blank counts nothing.
export interface KeyedQuestion {
  id: string;
  sectionId: string;
  correctOption: number;
  marksCorrect: number;
  negativeMarks: number;
}

export interface GivenAnswer {
  questionId: string;
  option: number | null;
  timeSpentSeconds: number;
}

export type Outcome = "correct" | "wrong" | "unattempted";

export interface Tally {
  score: number;
  maxScore: number;
  correct: number;
  wrong: number;
  unattempted: number;
  timeSpentSeconds: number;
}

export interface ScoredAttempt extends Tally {
  sections: Map<string, Tally>;
  outcomes: Map<string, Outcome>;
}

// Marks such as 1/3 add up with binary fractions; rounding the sums (not each step) to four decimals keeps equal
// scores equal for ranking.
const round = (value: number) => Math.round(value * 10_000) / 10_000;

const emptyTally = (): Tally => ({ score: 0, maxScore: 0, correct: 0, wrong: 0, unattempted: 0, timeSpentSeconds: 0 });

export function outcomeOf(question: Pick<KeyedQuestion, "correctOption">, option: number | null | undefined): Outcome {
  if (option === null || option === undefined) return "unattempted";
  return option === question.correctOption ? "correct" : "wrong";
}

export function scoreAttempt(questions: KeyedQuestion[], answers: GivenAnswer[]): ScoredAttempt {
  const given = new Map(answers.map((answer) => [answer.questionId, answer]));
  const total = emptyTally();
  const sections = new Map<string, Tally>();
  const outcomes = new Map<string, Outcome>();
  for (const question of questions) {
    const answer = given.get(question.id);
    const outcome = outcomeOf(question, answer?.option);
    const marks = outcome === "correct" ? question.marksCorrect : outcome === "wrong" ? -question.negativeMarks : 0;
    const section = sections.get(question.sectionId) ?? emptyTally();
    sections.set(question.sectionId, section);
    for (const tally of [total, section]) {
      tally.score += marks;
      tally.maxScore += question.marksCorrect;
      tally[outcome] += 1;
      tally.timeSpentSeconds += answer?.timeSpentSeconds ?? 0;
    }
    outcomes.set(question.id, outcome);
  }
  for (const tally of [total, ...sections.values()]) {
    tally.score = round(tally.score);
    tally.maxScore = round(tally.maxScore);
  }
  return { ...total, sections, outcomes };
}
