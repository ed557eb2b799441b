// The practice bank's subjects and topics (docs/product-spec.md, daily practice); the questions in ./questions name
// them by slug.
import type { SeedPracticeSubject } from "./types.ts";

export const EXAMS = ["SSC CGL", "SSC CHSL", "IBPS PO", "SBI Clerk", "RRB NTPC", "Campus placement"] as const;

export const practiceSubjects: SeedPracticeSubject[] = [
  {
    slug: "quantitative-aptitude",
    nameEn: "Quantitative Aptitude",
    nameHi: "संख्यात्मक अभियोग्यता",
    topics: [
      { slug: "percentages", nameEn: "Percentages", nameHi: "प्रतिशत" },
      { slug: "profit-and-loss", nameEn: "Profit and Loss", nameHi: "लाभ और हानि" },
      { slug: "time-and-work", nameEn: "Time and Work", nameHi: "समय और कार्य" },
      { slug: "speed-and-distance", nameEn: "Speed, Time and Distance", nameHi: "चाल, समय और दूरी" },
      { slug: "interest", nameEn: "Simple and Compound Interest", nameHi: "साधारण और चक्रवृद्धि ब्याज" },
      { slug: "ratio", nameEn: "Ratio and Proportion", nameHi: "अनुपात और समानुपात" },
      { slug: "averages", nameEn: "Averages", nameHi: "औसत" },
      { slug: "number-system", nameEn: "Number System", nameHi: "संख्या पद्धति" },
      { slug: "algebra", nameEn: "Algebra", nameHi: "बीजगणित" },
      { slug: "mensuration", nameEn: "Geometry and Mensuration", nameHi: "ज्यामिति और क्षेत्रमिति" },
    ],
  },
  {
    slug: "reasoning",
    nameEn: "Reasoning",
    nameHi: "तर्कशक्ति",
    topics: [
      { slug: "series", nameEn: "Number and Letter Series", nameHi: "संख्या और अक्षर श्रृंखला" },
      { slug: "coding-decoding", nameEn: "Coding-Decoding", nameHi: "कूटलेखन-कूटवाचन" },
      { slug: "blood-relations", nameEn: "Blood Relations", nameHi: "रक्त संबंध" },
      { slug: "direction-sense", nameEn: "Direction Sense", nameHi: "दिशा ज्ञान" },
      { slug: "syllogism", nameEn: "Syllogism", nameHi: "न्याय निगमन" },
      { slug: "seating-arrangement", nameEn: "Seating Arrangement", nameHi: "बैठक व्यवस्था" },
      { slug: "analogies", nameEn: "Analogies", nameHi: "सादृश्यता" },
      { slug: "odd-one-out", nameEn: "Odd One Out", nameHi: "विषम को चुनें" },
    ],
  },
  {
    slug: "english",
    nameEn: "English Language",
    nameHi: "अंग्रेज़ी भाषा",
    topics: [
      { slug: "synonyms", nameEn: "Synonyms", nameHi: "पर्यायवाची" },
      { slug: "antonyms", nameEn: "Antonyms", nameHi: "विलोम" },
      { slug: "error-spotting", nameEn: "Error Spotting", nameHi: "त्रुटि पहचान" },
      { slug: "fill-in-the-blanks", nameEn: "Fill in the Blanks", nameHi: "रिक्त स्थान भरें" },
      { slug: "idioms", nameEn: "Idioms and Phrases", nameHi: "मुहावरे और वाक्यांश" },
      { slug: "one-word-substitution", nameEn: "One-Word Substitution", nameHi: "एक शब्द प्रतिस्थापन" },
    ],
  },
  {
    slug: "general-awareness",
    nameEn: "General Awareness",
    nameHi: "सामान्य जागरूकता",
    topics: [
      { slug: "polity", nameEn: "Indian Polity", nameHi: "भारतीय राजव्यवस्था" },
      { slug: "geography", nameEn: "Geography", nameHi: "भूगोल" },
      { slug: "history", nameEn: "History", nameHi: "इतिहास" },
      { slug: "science", nameEn: "General Science", nameHi: "सामान्य विज्ञान" },
      { slug: "economy", nameEn: "Indian Economy", nameHi: "भारतीय अर्थव्यवस्था" },
    ],
  },
];
