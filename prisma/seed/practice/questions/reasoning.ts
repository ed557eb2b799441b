// Reasoning: number series and letter coding generated from their rules (recomputed by the tests), the rest
// written by hand, in English and Hindi.
import type { SeedPracticeQuestion } from "../types.ts";
import { ALL_EXAMS, BANK_AND_SSC, choices, expand, num, written, type Family } from "../build.ts";

const SUBJECT = "reasoning";

type SeriesRule =
  ["add", number, number] | ["times", number, number] | ["square-plus", number, number] | ["growing", number, number];

function term([kind, a, b]: SeriesRule, index: number, previous: number): number {
  if (kind === "add") return index === 0 ? a : previous + b;
  if (kind === "times") return index === 0 ? a : previous * b;
  if (kind === "square-plus") return (index + a) ** 2 + b;
  // growing: the difference grows by b each step
  return index === 0 ? a : previous + b * index;
}

const seriesOf = (rule: SeriesRule, count: number) => {
  const terms: number[] = [];
  for (let i = 0; i < count; i++) terms.push(term(rule, i, terms[i - 1] ?? 0));
  return terms;
};

const ruleText: Record<SeriesRule[0], [string, string]> = {
  add: ["Each term adds the same number", "हर पद में एक ही संख्या जुड़ती है"],
  times: ["Each term is multiplied by the same number", "हर पद को एक ही संख्या से गुणा किया जाता है"],
  "square-plus": ["Each term is a square plus the same number", "हर पद एक वर्ग संख्या में एक ही संख्या जोड़कर बना है"],
  growing: ["The differences grow by the same amount", "अंतर हर बार एक ही मात्रा से बढ़ते हैं"],
};

const series: Family<SeriesRule> = {
  topic: "series",
  subtopic: "Number series",
  difficulty: "EASY",
  exams: ALL_EXAMS,
  params: [
    ["add", 7, 6],
    ["add", 95, -8],
    ["times", 3, 2],
    ["times", 2, 3],
    ["square-plus", 1, 1],
    ["square-plus", 2, -1],
    ["growing", 5, 2],
    ["growing", 10, 3],
    ["times", 5, 4],
    ["add", 13, 11],
  ],
  make: (rule, slot) => {
    const terms = seriesOf(rule, 6);
    const answer = terms[5];
    const last = terms[4];
    const [en, hi] = ruleText[rule[0]];
    return {
      textEn: `What comes next in the series: ${terms.slice(0, 5).join(", ")}, ?`,
      textHi: `श्रृंखला में अगली संख्या क्या होगी: ${terms.slice(0, 5).join(", ")}, ?`,
      ...choices(answer, [last + (last - terms[3]), answer + 2, answer - 3, last * 2], slot, num),
      explanationEn: `${en}: ${terms.join(", ")}. The next term is ${answer}.`,
      explanationHi: `${hi}: ${terms.join(", ")}। अगला पद ${answer} है।`,
    };
  },
  check: (rule) => {
    // Solve from the five shown terms alone: a constant ratio, else constant differences of some order.
    const shown = seriesOf(rule, 5);
    const ratios = shown.slice(1).map((t, i) => t / shown[i]);
    if (ratios.every((r) => r === ratios[0]) && Number.isInteger(ratios[0])) return num(shown[4] * ratios[0]);
    const rows = [shown];
    while (!rows[rows.length - 1].every((t) => t === rows[rows.length - 1][0]))
      rows.push(rows[rows.length - 1].slice(1).map((t, i) => t - rows[rows.length - 1][i]));
    let next = rows[rows.length - 1][0];
    for (let r = rows.length - 2; r >= 0; r--) next = rows[r][rows[r].length - 1] + next;
    return num(next);
  },
};

const shift = (word: string, by: number) =>
  [...word].map((c) => String.fromCharCode(((c.charCodeAt(0) - 65 + by + 26) % 26) + 65)).join("");

