// A practice question in one language (docs/practice.md): either language's text may be missing; the learner sees
// theirs when it exists and may switch per question.
import type { PracticeQuestionFieldsFragment } from "../../gql/graphql.ts";

export type QuestionLanguage = "en" | "hi";

type Bilingual = Pick<
  PracticeQuestionFieldsFragment,
  "textEn" | "textHi" | "optionsEn" | "optionsHi" | "explanationEn" | "explanationHi"
>;

const complete = (text: string | null, options: string[]) => !!text && options.length > 0;

/** The languages the question can be read in, English first. */
export function languagesOf(question: Bilingual): QuestionLanguage[] {
  return (["en", "hi"] as const).filter((language) =>
    language === "en" ? complete(question.textEn, question.optionsEn) : complete(question.textHi, question.optionsHi),
  );
}

export interface ShownQuestion {
  language: QuestionLanguage;
  text: string;
  options: string[];
  explanation: string | null;
}

/** The question in `wanted` when it has that language, otherwise in the one it has. */
export function questionIn(question: Bilingual, wanted: QuestionLanguage): ShownQuestion {
  const available = languagesOf(question);
  const language = available.includes(wanted) ? wanted : (available[0] ?? "en");
  if (language === "hi")
    return {
      language,
      text: question.textHi ?? "",
      options: question.optionsHi,
      explanation: question.explanationHi ?? question.explanationEn,
    };
  return {
    language,
    text: question.textEn ?? "",
    options: question.optionsEn,
    explanation: question.explanationEn ?? question.explanationHi,
  };
}

export const optionLetter = (index: number) => String.fromCharCode(65 + index);
