// Helpers for the generated question families: options from a computed answer and its likely mistakes.
import type { SeedPracticeQuestion } from "./types.ts";

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

/** A hand-written question in short form: the answer index `a`, English and Hindi text, options and explanation. */
export interface Written {
  en: string;
  hi?: string;
  o: string[];
  oh?: string[];
  a: number;
  x: string;
  xh?: string;
  svg?: string;
  alt?: string;
  exams?: string[];
  sub?: string;
}

export function written(
  subject: string,
  topic: string,
  difficulty: SeedPracticeQuestion["difficulty"],
  exams: string[],
  items: Written[],
): SeedPracticeQuestion[] {
  return items.map((w) => ({
    subject,
    topic,
    ...(w.sub ? { subtopic: w.sub } : {}),
    difficulty,
    exams: w.exams ?? exams,
    textEn: w.en,
    ...(w.hi ? { textHi: w.hi } : {}),
    optionsEn: w.o,
    // Options that read the same in both languages (numbers, letters) are given once.
    ...(w.oh ? { optionsHi: w.oh } : w.hi ? { optionsHi: w.o } : {}),
    correctIndex: w.a,
    explanationEn: w.x,
    ...(w.xh ? { explanationHi: w.xh } : {}),
    ...(w.svg ? { diagramSvg: w.svg, imageAlt: w.alt } : {}),
  }));
}
