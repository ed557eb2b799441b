import { describe, expect, it } from "vitest";
import {
  BankShortError,
  drawBlueprint,
  paperSeed,
  type BlueprintSection,
  type Difficulty,
  type EligibleQuestion,
} from "./draw.ts";

const question = (id: string, topicId: string, difficulty: Difficulty): EligibleQuestion => ({
  id,
  topicId,
  difficulty,
});

/** Per topic: 8 easy, 6 medium, 4 hard. */
const bank: EligibleQuestion[] = ["algebra", "ratio", "series"].flatMap((topic) => [
  ...Array.from({ length: 8 }, (_, i) => question(`${topic}-e${i}`, topic, "EASY")),
  ...Array.from({ length: 6 }, (_, i) => question(`${topic}-m${i}`, topic, "MEDIUM")),
  ...Array.from({ length: 4 }, (_, i) => question(`${topic}-h${i}`, topic, "HARD")),
]);

const quant: BlueprintSection = {
  id: "s1",
  name: "Quantitative",
  topicIds: ["algebra", "ratio"],
  mix: { EASY: 4, MEDIUM: 3, HARD: 2 },
};
const reasoning: BlueprintSection = {
  id: "s2",
  name: "Reasoning",
  topicIds: ["series", "ratio"],
  mix: { EASY: 3, MEDIUM: 2, HARD: 1 },
};
const difficultyOf = new Map(bank.map((q) => [q.id, q]));

describe("drawBlueprint", () => {
  it("draws the same paper for the same seed, whatever order the bank was read in, and another for another seed", () => {
    const seed = paperSeed("salt", { attemptId: "attempt-1" });
    const first = drawBlueprint([quant, reasoning], bank, seed);
    expect(drawBlueprint([quant, reasoning], [...bank].reverse(), seed)).toEqual(first);
    expect(drawBlueprint([quant, reasoning], bank, paperSeed("salt", { attemptId: "attempt-2" }))).not.toEqual(first);
    expect(drawBlueprint([quant, reasoning], bank, paperSeed("other", { attemptId: "attempt-1" }))).not.toEqual(first);
    expect(paperSeed("salt", { sitting: "2026-12-01T04:30:00.000Z" })).not.toBe(seed);
  });

  it("honours each section's topics and difficulty mix and never draws a question twice in a paper", () => {
    for (let i = 0; i < 50; i++) {
      const paper = drawBlueprint([quant, reasoning], bank, `seed-${i}`);
      const all = [...paper.values()].flat();
      expect(new Set(all).size).toBe(all.length);
      for (const section of [quant, reasoning]) {
        const drawn = paper.get(section.id)!.map((id) => difficultyOf.get(id)!);
        for (const q of drawn) expect(section.topicIds).toContain(q.topicId);
        for (const difficulty of ["EASY", "MEDIUM", "HARD"] as const)
          expect(drawn.filter((q) => q.difficulty === difficulty).length).toBe(section.mix[difficulty]);
      }
    }
  });

  it("avoids recently seen questions while the bank allows, then fills the shortfall from them", () => {
    const hard = bank.filter((q) => q.difficulty === "HARD" && ["algebra", "ratio"].includes(q.topicId));
    // Six of the eight hard questions were seen: the two fresh ones are always drawn for a mix of 2.
    const seen = new Set(hard.slice(0, 6).map((q) => q.id));
    const fresh = hard.slice(6).map((q) => q.id);
    for (let i = 0; i < 100; i++) {
      const drawn = drawBlueprint([quant], bank, `seen-${i}`, seen).get("s1")!;
      const hardDrawn = drawn.filter((id) => difficultyOf.get(id)!.difficulty === "HARD");
      expect(hardDrawn.sort()).toEqual([...fresh].sort());
    }
    // All eight seen: two seen ones are drawn rather than failing.
    const allSeen = new Set(hard.map((q) => q.id));
    const drawn = drawBlueprint([quant], bank, "all-seen", allSeen).get("s1")!;
    expect(drawn.filter((id) => allSeen.has(id))).toHaveLength(2);
  });

  it("says which section and difficulty the bank is short of", () => {
    const greedy: BlueprintSection = { ...reasoning, name: "Greedy", mix: { EASY: 0, MEDIUM: 0, HARD: 9 } };
    expect(() => drawBlueprint([greedy], bank, "x")).toThrow(BankShortError);
    // The first section takes hard questions of ratio, so the second, sharing the topic, finds fewer left.
    const second: BlueprintSection = { ...reasoning, mix: { EASY: 0, MEDIUM: 0, HARD: 6 } };
    const first: BlueprintSection = { ...quant, mix: { EASY: 0, MEDIUM: 0, HARD: 4 } };
    let error: unknown;
    for (let i = 0; i < 50 && !error; i++) {
      try {
        drawBlueprint([first, second], bank, `short-${i}`);
      } catch (caught) {
        error = caught;
      }
    }
    expect(error).toBeInstanceOf(BankShortError);
    expect((error as BankShortError).message).toContain('"Reasoning"');
    expect((error as BankShortError).difficulty).toBe("HARD");
  });

  it("draws every eligible question at its expected rate over 10,000 papers", () => {
    // Section 1 draws 4 of 16 easy questions (algebra, ratio) and 3 of 12 medium: each at 1/4. The fresh-first rule
    // is checked above; here nothing was seen.
    const papers = 10_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < papers; i++)
      for (const id of drawBlueprint([quant], bank, paperSeed("fair", { attemptId: `a${i}` })).get("s1")!)
        counts.set(id, (counts.get(id) ?? 0) + 1);
    const groups: [Difficulty, number, number][] = [
      ["EASY", 4, 16],
      ["MEDIUM", 3, 12],
      ["HARD", 2, 8],
    ];
    for (const [difficulty, k, n] of groups) {
      const eligible = bank.filter((q) => q.difficulty === difficulty && quant.topicIds.includes(q.topicId));
      expect(eligible).toHaveLength(n);
      const p = k / n;
      const expected = papers * p;
      const sd = Math.sqrt(papers * p * (1 - p));
      let chiSquare = 0;
      for (const q of eligible) {
        const observed = counts.get(q.id) ?? 0;
        // Per question: within 4.5 standard deviations (a false alarm about once in 150,000 questions).
        expect(Math.abs(observed - expected), q.id).toBeLessThan(4.5 * sd);
        chiSquare += (observed - expected) ** 2 / expected;
      }
      // Chi-square with n - 1 degrees of freedom, below its 0.999 quantile (37.7 for 15, 31.3 for 11, 24.3 for 7);
      // sampling without replacement only lowers it.
      const critical = { 16: 37.7, 12: 31.3, 8: 24.3 }[n]!;
      expect(chiSquare).toBeLessThan(critical);
    }
    // Nothing outside the section's topics.
    expect([...counts.keys()].every((id) => !id.startsWith("series"))).toBe(true);
  });
});
