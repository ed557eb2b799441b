// Helpers for the generated question families: options from a computed answer and its likely mistakes.
import type { SeedPracticeQuestion } from "../types.ts";

export const BANK_AND_SSC = ["SSC CGL", "SSC CHSL", "IBPS PO", "SBI Clerk", "RRB NTPC"];
export const ALL_EXAMS = [...BANK_AND_SSC, "Campus placement"];

export const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;

/** A number as written in an option: whole numbers plain, others to at most two decimals. */
export const num = (n: number) => (Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100));

/**
 * Four options: the answer at `slot` (so correct answers are spread over the four places) and the first three
 * distinct positive mistakes, topped up with nearby values when the mistakes coincide.
 */
export function numericOptions(answer: number, mistakes: number[], slot: number, step = 1): number[] {
  const wrong: number[] = [];
  const seen = new Set([answer]);
  for (const candidate of [...mistakes, answer + step, answer - step, answer + 2 * step, answer + 3 * step]) {
    const value = Math.round(candidate * 100) / 100;
    if (value <= 0 || seen.has(value) || wrong.length === 3) continue;
    seen.add(value);
    wrong.push(value);
  }
  const options = [...wrong];
  options.splice(slot % 4, 0, answer);
  return options;
}

export interface Family<P> {
  topic: string;
  subtopic: string;
  difficulty: SeedPracticeQuestion["difficulty"];
  exams: string[];
  params: P[];
  /** The question, its answer computed from the parameters. */
  make: (p: P, slot: number) => Omit<SeedPracticeQuestion, "subject" | "topic" | "subtopic" | "difficulty" | "exams">;
  /** The correct option's English text worked out another way (brute force or a second formula), for the tests. */
  check: (p: P) => string;
}

export function expand<P>(subject: string, family: Family<P>, offset = 0): SeedPracticeQuestion[] {
  return family.params.map((p, index) => ({
    subject,
    topic: family.topic,
    subtopic: family.subtopic,
    difficulty: family.difficulty,
    exams: family.exams,
    ...family.make(p, index + offset),
  }));
}

/** Options in both languages from numbers, with where the answer sits. */
export function choices(
  answer: number,
  mistakes: number[],
  slot: number,
  en: (n: number) => string,
  hi: (n: number) => string = en,
  step = 1,
) {
  const values = numericOptions(answer, mistakes, slot, step);
  return { optionsEn: values.map(en), optionsHi: values.map(hi), correctIndex: values.indexOf(answer) };
}
