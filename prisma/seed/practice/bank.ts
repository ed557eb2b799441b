// Every seeded practice question, for the tests and for the blueprint mock test's seed; the practice loader reads
// the files in ./questions.
import { chartQuestions } from "./questions/charts.ts";
import { englishQuestions } from "./questions/english.ts";
import { generalAwarenessQuestions } from "./questions/general-awareness.ts";
import { quantQuestions } from "./questions/quant.ts";
import { reasoningQuestions } from "./questions/reasoning.ts";
import type { SeedPracticeQuestion } from "./types.ts";

export const practiceQuestions: SeedPracticeQuestion[] = [
  ...quantQuestions,
  ...chartQuestions,
  ...reasoningQuestions,
  ...englishQuestions,
  ...generalAwarenessQuestions,
];
