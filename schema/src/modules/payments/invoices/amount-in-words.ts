// An amount in words with Indian numbering (crore, lakh, thousand, hundred), as a tax invoice states its total: in
// English, "One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Rupees and Fifty Paise Only", and in Hindi, whose
// numbers below a hundred are each their own word.

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

const HINDI = (
  "शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस इक्कीस बाईस " +
  "तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस " +
  "चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन तिरपन चौवन पचपन " +
  "छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर " +
  "चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी " +
  "नब्बे इक्यानवे बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे"
).split(" ");

interface Words {
  belowHundred(n: number): string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
}

const english: Words = {
  belowHundred: (n) => (n < 20 ? ONES[n] : TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : "")),
  hundred: "Hundred",
  thousand: "Thousand",
  lakh: "Lakh",
  crore: "Crore",
};

const hindi: Words = {
  belowHundred: (n) => HINDI[n],
  hundred: "सौ",
  thousand: "हज़ार",
  lakh: "लाख",
  crore: "करोड़",
};

/** A whole number in words (0 is "Zero"); crores above 99 are themselves counted in lakhs and thousands. */
function integerWords(n: number, words: Words): string {
  if (n === 0) return words.belowHundred(0);
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  if (crores) parts.push(integerWords(crores, words), words.crore);
  let rest = n % 10_000_000;
  const groups: [number, string][] = [
    [100_000, words.lakh],
    [1_000, words.thousand],
    [100, words.hundred],
  ];
  for (const [size, name] of groups) {
    const count = Math.floor(rest / size);
    if (count) parts.push(words.belowHundred(count), name);
    rest %= size;
  }
  if (rest) parts.push(words.belowHundred(rest));
  return parts.join(" ");
}

export function amountInWords(paise: number, language: string): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (language === "hi") {
    const words = `${integerWords(rupees, hindi)} रुपये`;
    return `${rest ? `${words} और ${HINDI[rest]} पैसे` : words} मात्र`;
  }
  const words = `${integerWords(rupees, english)} ${rupees === 1 ? "Rupee" : "Rupees"}`;
  return `${rest ? `${words} and ${english.belowHundred(rest)} ${rest === 1 ? "Paisa" : "Paise"}` : words} Only`;
}
