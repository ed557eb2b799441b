// Each invoice language's words for numbers, as amount-in-words.ts puts them together with Indian numbering
// (crore, lakh, thousand, hundred). Hindi, Marathi and Bengali name each number below a hundred with its own word;
// Tamil and Telugu build them from tens and units. A hundred, a thousand, a lakh or a crore often changes form when
// more follows (Tamil நூறு, நூற்று; Telugu వేలు, వేల) or counts one differently (Marathi शंभर, but दोनशे).

export type Scale = "hundred" | "thousand" | "lakh" | "crore";

export interface NumberWords {
  /** 0..99 as a number on its own. */
  belowHundred(n: number): string;
  /** `count` (1..99, or more for crores) of a scale, as it reads when `more` words follow. */
  scale(scale: Scale, count: number, more: boolean, words: (n: number) => string): string;
}

const table = (words: string) => words.trim().split(/\s+/);

const ONES = table(`Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen
  Sixteen Seventeen Eighteen Nineteen`);
const TENS = table(`- - Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety`);
const ENGLISH_SCALES = { hundred: "Hundred", thousand: "Thousand", lakh: "Lakh", crore: "Crore" };

export const english: NumberWords = {
  belowHundred: (n) => (n < 20 ? ONES[n] : TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : "")),
  scale: (scale, count, _more, words) => `${words(count)} ${ENGLISH_SCALES[scale]}`,
};

const HINDI = table(`शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस
  बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस
  अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन
  तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर
  बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी
  अट्ठासी नवासी नब्बे इक्यानवे बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे`);
const HINDI_SCALES = { hundred: "सौ", thousand: "हज़ार", lakh: "लाख", crore: "करोड़" };

export const hindi: NumberWords = {
  belowHundred: (n) => HINDI[n],
  scale: (scale, count, _more, words) => `${words(count)} ${HINDI_SCALES[scale]}`,
};

const MARATHI = table(`शून्य एक दोन तीन चार पाच सहा सात आठ नऊ दहा अकरा बारा तेरा चौदा पंधरा सोळा सतरा अठरा एकोणीस
  वीस एकवीस बावीस तेवीस चोवीस पंचवीस सव्वीस सत्तावीस अठ्ठावीस एकोणतीस तीस एकतीस बत्तीस तेहेतीस चौतीस पस्तीस छत्तीस
  सदतीस अडतीस एकोणचाळीस चाळीस एक्केचाळीस बेचाळीस त्रेचाळीस चव्वेचाळीस पंचेचाळीस सेहेचाळीस सत्तेचाळीस अठ्ठेचाळीस
  एकोणपन्नास पन्नास एक्कावन्न बावन्न त्रेपन्न चोपन्न पंचावन्न छप्पन्न सत्तावन्न अठ्ठावन्न एकोणसाठ साठ एकसष्ट बासष्ट
  त्रेसष्ट चौसष्ट पासष्ट सहासष्ट सदुसष्ट अडुसष्ट एकोणसत्तर सत्तर एक्काहत्तर बाहत्तर त्र्याहत्तर चौऱ्याहत्तर पंच्याहत्तर
  शहात्तर सत्त्याहत्तर अठ्ठ्याहत्तर एकोणऐंशी ऐंशी एक्क्याऐंशी ब्याऐंशी त्र्याऐंशी चौऱ्याऐंशी पंच्याऐंशी शहाऐंशी सत्त्याऐंशी
  अठ्ठ्याऐंशी एकोणनव्वद नव्वद एक्क्याण्णव ब्याण्णव त्र्याण्णव चौऱ्याण्णव पंच्याण्णव शहाण्णव सत्त्याण्णव अठ्ठ्याण्णव
  नव्व्याण्णव`);
const MARATHI_SCALES = { thousand: "हजार", lakh: "लाख", crore: "कोटी" };

/** A hundred alone is शंभर; with more after it, and any other count of hundreds, the count takes -शे (एकशे, दोनशे). */
export const marathi: NumberWords = {
  belowHundred: (n) => MARATHI[n],
  scale: (scale, count, more, words) =>
    scale === "hundred"
      ? count === 1 && !more
        ? "शंभर"
        : `${MARATHI[count]}शे`
      : `${words(count)} ${MARATHI_SCALES[scale]}`,
};

const BENGALI = table(`শূন্য এক দুই তিন চার পাঁচ ছয় সাত আট নয় দশ এগারো বারো তেরো চোদ্দ পনেরো ষোলো সতেরো আঠারো
  উনিশ কুড়ি একুশ বাইশ তেইশ চব্বিশ পঁচিশ ছাব্বিশ সাতাশ আঠাশ ঊনত্রিশ ত্রিশ একত্রিশ বত্রিশ তেত্রিশ চৌত্রিশ পঁয়ত্রিশ
  ছত্রিশ সাঁইত্রিশ আটত্রিশ ঊনচল্লিশ চল্লিশ একচল্লিশ বিয়াল্লিশ তেতাল্লিশ চুয়াল্লিশ পঁয়তাল্লিশ ছেচল্লিশ সাতচল্লিশ
  আটচল্লিশ ঊনপঞ্চাশ পঞ্চাশ একান্ন বাহান্ন তিপ্পান্ন চুয়ান্ন পঞ্চান্ন ছাপ্পান্ন সাতান্ন আটান্ন ঊনষাট ষাট একষট্টি বাষট্টি
  তেষট্টি চৌষট্টি পঁয়ষট্টি ছেষট্টি সাতষট্টি আটষট্টি ঊনসত্তর সত্তর একাত্তর বাহাত্তর তিয়াত্তর চুয়াত্তর পঁচাত্তর ছিয়াত্তর
  সাতাত্তর আটাত্তর ঊনআশি আশি একাশি বিরাশি তিরাশি চুরাশি পঁচাশি ছিয়াশি সাতাশি অষ্টআশি ঊননব্বই নব্বই একানব্বই
  বিরানব্বই তিরানব্বই চুরানব্বই পঁচানব্বই ছিয়ানব্বই সাতানব্বই আটানব্বই নিরানব্বই`);
