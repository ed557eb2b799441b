// An attempt's own paper (docs/mock-tests.md, "Papers"): fixed when the attempt starts and stored with it, so a
// reload shows the same shuffled order and the same drawn questions, and scoring and solutions map each shown
// option back to the question's own. The database keeps options in the question's order; only the attempt's API
// speaks in the shown order.
import { randomInt } from "node:crypto";

export interface PaperQuestion {
  id: string;
  /** options[shown] is the question's own index of the option shown at that place. */
  options: number[];
}

export interface PaperSection {
  id: string;
  /** Seconds after the attempt's start when the section opens and closes; null: it closes with the test. */
  opensAfterSeconds: number;
  closesAfterSeconds: number | null;
  questions: PaperQuestion[];
}

export interface Paper {
  sections: PaperSection[];
  /** A blueprint paper's seed without the test's salt: the attempt, or the sitting (blueprint/draw.ts). */
  seedKey?: { attemptId: string } | { sitting: string };
}

export interface PaperSource {
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  sections: {
    id: string;
    timeLimitMinutes: number | null;
    questions: { id: string; options: unknown[] }[];
  }[];
}

/** Fisher-Yates with the platform's CSPRNG: the order must not be guessable from the attempt id or the time. */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const indexes = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * Sections with their own time limit run one after another from the start (spec: the learner moves on when a
 * section ends); a section without one runs to the end of the test. The authoring rules keep untimed sections last.
 */
export function buildPaper(source: PaperSource, drawn: Map<string, { id: string; options: unknown[] }[]>): Paper {
  let opensAfterSeconds = 0;
  return {
    sections: source.sections.map((section) => {
      const questions = [...section.questions, ...(drawn.get(section.id) ?? [])].map((question) => ({
        id: question.id,
        options: source.shuffleOptions ? shuffled(indexes(question.options.length)) : indexes(question.options.length),
      }));
      const limit = section.timeLimitMinutes;
      const paperSection = {
        id: section.id,
        opensAfterSeconds,
        closesAfterSeconds: limit === null ? null : opensAfterSeconds + limit * 60,
        questions: source.shuffleQuestions ? shuffled(questions) : questions,
      };
      if (paperSection.closesAfterSeconds !== null) opensAfterSeconds = paperSection.closesAfterSeconds;
      return paperSection;
    }),
  };
}

export function findInPaper(paper: Paper, questionId: string) {
  for (const section of paper.sections) {
    const question = section.questions.find((candidate) => candidate.id === questionId);
    if (question) return { section, question };
  }
  return null;
}

/** The question's own option index of the option shown at `shown`; undefined when no such option is shown. */
export const ownOption = (question: PaperQuestion, shown: number): number | undefined => question.options[shown];

/** Where the question's own option `own` is shown; null stays null. */
export const shownOption = (question: PaperQuestion, own: number | null): number | null =>
  own === null ? null : question.options.indexOf(own);

/** Options in the order shown. */
export const inShownOrder = <T>(question: PaperQuestion, options: readonly T[]): T[] =>
  question.options.map((own) => options[own]).filter((option) => option !== undefined);
