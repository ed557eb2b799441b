// An amount in words with Indian numbering (crore, lakh, thousand, hundred), as a tax invoice states its total, in
// each language the product speaks: "One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Rupees and Fifty Paise
// Only", "एक लाख तेईस हज़ार चार सौ छप्पन रुपये और पचास पैसे मात्र", "ஒரு லட்சத்து இருபத்து மூவாயிரத்து ..." The
// number words are in number-words.ts; the currency's words wrap them here, as each language writes a cheque.
import { bengali, english, hindi, marathi, tamil, telugu, type NumberWords, type Scale } from "./number-words.ts";

const SCALES: [Scale, number][] = [
  ["lakh", 100_000],
  ["thousand", 1_000],
  ["hundred", 100],
];

/** A whole number in words (0 is "Zero"); crores above 99 are themselves counted in lakhs and thousands. */
function integerWords(n: number, language: NumberWords): string {
  if (n === 0) return language.belowHundred(0);
  const words = (count: number) => integerWords(count, language);
  const parts: string[] = [];
  let rest = n % 10_000_000;
  const crores = Math.floor(n / 10_000_000);
  if (crores) parts.push(language.scale("crore", crores, rest > 0, words));
  for (const [scale, size] of SCALES) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (count) parts.push(language.scale(scale, count, rest > 0, words));
  }
  if (rest) parts.push(language.belowHundred(rest));
  return parts.join(" ");
}

interface Currency {
  words: NumberWords;
  /** The rupees in words, and the paise in words when there are any. */
  phrase(rupees: { n: number; words: string }, paise: { n: number; words: string } | null): string;
}

const tamilBeforeNoun = (words: string) => words.replace(/பதினொன்று$/, "பதினொரு").replace(/ஒன்று$/, "ஒரு");
/** Before a noun a counted scale takes its genitive (రెండు వేల రూపాయలు) and one is ఒక. */
const teluguBeforeNoun = (words: string) => words.replace(/(వందల|వేల|లక్షల|కోట్ల)ు$/, "$1").replace(/ఒకటి$/, "ఒక");

const CURRENCIES: Record<string, Currency> = {
  en: {
    words: english,
    phrase: (rupees, paise) =>
      `${rupees.words} ${rupees.n === 1 ? "Rupee" : "Rupees"}` +
      (paise ? ` and ${paise.words} ${paise.n === 1 ? "Paisa" : "Paise"}` : "") +
      " Only",
  },
  hi: {
    words: hindi,
    phrase: (r, p) =>
      `${r.words} ${r.n === 1 ? "रुपया" : "रुपये"}${p ? ` और ${p.words} ${p.n === 1 ? "पैसा" : "पैसे"}` : ""} मात्र`,
  },
  mr: {
    words: marathi,
    phrase: (r, p) =>
      `${r.words} ${r.n === 1 ? "रुपया" : "रुपये"}${p ? ` आणि ${p.words} ${p.n === 1 ? "पैसा" : "पैसे"}` : ""} फक्त`,
  },
  // In Bengal the rupee is টাকা.
  bn: { words: bengali, phrase: (r, p) => `${r.words} টাকা${p ? ` ${p.words} পয়সা` : ""} মাত্র` },
  // Before a noun one is ஒரு (ஒரு ரூபாய், ஐம்பது ஆயிரத்து ஒரு ரூபாய்).
  ta: {
    words: tamil,
    phrase: (r, p) => `${tamilBeforeNoun(r.words)} ரூபாய்${p ? ` ${tamilBeforeNoun(p.words)} பைசா` : ""} மட்டும்`,
  },
  te: {
    words: telugu,
    phrase: (r, p) =>
      `${r.n === 1 ? "ఒక రూపాయి" : `${teluguBeforeNoun(r.words)} రూపాయలు`}` +
      `${p ? ` ${teluguBeforeNoun(p.words)} ${p.n === 1 ? "పైసా" : "పైసలు"}` : ""} మాత్రమే`,
  },
};

/** The amount in `language`'s words (English for a language without them). */
export function amountInWords(paise: number, language: string): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const currency = CURRENCIES[language] ?? CURRENCIES.en;
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return currency.phrase(
    { n: rupees, words: integerWords(rupees, currency.words) },
    rest ? { n: rest, words: currency.words.belowHundred(rest) } : null,
  );
}