const coding: Family<[string, number, string]> = {
  topic: "coding-decoding",
  subtopic: "Letter shift",
  difficulty: "MEDIUM",
  exams: ALL_EXAMS,
  params: [
    ["CAT", 1, "DOG"],
    ["BOOK", 2, "LAMP"],
    ["RIVER", -1, "STONE"],
    ["PLANT", 3, "GRASS"],
    ["TRAIN", -2, "BUSES"],
    ["MANGO", 1, "GUAVA"],
    ["CHAIR", 2, "TABLE"],
    ["WATER", -3, "CLOUD"],
  ],
  make: ([example, by, target], slot) => {
    const answer = shift(target, by);
    const options = [shift(target, -by), shift(target, by + 1), shift(target, by).split("").reverse().join("")];
    const unique = options.filter((o, i) => o !== answer && options.indexOf(o) === i);
    unique.splice(slot % 4, 0, answer);
    const way = by > 0 ? `forward by ${by}` : `back by ${-by}`;
    const wayHi = by > 0 ? `${by} स्थान आगे` : `${-by} स्थान पीछे`;
    return {
      textEn: `In a certain code, ${example} is written as ${shift(example, by)}. How is ${target} written in that code?`,
      textHi: `किसी कूट भाषा में ${example} को ${shift(example, by)} लिखा जाता है। उसी भाषा में ${target} को कैसे लिखा जाएगा?`,
      optionsEn: unique,
      optionsHi: unique,
      correctIndex: unique.indexOf(answer),
      explanationEn: `Each letter moves ${way} in the alphabet (${example[0]} → ${shift(example, by)[0]}), so ${target} becomes ${answer}.`,
      explanationHi: `हर अक्षर वर्णमाला में ${wayHi} जाता है (${example[0]} → ${shift(example, by)[0]}), इसलिए ${target} का कूट ${answer} है।`,
    };
  },
  check: ([example, by, target]) => {
    // Read the shift from the example pair, letter by letter.
    const coded = shift(example, by);
    const step = (coded.charCodeAt(0) - example.charCodeAt(0) + 26) % 26;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    return [...target].map((c) => alphabet[(alphabet.indexOf(c) + step) % 26]).join("");
  },
};

export const reasoningFamilies = { series, coding } as unknown as Record<string, Family<unknown>>;