/** শত, not the spoken শো: the formal word that cheques and invoices write. */
const BENGALI_SCALES = { hundred: "শত", thousand: "হাজার", lakh: "লক্ষ", crore: "কোটি" };

export const bengali: NumberWords = {
  belowHundred: (n) => BENGALI[n],
  scale: (scale, count, _more, words) => `${words(count)} ${BENGALI_SCALES[scale]}`,
};

const TAMIL_UNITS = table(`பூஜ்ஜியம் ஒன்று இரண்டு மூன்று நான்கு ஐந்து ஆறு ஏழு எட்டு ஒன்பது பத்து பதினொன்று
  பன்னிரண்டு பதின்மூன்று பதினான்கு பதினைந்து பதினாறு பதினேழு பதினெட்டு பத்தொன்பது`);
/** Tens alone (இருபது) and before units (இருபத்து ஐந்து). */
const TAMIL_TENS = table(`- - இருபது முப்பது நாற்பது ஐம்பது அறுபது எழுபது எண்பது தொண்ணூறு`);
const TAMIL_TENS_ON = table(`- - இருபத்து முப்பத்து நாற்பத்து ஐம்பத்து அறுபத்து எழுபத்து எண்பத்து தொண்ணூற்று`);
const TAMIL_HUNDREDS = table(`- நூறு இருநூறு முன்னூறு நானூறு ஐந்நூறு அறுநூறு எழுநூறு எண்ணூறு தொள்ளாயிரம்`);
const TAMIL_HUNDREDS_ON = table(`- நூற்று இருநூற்று முன்னூற்று நானூற்று ஐந்நூற்று அறுநூற்று எழுநூற்று எண்ணூற்று தொள்ளாயிரத்து`);
/** One to ten thousand are single words (ஆயிரம், இரண்டாயிரம் ... பத்தாயிரம்). */
const TAMIL_THOUSANDS = table(`- ஆயிரம் இரண்டாயிரம் மூவாயிரம் நாலாயிரம் ஐயாயிரம் ஆறாயிரம் ஏழாயிரம் எட்டாயிரம்
  ஒன்பதாயிரம் பத்தாயிரம்`);
const TAMIL_SCALES = { thousand: ["ஆயிரம்", "ஆயிரத்து"], lakh: ["லட்சம்", "லட்சத்து"], crore: ["கோடி", "கோடியே"] };

const tamilBelowHundred = (n: number) =>
  n < 20 ? TAMIL_UNITS[n] : n % 10 ? `${TAMIL_TENS_ON[Math.floor(n / 10)]} ${TAMIL_UNITS[n % 10]}` : TAMIL_TENS[n / 10];

export const tamil: NumberWords = {
  belowHundred: tamilBelowHundred,
  scale: (scale, count, more, words) => {
    if (scale === "hundred") return (more ? TAMIL_HUNDREDS_ON : TAMIL_HUNDREDS)[count];
    if (scale === "thousand" && count <= 10) {
      const word = TAMIL_THOUSANDS[count];
      return more ? `${word.slice(0, -"ம்".length)}த்து` : word;
    }
    // A count ending in one counts as ஒரு before a consonant and ஓர் before a vowel (ஒரு லட்சம், இருபத்து ஓர்
    // ஆயிரம்), eleven as பதினொரு, பதினோர்.
    const vowel = scale === "thousand";
    const counted = words(count)
      .replace(/பதினொன்று$/, vowel ? "பதினோர்" : "பதினொரு")
      .replace(/ஒன்று$/, vowel ? "ஓர்" : "ஒரு");
    return `${counted} ${TAMIL_SCALES[scale][more ? 1 : 0]}`;
  },
};

const TELUGU_UNITS = table(`సున్నా ఒకటి రెండు మూడు నాలుగు ఐదు ఆరు ఏడు ఎనిమిది తొమ్మిది పది పదకొండు పన్నెండు
  పదమూడు పద్నాలుగు పదిహేను పదహారు పదిహేడు పద్దెనిమిది పందొమ్మిది`);
const TELUGU_TENS = table(`- - ఇరవై ముప్పై నలభై యాభై అరవై డెబ్బై ఎనభై తొంభై`);
/** A scale counted once, then more than once: alone and with more after it (వంద, నూట; వందలు, వందల). */
const TELUGU_SCALES = {
  hundred: { one: ["వంద", "నూట"], many: ["వందలు", "వందల"] },
  thousand: { one: ["వెయ్యి", "వెయ్యి"], many: ["వేలు", "వేల"] },
  lakh: { one: ["ఒక లక్ష", "ఒక లక్ష"], many: ["లక్షలు", "లక్షల"] },
  crore: { one: ["ఒక కోటి", "ఒక కోటి"], many: ["కోట్లు", "కోట్ల"] },
};

export const telugu: NumberWords = {
  belowHundred: (n) =>
    n < 20 ? TELUGU_UNITS[n] : TELUGU_TENS[Math.floor(n / 10)] + (n % 10 ? ` ${TELUGU_UNITS[n % 10]}` : ""),
  scale: (scale, count, more, words) => {
    const forms = TELUGU_SCALES[scale];
    if (count === 1) return forms.one[more ? 1 : 0];
    // A count ending in one counts as ఒక (ఇరవై ఒక వేలు).
    return `${words(count).replace(/ఒకటి$/, "ఒక")} ${forms.many[more ? 1 : 0]}`;
  },
};
