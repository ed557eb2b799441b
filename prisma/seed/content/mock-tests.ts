// The seeded mock test (docs/mock-tests.md): SSC-style, two sections of twelve, +2 / -0.5, 20 minutes. `answer` is
// the 0-based correct option; Hindi texts are on the first questions of each section, as a bilingual paper has them.
export interface MockQuestionSeed {
  text: string;
  options: [string, string, string, string];
  answer: 0 | 1 | 2 | 3;
  explanation: string;
  textHi?: string;
  optionsHi?: [string, string, string, string];
  explanationHi?: string;
}

export interface MockTestSeed {
  key: string;
  title: string;
  description: string;
  instructions: string;
  examCategory: string;
  durationMinutes: number;
  marksCorrect: number;
  negativeMarks: number;
  attemptsAllowed: number;
  sections: { name: string; questions: MockQuestionSeed[] }[];
}

const reasoning: MockQuestionSeed[] = [
  {
    text: "Find the next number: 2, 6, 12, 20, 30, ?",
    options: ["40", "42", "44", "36"],
    answer: 1,
    explanation: "Differences are 4, 6, 8, 10, so the next is 30 + 12 = 42.",
    textHi: "अगली संख्या ज्ञात कीजिए: 2, 6, 12, 20, 30, ?",
    optionsHi: ["40", "42", "44", "36"],
    explanationHi: "अंतर 4, 6, 8, 10 हैं, इसलिए अगली संख्या 30 + 12 = 42 है।",
  },
  {
    text: "Which word does not belong with the others?",
    options: ["Apple", "Mango", "Potato", "Banana"],
    answer: 2,
    explanation: "Potato is a vegetable; the others are fruits.",
    textHi: "कौन सा शब्द बाकी से भिन्न है?",
    optionsHi: ["सेब", "आम", "आलू", "केला"],
    explanationHi: "आलू एक सब्ज़ी है; बाकी फल हैं।",
  },
  {
    text: "If CAT is written as DBU, how is DOG written?",
    options: ["EPH", "EOH", "FPH", "EPG"],
    answer: 0,
    explanation: "Each letter moves one place forward: D→E, O→P, G→H.",
    textHi: "यदि CAT को DBU लिखा जाता है, तो DOG को कैसे लिखा जाएगा?",
    optionsHi: ["EPH", "EOH", "FPH", "EPG"],
    explanationHi: "हर अक्षर एक स्थान आगे जाता है: D→E, O→P, G→H।",
  },
  {
    text: "Ravi walks 5 km north, turns right and walks 3 km, then turns right and walks 5 km. How far is he from the start?",
    options: ["3 km", "5 km", "8 km", "13 km"],
    answer: 0,
    explanation: "North and south cancel; he is 3 km east of the start.",
    textHi: "रवि 5 किमी उत्तर चलता है, दाएँ मुड़कर 3 किमी चलता है, फिर दाएँ मुड़कर 5 किमी चलता है। वह आरंभ से कितनी दूर है?",
    optionsHi: ["3 किमी", "5 किमी", "8 किमी", "13 किमी"],
    explanationHi: "उत्तर और दक्षिण की दूरी कट जाती है; वह आरंभ से 3 किमी पूर्व में है।",
  },
  {
    text: "Book is to Library as Painting is to:",
    options: ["Artist", "Gallery", "Canvas", "Colour"],
    answer: 1,
    explanation: "Books are kept in a library; paintings are displayed in a gallery.",
  },
  {
    text: "Find the odd one out: 3, 5, 7, 9, 11",
    options: ["3", "5", "9", "11"],
    answer: 2,
    explanation: "9 is not a prime number.",
  },
  {
    text: "If today is Monday, what day will it be after 45 days?",
    options: ["Tuesday", "Wednesday", "Thursday", "Friday"],
    answer: 2,
    explanation: "45 = 6 weeks + 3 days; Monday + 3 days is Thursday.",
  },
  {
    text: "Complete the series: AZ, BY, CX, ?",
    options: ["DW", "DV", "EW", "CW"],
    answer: 0,
    explanation: "The first letter rises and the second falls by one each time.",
  },
  {
    text: "A is the brother of B. B is the daughter of C. How is A related to C?",
    options: ["Father", "Son", "Brother", "Uncle"],
    answer: 1,
    explanation: "A is a male child of C, so A is C's son.",
  },
  {
    text: "How many triangles are there in a square with both diagonals drawn?",
    options: ["4", "6", "8", "10"],
    answer: 2,
    explanation: "4 small triangles and 4 made of two halves: 8.",
  },
  {
    text: "Which number replaces the question mark? 8 : 64 :: 11 : ?",
    options: ["111", "121", "132", "101"],
    answer: 1,
    explanation: "The second number is the square of the first: 11² = 121.",
  },
  {
    text: "Arrange in a meaningful order: 1 Seed, 2 Tree, 3 Plant, 4 Fruit",
    options: ["1, 3, 2, 4", "1, 2, 3, 4", "3, 1, 2, 4", "1, 3, 4, 2"],
    answer: 0,
    explanation: "A seed grows into a plant, then a tree, which bears fruit.",
  },
];