const pathSvg = (points: [number, number][], labels: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">` +
  `<text x="185" y="20" font-size="12" font-family="sans-serif">N</text>` +
  `<line x1="188" y1="25" x2="188" y2="45" stroke="#1f2937"/>` +
  `<polyline points="${points.map(([x, y]) => `${x},${y}`).join(" ")}" fill="none" stroke="#2563eb" stroke-width="3"/>` +
  `<circle cx="${points[0][0]}" cy="${points[0][1]}" r="5" fill="#16a34a"/>` +
  points
    .slice(1)
    .map(
      ([x, y], i) =>
        `<text x="${(x + points[i][0]) / 2 + 6}" y="${(y + points[i][1]) / 2 - 4}" font-size="12" font-family="sans-serif">${labels[i]}</text>`,
    )
    .join("") +
  `</svg>`;

const circleSvg = (names: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">` +
  `<circle cx="100" cy="100" r="55" fill="#f3f4f6" stroke="#1f2937"/>` +
  names
    .map((name, i) => {
      // Seat i at (6 + 2i) o'clock: clockwise from the bottom.
      const angle = Math.PI / 2 + (i * Math.PI) / 3;
      const x = Math.round(100 + 80 * Math.cos(angle));
      const y = Math.round(100 + 80 * Math.sin(angle));
      return `<text x="${x}" y="${y + 5}" text-anchor="middle" font-size="16" font-family="sans-serif">${name}</text>`;
    })
    .join("") +
  `</svg>`;

const bloodRelations = written(SUBJECT, "blood-relations", "MEDIUM", ALL_EXAMS, [
  {
    en: "Pointing to a man, Neha says, 'He is the son of my grandfather's only son.' How is the man related to Neha?",
    hi: "एक आदमी की ओर इशारा करते हुए नेहा कहती है, 'वह मेरे दादा के इकलौते बेटे का बेटा है।' वह आदमी नेहा का क्या लगता है?",
    o: ["Brother", "Cousin", "Uncle", "Father"],
    oh: ["भाई", "चचेरा भाई", "चाचा", "पिता"],
    a: 0,
    x: "Neha's grandfather's only son is her father, and her father's son is her brother.",
    xh: "नेहा के दादा का इकलौता बेटा उसके पिता हैं, और पिता का बेटा उसका भाई है।",
  },
  {
    en: "A is B's sister. C is B's mother. D is C's father. How is A related to D?",
    hi: "A, B की बहन है। C, B की माँ है। D, C के पिता हैं। A का D से क्या संबंध है?",
    o: ["Daughter", "Granddaughter", "Grandmother", "Niece"],
    oh: ["बेटी", "नातिन", "नानी", "भतीजी"],
    a: 1,
    x: "A is C's daughter (B's sister), and C is D's daughter, so A is D's granddaughter.",
    xh: "A, C की बेटी है (B की बहन), और C, D की बेटी है, इसलिए A, D की नातिन है।",
  },
  {
    en: "X is the husband of Y, and Y is the daughter of Z. How is X related to Z?",
    hi: "X, Y का पति है और Y, Z की बेटी है। X का Z से क्या संबंध है?",
    o: ["Son", "Brother-in-law", "Son-in-law", "Nephew"],
    oh: ["बेटा", "साला", "दामाद", "भतीजा"],
    a: 2,
    x: "The husband of one's daughter is one's son-in-law.",
    xh: "बेटी का पति दामाद होता है।",
  },
  {
    en: "Rahul's mother is the only daughter of Meena's father. How is Meena related to Rahul?",
    hi: "राहुल की माँ, मीना के पिता की इकलौती बेटी है। मीना का राहुल से क्या संबंध है?",
    o: ["Aunt", "Sister", "Grandmother", "Mother"],
    oh: ["मौसी", "बहन", "नानी", "माँ"],
    a: 3,
    x: "Meena is a daughter of her father; his only daughter is therefore Meena herself, so Meena is Rahul's mother.",
    xh: "मीना अपने पिता की बेटी है; उनकी इकलौती बेटी स्वयं मीना ही है, इसलिए मीना राहुल की माँ है।",
  },
  {
    en: "P is the brother of Q. Q is the son of R. S is R's father. How is P related to S?",
    hi: "P, Q का भाई है। Q, R का बेटा है। S, R के पिता हैं। P का S से क्या संबंध है?",
    o: ["Grandson", "Son", "Nephew", "Brother"],
    oh: ["पोता", "बेटा", "भतीजा", "भाई"],
    a: 0,
    x: "P is R's son like Q, and R is S's son, so P is S's grandson.",
    xh: "Q की तरह P भी R का बेटा है, और R, S का बेटा है, इसलिए P, S का पोता है।",
  },
  {
    en: "Introducing a woman, Amit says, 'Her mother is the only daughter of my mother.' How is Amit related to the woman?",
    hi: "एक महिला का परिचय देते हुए अमित कहता है, 'इसकी माँ मेरी माँ की इकलौती बेटी है।' अमित उस महिला का क्या लगता है?",
    o: ["Father", "Brother", "Maternal uncle", "Grandfather"],
    oh: ["पिता", "भाई", "मामा", "नाना"],
    a: 2,
    x: "The only daughter of Amit's mother is Amit's sister; the woman is his sister's daughter, so Amit is her maternal uncle.",
    xh: "अमित की माँ की इकलौती बेटी अमित की बहन है; वह महिला उसकी बहन की बेटी है, इसलिए अमित उसका मामा है।",
  },
  {
    en: "M is the father of N. N is the sister of O, and O is the father of P. How is M related to P?",
    hi: "M, N के पिता हैं। N, O की बहन है और O, P के पिता हैं। M का P से क्या संबंध है?",
    o: ["Father", "Uncle", "Great-grandfather", "Grandfather"],
    oh: ["पिता", "चाचा", "परदादा", "दादा"],
    a: 3,
    x: "O is N's sibling, so O is also M's child; O is P's father, so M is P's grandfather.",
    xh: "O, N का भाई है, इसलिए O भी M की संतान है; O, P के पिता हैं, इसलिए M, P के दादा हैं।",
  },
]);

const directions = written(SUBJECT, "direction-sense", "EASY", ALL_EXAMS, [
  {
    en: "Kiran walks 5 km north, turns right and walks 3 km, then turns right again and walks 5 km. Where is she now from her starting point?",
    hi: "किरण 5 किमी उत्तर की ओर चलती है, दाएँ मुड़कर 3 किमी चलती है, फिर दोबारा दाएँ मुड़कर 5 किमी चलती है। अब वह अपने आरंभिक बिंदु से कहाँ है?",
    o: ["3 km east", "3 km west", "13 km north", "5 km south"],
    oh: ["3 किमी पूर्व", "3 किमी पश्चिम", "13 किमी उत्तर", "5 किमी दक्षिण"],
    a: 0,
    x: "North 5, then east 3, then south 5: the north and south legs cancel, leaving her 3 km east of the start.",
    xh: "उत्तर 5, फिर पूर्व 3, फिर दक्षिण 5: उत्तर और दक्षिण की दूरियाँ कट जाती हैं, वह आरंभ से 3 किमी पूर्व में है।",
    svg: pathSvg(
      [
        [60, 170],
        [60, 50],
        [132, 50],
        [132, 170],
      ],
      ["5 km", "3 km", "5 km"],
    ),
    alt: "A path from a green start dot: up 5 km, right 3 km, then down 5 km; north points up.",
  },
  {
    en: "A man walks 6 km east and then 8 km north. How far is he from where he started?",
    hi: "एक आदमी 6 किमी पूर्व और फिर 8 किमी उत्तर की ओर चलता है। वह अपने आरंभिक स्थान से कितनी दूर है?",
    o: ["14 km", "10 km", "2 km", "12 km"],
    oh: ["14 किमी", "10 किमी", "2 किमी", "12 किमी"],
    a: 1,
    x: "The two legs are at a right angle: $\\sqrt{6^2 + 8^2} = \\sqrt{100} = 10$ km.",
    xh: "दोनों रास्ते समकोण बनाते हैं: $\\sqrt{6^2 + 8^2} = \\sqrt{100} = 10$ किमी।",
    svg: pathSvg(
      [
        [40, 170],
        [130, 170],
        [130, 50],
      ],
      ["6 km", "8 km"],
    ),
    alt: "A path from a green start dot: right 6 km, then up 8 km; north points up.",
  },
  {
    en: "Tara faces south. She turns 90° clockwise and then 180°. Which way does she face now?",
    hi: "तारा दक्षिण की ओर मुँह करके खड़ी है। वह 90° दक्षिणावर्त और फिर 180° घूमती है। अब उसका मुँह किस दिशा में है?",
    o: ["North", "West", "East", "South"],
    oh: ["उत्तर", "पश्चिम", "पूर्व", "दक्षिण"],
    a: 2,
    x: "South turned 90° clockwise is west; turning 180° from west gives east.",
    xh: "दक्षिण से 90° दक्षिणावर्त घूमने पर पश्चिम, और पश्चिम से 180° घूमने पर पूर्व।",
  },
  {
    en: "Sohan goes 4 km west, turns left and goes 3 km, then turns left again and goes 4 km. Where is he now from the start?",
    hi: "सोहन 4 किमी पश्चिम जाता है, बाएँ मुड़कर 3 किमी जाता है, फिर दोबारा बाएँ मुड़कर 4 किमी जाता है। अब वह आरंभिक बिंदु से कहाँ है?",
    o: ["3 km north", "4 km east", "3 km south", "7 km west"],
    oh: ["3 किमी उत्तर", "4 किमी पूर्व", "3 किमी दक्षिण", "7 किमी पश्चिम"],
    a: 2,
    x: "West 4; a left turn from west faces south, 3 km; a left turn from south faces east, 4 km. He ends 3 km south of the start.",
    xh: "पश्चिम 4; पश्चिम से बाएँ मुड़ने पर दक्षिण, 3 किमी; दक्षिण से बाएँ मुड़ने पर पूर्व, 4 किमी। वह आरंभ से 3 किमी दक्षिण में है।",
    svg: pathSvg(
      [
        [150, 60],
        [50, 60],
        [50, 135],
        [150, 135],
      ],
      ["4 km", "3 km", "4 km"],
    ),
    alt: "A path from a green start dot: left (west) 4 km, down 3 km, then right 4 km; north points up.",
  },
  {
    en: "Just after sunrise, Ali stands so that his shadow falls to his right. Which way is he facing?",
    hi: "सूर्योदय के ठीक बाद अली इस तरह खड़ा है कि उसकी परछाई उसके दाईं ओर पड़ती है। उसका मुँह किस दिशा में है?",
    o: ["North", "South", "East", "West"],
    oh: ["उत्तर", "दक्षिण", "पूर्व", "पश्चिम"],
    a: 1,
    x: "At sunrise the sun is in the east, so shadows fall to the west. West on his right means he faces south.",
    xh: "सूर्योदय पर सूर्य पूर्व में होता है, इसलिए परछाई पश्चिम में पड़ती है। पश्चिम दाईं ओर हो तो मुँह दक्षिण की ओर है।",
  },
  {
    en: "P is 10 m north of Q, and R is 10 m east of Q. In which direction is P from R?",
    hi: "P, Q से 10 मीटर उत्तर में है और R, Q से 10 मीटर पूर्व में है। R से P किस दिशा में है?",
    o: ["North-east", "North-west", "South-west", "South-east"],
    oh: ["उत्तर-पूर्व", "उत्तर-पश्चिम", "दक्षिण-पश्चिम", "दक्षिण-पूर्व"],
    a: 1,
    x: "From R, P is 10 m west and 10 m north, which is north-west.",
    xh: "R से P, 10 मीटर पश्चिम और 10 मीटर उत्तर में है, अर्थात उत्तर-पश्चिम।",
  },
]);

const syllogismOptions = ["Only I follows", "Only II follows", "Both I and II follow", "Neither follows"];
const syllogismOptionsHi = [
  "केवल I अनुसरण करता है",
  "केवल II अनुसरण करता है",
  "I और II दोनों अनुसरण करते हैं",
  "कोई भी अनुसरण नहीं करता",
];

const syllogisms = written(SUBJECT, "syllogism", "HARD", BANK_AND_SSC, [
  {
    en: "Statements: All pens are books. All books are bags. Conclusions: I. All pens are bags. II. Some bags are pens.",
    hi: "कथन: सभी पेन किताबें हैं। सभी किताबें थैले हैं। निष्कर्ष: I. सभी पेन थैले हैं। II. कुछ थैले पेन हैं।",
    o: syllogismOptions,
    oh: syllogismOptionsHi,
    a: 2,
    x: "Pens lie inside books, which lie inside bags, so all pens are bags; and then some bags are pens.",
    xh: "पेन किताबों में और किताबें थैलों में शामिल हैं, इसलिए सभी पेन थैले हैं; अतः कुछ थैले पेन हैं।",
  },
  {
    en: "Statements: Some cats are dogs. All dogs are birds. Conclusions: I. Some birds are cats. II. All cats are birds.",
    hi: "कथन: कुछ बिल्लियाँ कुत्ते हैं। सभी कुत्ते पक्षी हैं। निष्कर्ष: I. कुछ पक्षी बिल्लियाँ हैं। II. सभी बिल्लियाँ पक्षी हैं।",
    o: syllogismOptions,
    oh: syllogismOptionsHi,
    a: 0,
    x: "The cats that are dogs are birds, so some birds are cats. Nothing is known about the other cats, so II does not follow.",
    xh: "जो बिल्लियाँ कुत्ते हैं वे पक्षी हैं, इसलिए कुछ पक्षी बिल्लियाँ हैं। बाकी बिल्लियों के बारे में कुछ ज्ञात नहीं, अतः II अनुसरण नहीं करता।",
  },
  {
    en: "Statements: No apple is a mango. All mangoes are fruits. Conclusions: I. No apple is a fruit. II. Some fruits are mangoes.",
    hi: "कथन: कोई सेब आम नहीं है। सभी आम फल हैं। निष्कर्ष: I. कोई सेब फल नहीं है। II. कुछ फल आम हैं।",
    o: syllogismOptions,
    oh: syllogismOptionsHi,
    a: 1,
    x: "Apples may still be fruits outside the mangoes, so I does not follow; all mangoes are fruits, so some fruits are mangoes.",
    xh: "सेब आम न होते हुए भी फल हो सकते हैं, इसलिए I अनुसरण नहीं करता; सभी आम फल हैं, इसलिए कुछ फल आम हैं।",
  },
  {
    en: "Statements: All doctors are graduates. Some graduates are singers. Conclusions: I. Some doctors are singers. II. All singers are graduates.",
    hi: "कथन: सभी डॉक्टर स्नातक हैं। कुछ स्नातक गायक हैं। निष्कर्ष: I. कुछ डॉक्टर गायक हैं। II. सभी गायक स्नातक हैं।",
    o: syllogismOptions,
    oh: syllogismOptionsHi,
    a: 3,
    x: "The graduates who sing need not be doctors, and only some graduates are known to be singers, so neither conclusion is certain.",
    xh: "गाने वाले स्नातक डॉक्टर हों, यह आवश्यक नहीं, और केवल कुछ स्नातक गायक ज्ञात हैं, इसलिए कोई निष्कर्ष निश्चित नहीं है।",
  },
  {
    en: "Statements: Some chairs are tables. Some tables are desks. Conclusions: I. Some chairs are desks. II. No chair is a desk.",
    hi: "कथन: कुछ कुर्सियाँ मेज़ हैं। कुछ मेज़ डेस्क हैं। निष्कर्ष: I. कुछ कुर्सियाँ डेस्क हैं। II. कोई कुर्सी डेस्क नहीं है।",
    o: [...syllogismOptions, "Either I or II follows"],
    oh: [...syllogismOptionsHi, "या तो I या II अनुसरण करता है"],
    a: 4,
    x: "Neither is certain alone, but the two cover every case (some chairs are desks, or none is), so exactly one of them holds.",
    xh: "अकेले कोई निश्चित नहीं है, पर दोनों मिलकर हर स्थिति को ढकते हैं (कुछ कुर्सियाँ डेस्क हैं, या कोई नहीं), इसलिए इनमें से एक अवश्य सत्य है।",
  },
  {
    en: "Statements: All roses are flowers. No flower is a stone. Conclusions: I. No rose is a stone. II. Some flowers are roses.",
    hi: "कथन: सभी गुलाब फूल हैं। कोई फूल पत्थर नहीं है। निष्कर्ष: I. कोई गुलाब पत्थर नहीं है। II. कुछ फूल गुलाब हैं।",
    o: syllogismOptions,
    oh: syllogismOptionsHi,
    a: 2,
    x: "Roses lie inside flowers, which share nothing with stones, so no rose is a stone; and some flowers are roses.",
    xh: "गुलाब फूलों में शामिल हैं और फूलों का पत्थरों से कुछ भी साझा नहीं, इसलिए कोई गुलाब पत्थर नहीं है; और कुछ फूल गुलाब हैं।",
  },
]);

const circleNames = ["P", "Q", "R", "S", "T", "U"];

const seating = written(SUBJECT, "seating-arrangement", "MEDIUM", ALL_EXAMS, [
  {
    en: "Five friends sit in a row facing north. A is at the left end, B is immediately to A's right, C is in the middle, and E is not at either end. Who is at the right end?",
    hi: "पाँच मित्र उत्तर की ओर मुँह करके एक पंक्ति में बैठे हैं। A बाएँ छोर पर है, B ठीक A के दाईं ओर है, C बीच में है और E किसी छोर पर नहीं है। दाएँ छोर पर कौन है?",
    o: ["E", "C", "D", "B"],
    a: 2,
    x: "A, B, C take places 1, 2 and 3. E is not at an end, so E is 4th and D 5th, at the right end.",
    xh: "A, B, C स्थान 1, 2 और 3 पर हैं। E छोर पर नहीं है, इसलिए E चौथे और D पाँचवें, यानी दाएँ छोर पर है।",
  },
  {
    en: "Five friends sit in a row facing north. A is at the left end, B is immediately to A's right, C is in the middle, and E is not at either end. Who sits between C and D?",
    hi: "पाँच मित्र उत्तर की ओर मुँह करके एक पंक्ति में बैठे हैं। A बाएँ छोर पर है, B ठीक A के दाईं ओर है, C बीच में है और E किसी छोर पर नहीं है। C और D के बीच कौन बैठा है?",
    o: ["B", "E", "A", "Nobody"],
    oh: ["B", "E", "A", "कोई नहीं"],
    a: 1,
    x: "The order from the left is A, B, C, E, D, so E sits between C and D.",
    xh: "बाएँ से क्रम A, B, C, E, D है, इसलिए C और D के बीच E है।",
  },
  {
    en: "Six people sit around a round table facing the centre, as shown. Who sits immediately to the left of P?",
    hi: "छह लोग चित्र के अनुसार एक गोल मेज़ के चारों ओर केंद्र की ओर मुँह करके बैठे हैं। P के ठीक बाईं ओर कौन बैठा है?",
    o: ["U", "Q", "S", "T"],
    a: 1,
    x: "Facing the centre, a person's left is the next seat clockwise. P is at the bottom; the next seat clockwise is Q.",
    xh: "केंद्र की ओर मुँह होने पर किसी व्यक्ति का बायाँ, घड़ी की दिशा में अगली सीट होती है। P नीचे है; घड़ी की दिशा में अगली सीट Q की है।",
    svg: circleSvg(circleNames),
    alt: "A round table with six seats. Going clockwise from the bottom: P, Q, R, S, T, U.",
  },
  {
    en: "Six people sit around a round table facing the centre, as shown. Who sits directly opposite R?",
    hi: "छह लोग चित्र के अनुसार एक गोल मेज़ के चारों ओर केंद्र की ओर मुँह करके बैठे हैं। R के ठीक सामने कौन बैठा है?",
    o: ["P", "T", "U", "S"],
    a: 2,
    x: "Opposite seats are three places apart: P–S, Q–T and R–U.",
    xh: "आमने-सामने की सीटें तीन स्थान दूर होती हैं: P–S, Q–T और R–U।",
    svg: circleSvg(circleNames),
    alt: "A round table with six seats. Going clockwise from the bottom: P, Q, R, S, T, U.",
  },
  {
    en: "In a row of 20 students, Kavya is 7th from the left. What is her place from the right?",
    hi: "20 विद्यार्थियों की एक पंक्ति में काव्या बाएँ से 7वें स्थान पर है। दाएँ से उसका स्थान क्या है?",
    o: ["13th", "14th", "15th", "12th"],
    oh: ["13वाँ", "14वाँ", "15वाँ", "12वाँ"],
    a: 1,
    x: "Place from the right $= 20 - 7 + 1 = 14$.",
    xh: "दाएँ से स्थान $= 20 - 7 + 1 = 14$।",
  },
  {
    en: "In a queue, Raj is 9th from the front and 12th from the back. How many people are in the queue?",
    hi: "एक कतार में राज आगे से 9वें और पीछे से 12वें स्थान पर है। कतार में कितने लोग हैं?",
    o: ["21", "19", "20", "22"],
    a: 2,
    x: "Raj is counted from both ends: $9 + 12 - 1 = 20$.",
    xh: "राज दोनों ओर से गिना गया है: $9 + 12 - 1 = 20$।",
  },
]);

const analogies = written(SUBJECT, "analogies", "EASY", ALL_EXAMS, [
  {
    en: "Complete the analogy: Doctor : Hospital :: Teacher : ?",
    hi: "सादृश्यता पूरी करें: डॉक्टर : अस्पताल :: शिक्षक : ?",
    o: ["Book", "School", "Student", "Chalk"],
    oh: ["किताब", "विद्यालय", "विद्यार्थी", "चॉक"],
    a: 1,
    x: "A doctor works in a hospital; a teacher works in a school.",
    xh: "डॉक्टर अस्पताल में काम करता है; शिक्षक विद्यालय में।",
  },
  {
    en: "Complete the analogy: 4 : 16 :: 7 : ?",
    hi: "सादृश्यता पूरी करें: 4 : 16 :: 7 : ?",
    o: ["28", "42", "49", "56"],
    a: 2,
    x: "Each number is paired with its square: $4^2 = 16$, $7^2 = 49$.",
    xh: "हर संख्या अपने वर्ग से जुड़ी है: $4^2 = 16$, $7^2 = 49$।",
  },
  {
    en: "Complete the analogy: Pen : Write :: Knife : ?",
    hi: "सादृश्यता पूरी करें: कलम : लिखना :: चाकू : ?",
    o: ["Cut", "Sharp", "Kitchen", "Steel"],
    oh: ["काटना", "धारदार", "रसोई", "स्टील"],
    a: 0,
    x: "A pen is used to write; a knife is used to cut.",
    xh: "कलम से लिखा जाता है; चाकू से काटा जाता है।",
  },
  {
    en: "Complete the analogy: ACE : BDF :: GIK : ?",
    hi: "सादृश्यता पूरी करें: ACE : BDF :: GIK : ?",
    o: ["HIJ", "HJL", "IKM", "FHJ"],
    a: 1,
    x: "Each letter moves one place forward: G→H, I→J, K→L.",
    xh: "हर अक्षर एक स्थान आगे जाता है: G→H, I→J, K→L।",
  },
  {
    en: "Complete the analogy: 3 : 27 :: 5 : ?",
    hi: "सादृश्यता पूरी करें: 3 : 27 :: 5 : ?",
    o: ["25", "75", "100", "125"],
    a: 3,
    x: "Each number is paired with its cube: $3^3 = 27$, $5^3 = 125$.",
    xh: "हर संख्या अपने घन से जुड़ी है: $3^3 = 27$, $5^3 = 125$।",
  },
  {
    en: "Complete the analogy: Bird : Nest :: Bee : ?",
    hi: "सादृश्यता पूरी करें: पक्षी : घोंसला :: मधुमक्खी : ?",
    o: ["Honey", "Flower", "Hive", "Wax"],
    oh: ["शहद", "फूल", "छत्ता", "मोम"],
    a: 2,
    x: "A bird lives in a nest; a bee lives in a hive.",
    xh: "पक्षी घोंसले में रहता है; मधुमक्खी छत्ते में।",
  },
  {
    en: "Complete the analogy: Thermometer : Temperature :: Barometer : ?",
    hi: "सादृश्यता पूरी करें: थर्मामीटर : तापमान :: बैरोमीटर : ?",
    o: ["Humidity", "Rainfall", "Wind speed", "Air pressure"],
    oh: ["आर्द्रता", "वर्षा", "पवन की गति", "वायुदाब"],
    a: 3,
    x: "A thermometer measures temperature; a barometer measures air pressure.",
    xh: "थर्मामीटर तापमान मापता है; बैरोमीटर वायुदाब मापता है।",
  },
  {
    en: "Complete the analogy: Eye : See :: Ear : ?",
    hi: "सादृश्यता पूरी करें: आँख : देखना :: कान : ?",
    o: ["Hear", "Speak", "Smell", "Sound"],
    oh: ["सुनना", "बोलना", "सूँघना", "ध्वनि"],
    a: 0,
    x: "The eye is for seeing; the ear is for hearing.",
    xh: "आँख देखने के लिए है; कान सुनने के लिए।",
  },
]);

const oddOneOut = written(SUBJECT, "odd-one-out", "EASY", ALL_EXAMS, [
  {
    en: "Which number is the odd one out: 23, 29, 35, 41?",
    hi: "विषम संख्या चुनें: 23, 29, 35, 41",
    o: ["23", "29", "35", "41"],
    a: 2,
    x: "23, 29 and 41 are prime; $35 = 5 \\times 7$ is not.",
    xh: "23, 29 और 41 अभाज्य हैं; $35 = 5 \\times 7$ अभाज्य नहीं है।",
  },
  {
    en: "Which is the odd one out: Mercury, Venus, Moon, Mars?",
    hi: "विषम चुनें: बुध, शुक्र, चंद्रमा, मंगल",
    o: ["Mercury", "Venus", "Moon", "Mars"],
    oh: ["बुध", "शुक्र", "चंद्रमा", "मंगल"],
    a: 2,
    x: "Mercury, Venus and Mars are planets; the Moon is Earth's satellite.",
    xh: "बुध, शुक्र और मंगल ग्रह हैं; चंद्रमा पृथ्वी का उपग्रह है।",
  },
  {
    en: "Which number is the odd one out: 121, 144, 169, 180?",
    hi: "विषम संख्या चुनें: 121, 144, 169, 180",
    o: ["121", "144", "169", "180"],
    a: 3,
    x: "$121 = 11^2$, $144 = 12^2$, $169 = 13^2$; 180 is not a perfect square.",
    xh: "$121 = 11^2$, $144 = 12^2$, $169 = 13^2$; 180 पूर्ण वर्ग नहीं है।",
  },
  {
    en: "Which is the odd one out: Triangle, Square, Cube, Pentagon?",
    hi: "विषम चुनें: त्रिभुज, वर्ग, घन, पंचभुज",
    o: ["Triangle", "Square", "Cube", "Pentagon"],
    oh: ["त्रिभुज", "वर्ग", "घन", "पंचभुज"],
    a: 2,
    x: "The others are flat figures; a cube is a solid.",
    xh: "बाकी सभी समतल आकृतियाँ हैं; घन एक ठोस है।",
  },
  {
    en: "Which is the odd one out: Rose, Lotus, Mango, Jasmine?",
    hi: "विषम चुनें: गुलाब, कमल, आम, चमेली",
    o: ["Rose", "Lotus", "Mango", "Jasmine"],
    oh: ["गुलाब", "कमल", "आम", "चमेली"],
    a: 2,
    x: "Rose, lotus and jasmine are flowers; mango is a fruit.",
    xh: "गुलाब, कमल और चमेली फूल हैं; आम एक फल है।",
  },
  {
    en: "Which number is the odd one out: 8, 27, 64, 100, 125?",
    hi: "विषम संख्या चुनें: 8, 27, 64, 100, 125",
    o: ["8", "27", "64", "100", "125"],
    a: 3,
    x: "The others are cubes ($2^3, 3^3, 4^3, 5^3$); 100 is not.",
    xh: "बाकी सभी घन संख्याएँ हैं ($2^3, 3^3, 4^3, 5^3$); 100 नहीं है।",
  },
  {
    en: "Which is the odd one out: Copper, Iron, Wood, Silver?",
    hi: "विषम चुनें: ताँबा, लोहा, लकड़ी, चाँदी",
    o: ["Copper", "Iron", "Wood", "Silver"],
    oh: ["ताँबा", "लोहा", "लकड़ी", "चाँदी"],
    a: 2,
    x: "Copper, iron and silver are metals; wood is not.",
    xh: "ताँबा, लोहा और चाँदी धातुएँ हैं; लकड़ी नहीं।",
  },
  {
    en: "Which is the odd one out: Hockey, Football, Chess, Cricket?",
    hi: "विषम चुनें: हॉकी, फ़ुटबॉल, शतरंज, क्रिकेट",
    o: ["Hockey", "Football", "Chess", "Cricket"],
    oh: ["हॉकी", "फ़ुटबॉल", "शतरंज", "क्रिकेट"],
    a: 2,
    x: "Hockey, football and cricket are team games played on a field; chess is a board game for two.",
    xh: "हॉकी, फ़ुटबॉल और क्रिकेट मैदान पर खेले जाने वाले टीम खेल हैं; शतरंज दो लोगों का बोर्ड खेल है।",
  },
]);

let offset = 0;
export const reasoningQuestions: SeedPracticeQuestion[] = [
  ...Object.values(reasoningFamilies).flatMap((family) => {
    const questions = expand(SUBJECT, family, offset);
    offset += family.params.length;
    return questions;
  }),
  ...bloodRelations,
  ...directions,
  ...syllogisms,
  ...seating,
  ...analogies,
  ...oddOneOut,
];
