// Questions are ordered by createdAt ascending, otherwise by id as text (spec section 4).
export interface QuizItem {
  id: string;
  createdAt: string | null;
  question: {
    question: string;
    description: string | null;
    options: string[];
    correctAnswer: number;
    correctOptionDesc: string | null;
  } | null;
}

export function orderQuestions<T extends QuizItem>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => {
    const byDate = (a.createdAt ? Date.parse(a.createdAt) : 0) - (b.createdAt ? Date.parse(b.createdAt) : 0);
    return byDate !== 0 && !Number.isNaN(byDate) ? byDate : a.id.localeCompare(b.id);
  });
}

export type AnswerState = { chosen: number; correct: boolean } | null;

/** The first answer is recorded and locks the question. */
export function answer(state: AnswerState, chosen: number, correctAnswer: number): AnswerState {
  return state ?? { chosen, correct: chosen === correctAnswer };
}
