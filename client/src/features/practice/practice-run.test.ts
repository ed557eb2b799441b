import { describe, expect, it } from "vitest";
import { practiceLimits } from "@app/schema/input-limits";
import { answer, answerOf, isFinished, next, startRun, summaryOf } from "./practice-run.ts";
import { languagesOf, questionIn } from "./question-language.ts";

const first = { id: "q1", correctIndex: 2 };
const second = { id: "q2", correctIndex: 0 };

describe("a practice run", () => {
  it("times each answer from when its question was shown, marks it, and keeps the first choice", () => {
    let run = startRun(1_000);
    run = answer(run, first, 1, 8_500, "c1");
    expect(answerOf(run, "q1")).toMatchObject({ choice: 1, correct: false, timeMs: 7_500, clientId: "c1" });
    expect(answer(run, first, 2, 9_000, "c2")).toBe(run);
    run = next(run, 10_000);
    run = answer(run, second, 0, 14_000, "c3");
    expect(answerOf(run, "q2")).toMatchObject({ correct: true, timeMs: 4_000 });
    expect(isFinished(run, 2)).toBe(false);
    expect(isFinished(next(run, 15_000), 2)).toBe(true);
    expect(summaryOf(run)).toEqual({ correct: 1, answered: 2, averageSeconds: 5.8 });
  });

  it("keeps an answer given after hours at the longest time the server accepts", () => {
    const run = answer(startRun(0), first, 2, 5 * 60 * 60 * 1000, "c1");
    expect(answerOf(run, "q1")?.timeMs).toBe(practiceLimits.timeMs.max);
  });
});

describe("a question's language", () => {
  const both = {
    textEn: "Two plus two?",
    textHi: "दो और दो?",
    optionsEn: ["3", "4"],
    optionsHi: ["३", "४"],
    explanationEn: "Count.",
    explanationHi: null,
  };
  it("shows the wanted language when the question has it, else the one it has", () => {
    expect(languagesOf(both)).toEqual(["en", "hi"]);
    expect(questionIn(both, "hi")).toEqual({
      language: "hi",
      text: "दो और दो?",
      options: ["३", "४"],
      explanation: "Count.",
    });
    const englishOnly = { ...both, textHi: null, optionsHi: [] };
    expect(languagesOf(englishOnly)).toEqual(["en"]);
    expect(questionIn(englishOnly, "hi").language).toBe("en");
    const hindiOnly = { ...both, textEn: null, optionsEn: [] };
    expect(questionIn(hindiOnly, "en")).toMatchObject({ language: "hi", text: "दो और दो?" });
  });
});