const quant: MockQuestionSeed[] = [
  {
    text: "What is 15% of 240?",
    options: ["32", "36", "38", "40"],
    answer: 1,
    explanation: "240 × 15 / 100 = 36.",
    textHi: "240 का 15% कितना है?",
    optionsHi: ["32", "36", "38", "40"],
    explanationHi: "240 × 15 / 100 = 36।",
  },
  {
    text: "A train covers 180 km in 3 hours. What is its speed?",
    options: ["50 km/h", "55 km/h", "60 km/h", "65 km/h"],
    answer: 2,
    explanation: "Speed = 180 / 3 = 60 km/h.",
    textHi: "एक ट्रेन 3 घंटे में 180 किमी चलती है। उसकी चाल क्या है?",
    optionsHi: ["50 किमी/घंटा", "55 किमी/घंटा", "60 किमी/घंटा", "65 किमी/घंटा"],
    explanationHi: "चाल = 180 / 3 = 60 किमी/घंटा।",
  },
  {
    text: "The simple interest on Rs. 5,000 at 8% a year for 2 years is:",
    options: ["Rs. 400", "Rs. 800", "Rs. 1,000", "Rs. 1,200"],
    answer: 1,
    explanation: "SI = 5000 × 8 × 2 / 100 = 800.",
    textHi: "₹5,000 पर 8% वार्षिक दर से 2 वर्ष का साधारण ब्याज है:",
    optionsHi: ["₹400", "₹800", "₹1,000", "₹1,200"],
    explanationHi: "साधारण ब्याज = 5000 × 8 × 2 / 100 = 800।",
  },
  {
    text: "The average of 10, 20, 30, 40 and 50 is:",
    options: ["25", "30", "35", "40"],
    answer: 1,
    explanation: "Sum 150 divided by 5 is 30.",
  },
  {
    text: "A shopkeeper buys an item for Rs. 400 and sells it for Rs. 500. What is the profit percentage?",
    options: ["20%", "25%", "10%", "15%"],
    answer: 1,
    explanation: "Profit 100 on cost 400 is 25%.",
  },
  {
    text: "What is the LCM of 12 and 18?",
    options: ["24", "36", "48", "72"],
    answer: 1,
    explanation: "12 = 2²·3, 18 = 2·3²; LCM = 2²·3² = 36.",
  },
  { text: "If 3x + 5 = 20, then x is:", options: ["3", "4", "5", "6"], answer: 2, explanation: "3x = 15, so x = 5." },
  {
    text: "The ratio of boys to girls in a class is 3 : 2. If there are 30 boys, how many girls are there?",
    options: ["15", "18", "20", "25"],
    answer: 2,
    explanation: "30 / 3 × 2 = 20.",
  },
  {
    text: "A can finish a work in 10 days and B in 15 days. Together they finish it in:",
    options: ["5 days", "6 days", "8 days", "12 days"],
    answer: 1,
    explanation: "1/10 + 1/15 = 1/6, so 6 days.",
  },
  {
    text: "What is the square root of 1,764?",
    options: ["38", "42", "44", "48"],
    answer: 1,
    explanation: "42 × 42 = 1,764.",
  },
  {
    text: "The area of a rectangle 12 m long and 8 m wide is:",
    options: ["40 m²", "80 m²", "96 m²", "100 m²"],
    answer: 2,
    explanation: "12 × 8 = 96 m².",
  },
  {
    text: "A price rises from Rs. 80 to Rs. 100. The increase is:",
    options: ["20%", "25%", "15%", "30%"],
    answer: 1,
    explanation: "20 on 80 is 25%.",
  },
];

