import { describe, expect, it } from "vitest";
import { scoreAttempt, type KeyedQuestion } from "./mock-test-scoring.ts";

const question = (id: string, sectionId: string, marks = { marksCorrect: 2, negativeMarks: 0.5 }): KeyedQuestion => ({
  id,
  sectionId,
  correctOption: 1,
  ...marks,
});

describe("scoreAttempt", () => {
  it("adds the marks of right answers, takes the negative marks of wrong ones and ignores blanks", () => {
    const questions = [
      question("q1", "a"),
      question("q2", "a"),
      question("q3", "a"),
      question("q4", "b"),
      question("q5", "b"),
    ];
    const scored = scoreAttempt(questions, [
      { questionId: "q1", option: 1, timeSpentSeconds: 30 },
      { questionId: "q2", option: 0, timeSpentSeconds: 20 },
      { questionId: "q3", option: null, timeSpentSeconds: 5 },
      { questionId: "q4", option: 1, timeSpentSeconds: 40 },
    ]);
    expect(scored).toMatchObject({
      score: 2 * 2 - 0.5,
      maxScore: 10,
      correct: 2,
      wrong: 1,
      unattempted: 2,
      timeSpentSeconds: 95,
    });
    expect(scored.sections.get("a")).toEqual({
      score: 1.5,
      maxScore: 6,
      correct: 1,
      wrong: 1,
      unattempted: 1,
      timeSpentSeconds: 55,
    });
    expect(scored.sections.get("b")).toEqual({
      score: 2,
      maxScore: 4,
      correct: 1,
      wrong: 0,
      unattempted: 1,
      timeSpentSeconds: 40,
    });
    expect(scored.outcomes.get("q2")).toBe("wrong");
  });

  it("uses each question's own marks (a section overriding the test) and keeps thirds exact enough to rank", () => {
    const thirds = { marksCorrect: 1, negativeMarks: 1 / 3 };
    const questions = [
      question("q1", "a", thirds),
      question("q2", "a", thirds),
      question("q3", "a", thirds),
      question("q4", "b"),
    ];
    const wrongAll = [1, 2, 3].map((n) => ({ questionId: `q${n}`, option: 3, timeSpentSeconds: 0 }));
    const scored = scoreAttempt(questions, [...wrongAll, { questionId: "q4", option: 1, timeSpentSeconds: 0 }]);
    expect(scored.sections.get("a")?.score).toBe(-1);
    expect(scored.score).toBe(1);
  });

  it("can go below zero", () => {
    const scored = scoreAttempt([question("q1", "a")], [{ questionId: "q1", option: 2, timeSpentSeconds: 0 }]);
    expect(scored.score).toBe(-0.5);
  });
});
