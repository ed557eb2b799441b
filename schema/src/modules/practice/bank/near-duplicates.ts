// A near-duplicate warning for the bank (docs/practice.md): two questions whose normalised texts share most of
// their character trigrams (Dice coefficient) are likely the same question reworded or re-imported. A warning,
// never a refusal: "What is 20% of 50?" and "What is 20% of 60?" are different questions that look alike.
export const NEAR_DUPLICATE_SIMILARITY = 0.85;

/** Lower case, TeX markers, punctuation and runs of spaces removed; letters of any script and digits kept. */
export function normalisedText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
}

function trigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  const padded = `  ${text} `;
  for (let i = 0; i + 3 <= padded.length; i++) {
    const gram = padded.slice(i, i + 3);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** 0 (nothing shared) to 1 (the same normalised text). */
export function similarity(a: string, b: string): number {
  const [x, y] = [normalisedText(a), normalisedText(b)];
  if (!x || !y) return 0;
  if (x === y) return 1;
  const [gx, gy] = [trigrams(x), trigrams(y)];
  let shared = 0;
  for (const [gram, count] of gx) shared += Math.min(count, gy.get(gram) ?? 0);
  const total = [...gx.values(), ...gy.values()].reduce((sum, count) => sum + count, 0);
  return (2 * shared) / total;
}

export interface Comparable {
  id: string;
  textEn: string | null;
  textHi: string | null;
  optionsEn: string[];
  optionsHi: string[];
}

/** The question's text with its options, in one language: the options tell "20% of 50" from "20% of 60". */
const fingerprint = (question: Omit<Comparable, "id">, language: "En" | "Hi") => {
  const text = language === "En" ? question.textEn : question.textHi;
  const options = language === "En" ? question.optionsEn : question.optionsHi;
  return text ? `${text} ${options.join(" ")}` : "";
};

/** The existing questions that look like `candidate` in either language, most alike first. */
export function nearDuplicates<T extends Comparable>(candidate: Omit<Comparable, "id">, existing: T[]): T[] {
  return existing
    .map((question) => ({
      question,
      score: Math.max(
        similarity(fingerprint(candidate, "En"), fingerprint(question, "En")),
        similarity(fingerprint(candidate, "Hi"), fingerprint(question, "Hi")),
      ),
    }))
    .filter(({ score }) => score >= NEAR_DUPLICATE_SIMILARITY)
    .sort((a, b) => b.score - a.score)
    .map(({ question }) => question);
}