export const mockTests: MockTestSeed[] = [
  {
    key: "ssc-cgl-tier1-mock-1",
    title: "SSC CGL Tier I Mock Test 1",
    description: "Reasoning and quantitative aptitude in the pattern of SSC CGL Tier I, in English and Hindi.",
    instructions:
      "<ul><li>The test has 24 questions in 2 sections and lasts 20 minutes. The clock is the server's: the test is submitted automatically when time is up.</li>" +
      "<li>Each correct answer earns 2 marks; each wrong answer loses 0.5 marks. Unanswered questions earn nothing.</li>" +
      "<li>Use Save &amp; Next to save an answer, Mark for Review &amp; Next to come back to a question, and Clear Response to remove an answer.</li>" +
      "<li>Answers are saved on this device at once and sent to the server when you are online.</li>" +
      "<li>You can switch between English and Hindi at any time.</li></ul>",
    examCategory: "Government Jobs",
    durationMinutes: 20,
    marksCorrect: 2,
    negativeMarks: 0.5,
    attemptsAllowed: 3,
    sections: [
      { name: "General Intelligence and Reasoning", questions: reasoning },
      { name: "Quantitative Aptitude", questions: quant },
    ],
  },
];

/**
 * A test defined by a blueprint (decision 038): each attempt draws its own paper from the practice bank, per section
 * so many easy, medium and hard questions of the topics named "subject/topic".
 */
export interface BlueprintMockTestSeed extends Omit<MockTestSeed, "sections"> {
  samePaperForSitting: boolean;
  sections: { name: string; topics: string[]; easy: number; medium: number; hard: number }[];
}

const quantTopics = [
  "percentages",
  "profit-and-loss",
  "time-and-work",
  "speed-and-distance",
  "interest",
  "ratio",
  "averages",
  "number-system",
  "algebra",
  "mensuration",
];

export const blueprintMockTests: BlueprintMockTestSeed[] = [
  {
    key: "drawn-practice-paper-1",
    title: "Drawn Practice Paper: SSC and Banking",
    description:
      "Thirty questions drawn afresh for every attempt from the practice bank: reasoning, quantitative aptitude, English and general awareness.",
    instructions:
      "<ul><li>Every attempt gets its own paper of 30 questions drawn from the practice bank, avoiding the questions of your last attempts where possible.</li>" +
      "<li>Each correct answer earns 1 mark; each wrong answer loses 0.25 marks. The test lasts 30 minutes.</li>" +
      "<li>Papers differ between learners, so your rank compares different papers: use it as a guide.</li></ul>",
    examCategory: "Government Jobs",
    durationMinutes: 30,
    marksCorrect: 1,
    negativeMarks: 0.25,
    attemptsAllowed: 10,
    samePaperForSitting: false,
    sections: [
      {
        name: "General Intelligence and Reasoning",
        topics: [
          "series",
          "coding-decoding",
          "blood-relations",
          "direction-sense",
          "syllogism",
          "seating-arrangement",
          "analogies",
          "odd-one-out",
        ].map((topic) => `reasoning/${topic}`),
        easy: 5,
        medium: 3,
        hard: 2,
      },
      {
        name: "Quantitative Aptitude",
        topics: quantTopics.map((topic) => `quantitative-aptitude/${topic}`),
        easy: 5,
        medium: 3,
        hard: 2,
      },
      {
        name: "English Language",
        topics: ["synonyms", "antonyms", "fill-in-the-blanks", "idioms", "error-spotting"].map(
          (topic) => `english/${topic}`,
        ),
        easy: 4,
        medium: 3,
        hard: 0,
      },
      {
        name: "General Awareness",
        topics: ["polity", "geography", "history", "science", "economy"].map((topic) => `general-awareness/${topic}`),
        easy: 3,
        medium: 2,
        hard: 0,
      },
    ],
  },
];
