// Reading attempts' papers (mock-test-paper.ts holds the pure rules; mock-test-draw.service.ts draws them).
import type { MockTestAttempt } from "@app/db";
import { shownOption, type Paper } from "./mock-test-paper.ts";
import type { KeyedQuestion } from "./mock-test-scoring.ts";

/**
 * The attempt's stored paper. Every attempt has one: a start stores it, and the attempts from before papers existed
 * were given theirs by the migration 20261129120000_mock_test_legacy_papers.
 */
export const paperOf = (attempt: Pick<MockTestAttempt, "paper">): Paper => attempt.paper as unknown as Paper;

type TestMarks = {
  marksCorrect: number;
  negativeMarks: number;
  sections: { id: string; marksCorrect: number | null; negativeMarks: number | null }[];
};

/** Each question of the paper with its key (`keyOf`: question id to its correct option) and the marks that apply: its section's, else the test's. */
export function keyPaper(test: TestMarks, paper: Paper, keyOf: Map<string, number>): KeyedQuestion[] {
  const sectionById = new Map(test.sections.map((section) => [section.id, section]));
  return paper.sections.flatMap((paperSection) => {
    const section = sectionById.get(paperSection.id);
    return paperSection.questions.flatMap((question) => {
      const correctOption = keyOf.get(question.id);
      if (correctOption === undefined) return [];
      return [
        {
          id: question.id,
          sectionId: paperSection.id,
          correctOption,
          marksCorrect: section?.marksCorrect ?? test.marksCorrect,
          negativeMarks: section?.negativeMarks ?? test.negativeMarks,
        },
      ];
    });
  });
}

/** Stored answers with their options as the attempt shows them. */
export function shownAnswers<T extends { questionId: string; option: number | null }>(paper: Paper, answers: T[]): T[] {
  const byId = new Map(paper.sections.flatMap((section) => section.questions.map((q) => [q.id, q] as const)));
  return answers.map((answer) => {
    const question = byId.get(answer.questionId);
    return question ? { ...answer, option: shownOption(question, answer.option) } : answer;
  });
}
