// The seeded draw of a blueprint paper (docs/mock-tests.md, "Papers drawn from the bank"; decision 038). Pure:
// the same blueprint, bank, seed and recently seen questions always give the same paper, so a resume, a crash or
// an audit redraws exactly what the attempt got; the attempt stores its paper all the same.
import { createHash } from "node:crypto";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

export const DIFFICULTIES = ["EASY", "MEDIUM", "HARD"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** One section of a blueprint: how many questions of each difficulty to draw from its topics. */
export interface BlueprintSection {
  id: string;
  name: string;
  topicIds: string[];
  mix: Record<Difficulty, number>;
}

export interface EligibleQuestion {
  id: string;
  topicId: string;
  difficulty: Difficulty;
}

/** The bank cannot fill a section's share of one difficulty, even with recently seen questions. */
export class BankShortError extends Error {
  constructor(
    readonly section: BlueprintSection,
    readonly difficulty: Difficulty,
    readonly needed: number,
    readonly available: number,
  ) {
    super(
      `The question bank has ${available} ${difficulty.toLowerCase()} question(s) left for section "${section.name}", which needs ${needed}`,
    );
    this.name = "BankShortError";
  }
}

/**
 * The generator for a seed text: 128 bits of its SHA-256 as xoroshiro128+'s state. The seed text carries the test's
 * secret salt, so nobody can work out a paper before it is drawn.
 */
export function generatorFor(seed: string): RandomGenerator {
  const digest = createHash("sha256").update(seed).digest();
  return xoroshiro128plusFromState([0, 4, 8, 12].map((offset) => digest.readInt32BE(offset)));
}

/** The seed of an attempt's paper: its own for a paper per learner, the sitting's for one paper for everyone. */
export function paperSeed(salt: string, key: { attemptId: string } | { sitting: string }): string {
  return "attemptId" in key ? `${salt}:attempt:${key.attemptId}` : `${salt}:sitting:${key.sitting}`;
}

/** k of the items, each k-subset equally likely (a partial Fisher-Yates), in the order drawn. */
function sample<T>(rng: RandomGenerator, items: readonly T[], k: number): T[] {
  const pool = [...items];
  for (let i = 0; i < k; i++) {
    const j = uniformInt(rng, i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, k);
}

const byId = (a: EligibleQuestion, b: EligibleQuestion) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Each section's questions, in the order shown. Per section and difficulty, the questions not recently seen are
 * drawn first and recently seen ones only make up a shortfall; a question is drawn at most once per paper. The
 * bank is sorted by id first, so the order it was read in does not change the paper.
 */
export function drawBlueprint(
  sections: readonly BlueprintSection[],
  bank: readonly EligibleQuestion[],
  seed: string,
  recentlySeen: ReadonlySet<string> = new Set(),
): Map<string, string[]> {
  const rng = generatorFor(seed);
  const sorted = [...bank].sort(byId);
  const taken = new Set<string>();
  const paper = new Map<string, string[]>();
  for (const section of sections) {
    const topics = new Set(section.topicIds);
    const drawn: string[] = [];
    for (const difficulty of DIFFICULTIES) {
      const needed = section.mix[difficulty];
      if (!needed) continue;
      const pool = sorted.filter((q) => topics.has(q.topicId) && q.difficulty === difficulty && !taken.has(q.id));
      if (pool.length < needed) throw new BankShortError(section, difficulty, needed, pool.length);
      const fresh = pool.filter((q) => !recentlySeen.has(q.id));
      const seen = pool.filter((q) => recentlySeen.has(q.id));
      const fromFresh = Math.min(needed, fresh.length);
      for (const q of [...sample(rng, fresh, fromFresh), ...sample(rng, seen, needed - fromFresh)]) {
        taken.add(q.id);
        drawn.push(q.id);
      }
    }
    // Shuffled, so the order does not give away the difficulty.
    paper.set(section.id, sample(rng, drawn, drawn.length));
  }
  return paper;
}
