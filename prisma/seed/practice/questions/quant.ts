// Quantitative Aptitude, generated from parameters: each family computes its answer and the usual mistakes as
// options, in English and Hindi, with the working as the explanation. quant.test.ts recomputes every answer.
import type { SeedPracticeQuestion } from "../types.ts";
import { ALL_EXAMS, BANK_AND_SSC, choices, expand, num, rupees, type Family } from "../build.ts";

const pct = (n: number) => `${num(n)}%`;
const days = (n: number) => `${num(n)} days`;
const dinHi = (n: number) => `${num(n)} दिन`;
const hours = (n: number) => `${num(n)} hours`;
const ghanteHi = (n: number) => `${num(n)} घंटे`;

// ---- Percentages ----
const percentOf: Family<[number, number]> = {
  topic: "percentages",
  subtopic: "Percent of a number",
  difficulty: "EASY",
  exams: BANK_AND_SSC,
  params: [
    [15, 240],
    [35, 620],
    [12.5, 480],
    [8, 1250],
    [45, 360],
    [62.5, 96],
  ],
  make: ([p, n], slot) => {
    const answer = (p * n) / 100;
    return {
      textEn: `What is ${p}% of ${n}?`,
      textHi: `${n} का ${p}% कितना है?`,
      ...choices(answer, [(n * 100) / p / 10, answer * 10, answer + p, (p * n) / 1000], slot, num),
      explanationEn: `$\\frac{${p}}{100} \\times ${n} = ${num(answer)}$.`,
      explanationHi: `$\\frac{${p}}{100} \\times ${n} = ${num(answer)}$।`,
    };
  },
  check: ([p, n]) => num((n / 100) * p),
};

const successive: Family<[number, number]> = {
  topic: "percentages",
  subtopic: "Successive change",
  difficulty: "MEDIUM",
  exams: ALL_EXAMS,
  params: [
    [20, 10],
    [10, 20],
    [25, 20],
    [30, 10],
    [50, 40],
    [40, 25],
  ],
  make: ([up, down], slot) => {
    const net = up - down - (up * down) / 100;
    const words = (n: number) => (n >= 0 ? `${num(n)}% increase` : `${num(-n)}% decrease`);
    const wordsHi = (n: number) => (n >= 0 ? `${num(n)}% वृद्धि` : `${num(-n)}% कमी`);
    // Negative values are encoded as themselves; options are signed, so the helper's positivity filter is bypassed.
    const values = [net, up - down, -(up - down) === net ? up + down : -(up - down), net === 0 ? 1 : -net];
    const unique = [...new Set(values.map((v) => Math.round(v * 100) / 100))];
    while (unique.length < 4) unique.push(unique[unique.length - 1] + 1);
    const wrong = unique.filter((v) => v !== Math.round(net * 100) / 100).slice(0, 3);
    const options = [...wrong];
    options.splice(slot % 4, 0, Math.round(net * 100) / 100);
    return {
      textEn: `A price is first increased by ${up}% and then decreased by ${down}%. What is the net change?`,
      textHi: `किसी मूल्य में पहले ${up}% की वृद्धि और फिर ${down}% की कमी की जाती है। कुल परिवर्तन कितना है?`,
      optionsEn: options.map(words),
      optionsHi: options.map(wordsHi),
      correctIndex: slot % 4,
      explanationEn: `Net change $= a - b - \\frac{ab}{100} = ${up} - ${down} - \\frac{${up} \\times ${down}}{100} = ${num(net)}\\%$, so ${words(net)}.`,
      explanationHi: `कुल परिवर्तन $= a - b - \\frac{ab}{100} = ${up} - ${down} - \\frac{${up} \\times ${down}}{100} = ${num(net)}\\%$, अर्थात ${wordsHi(net)}।`,
    };
  },
  check: ([up, down]) => {
    const after = 100 * (1 + up / 100) * (1 - down / 100);
    const net = Math.round((after - 100) * 100) / 100;
    return net >= 0 ? `${num(net)}% increase` : `${num(-net)}% decrease`;
  },
};

const moreLess: Family<[number]> = {
  topic: "percentages",
  subtopic: "More than, less than",
  difficulty: "HARD",
  exams: BANK_AND_SSC,
  params: [[25], [100], [300], [150], [400], [900]],
  make: ([x], slot) => {
    const answer = (x / (100 + x)) * 100;
    return {
      textEn: `Asha's salary is ${x}% more than Bina's. By what percent is Bina's salary less than Asha's?`,
      textHi: `आशा का वेतन बीना के वेतन से ${x}% अधिक है। बीना का वेतन आशा के वेतन से कितने प्रतिशत कम है?`,
      ...choices(answer, [x, 100 - answer / 2, answer + 5], slot, pct, pct, 5),
      explanationEn: `Take Bina's salary as 100; Asha's is ${100 + x}. Bina's is less by $\\frac{${x}}{${100 + x}} \\times 100 = ${num(answer)}\\%$.`,
      explanationHi: `बीना का वेतन 100 मानें; आशा का ${100 + x} होगा। बीना का वेतन $\\frac{${x}}{${100 + x}} \\times 100 = ${num(answer)}\\%$ कम है।`,
    };
  },
  check: ([x]) => {
    const bina = 1000;
    const asha = bina + (bina * x) / 100;
    return pct(((asha - bina) / asha) * 100);
  },
};

// ---- Profit and loss ----
const sellingPrice: Family<[number, number]> = {
  topic: "profit-and-loss",
  subtopic: "Selling price",
  difficulty: "EASY",
  exams: BANK_AND_SSC,
  params: [
    [800, 15],
    [1200, 20],
    [450, 12],
    [2500, 8],
    [640, 25],
  ],
  make: ([cp, p], slot) => {
    const answer = cp + (cp * p) / 100;
    return {
      textEn: `A shopkeeper buys a fan for ${rupees(cp)} and sells it at a profit of ${p}%. What is the selling price?`,
      textHi: `एक दुकानदार ${rupees(cp)} में एक पंखा खरीदता है और उसे ${p}% लाभ पर बेचता है। विक्रय मूल्य कितना है?`,
      ...choices(answer, [cp - (cp * p) / 100, cp + p, (cp * p) / 100, cp / (1 - p / 100)], slot, rupees, rupees, 10),
      explanationEn: `$SP = CP \\times \\frac{100 + ${p}}{100} = ${cp} \\times \\frac{${100 + p}}{100} = ${num(answer)}$.`,
      explanationHi: `$\\text{विक्रय मूल्य} = ${cp} \\times \\frac{${100 + p}}{100} = ${num(answer)}$।`,
    };
  },
  check: ([cp, p]) => rupees((cp * (100 + p)) / 100),
};

const profitPercent: Family<[number, number]> = {
  topic: "profit-and-loss",
  subtopic: "Profit or loss percent",
  difficulty: "EASY",
  exams: ALL_EXAMS,
  params: [
    [400, 500],
    [250, 300],
    [1600, 1400],
    [750, 600],
    [1200, 1500],
  ],
  make: ([cp, sp], slot) => {
    const answer = (Math.abs(sp - cp) / cp) * 100;
    const kind = sp > cp ? "profit" : "loss";
    const kindHi = sp > cp ? "लाभ" : "हानि";
    return {
      textEn: `An article bought for ${rupees(cp)} is sold for ${rupees(sp)}. What is the ${kind} percent?`,
      textHi: `${rupees(cp)} में खरीदी गई एक वस्तु ${rupees(sp)} में बेची जाती है। ${kindHi} प्रतिशत कितना है?`,
      ...choices(answer, [(Math.abs(sp - cp) / sp) * 100, Math.abs(sp - cp) / 10, answer + 5], slot, pct, pct, 5),
      explanationEn: `The ${kind} is ${rupees(Math.abs(sp - cp))}; as a percent of the cost price, $\\frac{${Math.abs(sp - cp)}}{${cp}} \\times 100 = ${num(answer)}\\%$.`,
      explanationHi: `${kindHi} ${rupees(Math.abs(sp - cp))} है; क्रय मूल्य के प्रतिशत के रूप में $\\frac{${Math.abs(sp - cp)}}{${cp}} \\times 100 = ${num(answer)}\\%$।`,
    };
  },
  check: ([cp, sp]) => pct(((sp > cp ? sp - cp : cp - sp) * 100) / cp),
};

const discountCost: Family<[number, number, number]> = {
  topic: "profit-and-loss",
  subtopic: "Discount and marked price",
  difficulty: "HARD",
  exams: ["SSC CGL", "IBPS PO", "Campus placement"],
  params: [
    [1500, 20, 20],
    [2000, 10, 20],
    [880, 25, 10],
    [1200, 10, 8],
    [3000, 12, 10],
  ],
  make: ([mp, d, p], slot) => {
    const sp = (mp * (100 - d)) / 100;
    const answer = (sp * 100) / (100 + p);
    return {
      textEn: `A shirt is marked at ${rupees(mp)}. After a discount of ${d}%, the seller still makes a profit of ${p}%. What did the shirt cost the seller?`,
      textHi: `एक कमीज़ का अंकित मूल्य ${rupees(mp)} है। ${d}% छूट देने के बाद भी विक्रेता को ${p}% लाभ होता है। विक्रेता ने कमीज़ कितने में खरीदी थी?`,
      ...choices(answer, [(sp * (100 - p)) / 100, sp, (mp * (100 - d - p)) / 100], slot, rupees, rupees, 10),
      explanationEn: `Selling price $= ${mp} \\times \\frac{${100 - d}}{100} = ${num(sp)}$. Cost $= ${num(sp)} \\times \\frac{100}{${100 + p}} = ${num(answer)}$.`,
      explanationHi: `विक्रय मूल्य $= ${mp} \\times \\frac{${100 - d}}{100} = ${num(sp)}$। क्रय मूल्य $= ${num(sp)} \\times \\frac{100}{${100 + p}} = ${num(answer)}$।`,
    };
  },
  check: ([mp, d, p]) => {
    // Search the whole rupees for the cost whose p% profit gives the discounted price.
    const sp = mp - (mp * d) / 100;
    for (let cost = 1; cost <= mp; cost++) if (cost * (100 + p) === sp * 100) return rupees(cost);
    return "none";
  },
};

// ---- Time and work ----
const together: Family<[number, number]> = {
  topic: "time-and-work",
  subtopic: "Working together",
  difficulty: "EASY",
  exams: ALL_EXAMS,
  params: [
    [12, 24],
    [10, 15],
    [20, 30],
    [6, 12],
    [15, 30],
    [12, 36],
    [20, 60],
    [28, 21],
  ],
  make: ([a, b], slot) => {
    const answer = (a * b) / (a + b);
    return {
      textEn: `Ravi can finish a job in ${a} days and Sunil in ${b} days. Working together, in how many days will they finish it?`,
      textHi: `रवि एक काम ${a} दिनों में और सुनील ${b} दिनों में पूरा कर सकता है। दोनों मिलकर वह काम कितने दिनों में पूरा करेंगे?`,
      ...choices(answer, [(a + b) / 2, a + b, Math.abs(b - a)], slot, days, dinHi),
      explanationEn: `In one day they do $\\frac{1}{${a}} + \\frac{1}{${b}} = \\frac{${a + b}}{${a * b}}$ of the job, so they need $\\frac{${a * b}}{${a + b}} = ${num(answer)}$ days.`,
      explanationHi: `एक दिन में वे $\\frac{1}{${a}} + \\frac{1}{${b}} = \\frac{${a + b}}{${a * b}}$ काम करते हैं, इसलिए $\\frac{${a * b}}{${a + b}} = ${num(answer)}$ दिन लगेंगे।`,
    };
  },
  check: ([a, b]) => {
    // The job as a*b units: count whole days until it is done.
    const units = a * b;
    let done = 0;
    let day = 0;
    while (done < units) {
      done += b + a;
      day++;
    }
    return days(day);
  },
};

const pipes: Family<[number, number]> = {
  topic: "time-and-work",
  subtopic: "Pipes and cisterns",
  difficulty: "MEDIUM",
  exams: ["SSC CGL", "SSC CHSL", "RRB NTPC", "SBI Clerk"],
  params: [
    [4, 6],
    [3, 4],
    [6, 10],
    [8, 12],
    [10, 15],
    [12, 20],
    [4, 12],
  ],
  make: ([fill, empty], slot) => {
    const answer = (fill * empty) / (empty - fill);
    return {
      textEn: `A pipe fills a tank in ${fill} hours and a drain empties the full tank in ${empty} hours. With both open, how long does the empty tank take to fill?`,
      textHi: `एक नल किसी टंकी को ${fill} घंटे में भरता है और एक निकास पाइप भरी टंकी को ${empty} घंटे में खाली करता है। दोनों खुले हों तो खाली टंकी कितने समय में भरेगी?`,
      ...choices(answer, [(fill * empty) / (fill + empty), empty - fill, fill + empty], slot, hours, ghanteHi),
      explanationEn: `Each hour the tank gains $\\frac{1}{${fill}} - \\frac{1}{${empty}} = \\frac{${empty - fill}}{${fill * empty}}$, so it fills in $\\frac{${fill * empty}}{${empty - fill}} = ${num(answer)}$ hours.`,
      explanationHi: `हर घंटे टंकी का $\\frac{1}{${fill}} - \\frac{1}{${empty}} = \\frac{${empty - fill}}{${fill * empty}}$ भाग भरता है, इसलिए यह $\\frac{${fill * empty}}{${empty - fill}} = ${num(answer)}$ घंटे में भरेगी।`,
    };
  },
  check: ([fill, empty]) => {
    const capacity = fill * empty;
    let level = 0;
    let hour = 0;
    while (level < capacity) {
      level += empty - fill;
      hour++;
    }
    return hours(hour);
  },
};

// ---- Speed, time and distance ----
const trainPole: Family<[number, number]> = {
  topic: "speed-and-distance",
  subtopic: "Trains",
  difficulty: "MEDIUM",
  exams: ["SSC CGL", "SSC CHSL", "RRB NTPC"],
  params: [
    [150, 54],
    [200, 72],
    [240, 36],
    [360, 108],
    [120, 90],
    [300, 54],
  ],
  make: ([length, kmh], slot) => {
    const ms = (kmh * 5) / 18;
    const answer = length / ms;
    const sec = (n: number) => `${num(n)} seconds`;
    const secHi = (n: number) => `${num(n)} सेकंड`;
    return {
      textEn: `A train ${length} m long runs at ${kmh} km/h. How long does it take to pass a signal pole?`,
      textHi: `${length} मीटर लंबी एक रेलगाड़ी ${kmh} किमी/घंटा की चाल से चल रही है। वह एक सिग्नल खंभे को कितने समय में पार करेगी?`,
      ...choices(answer, [length / kmh, (length * 18) / (kmh * 10), answer * 2], slot, sec, secHi),
      explanationEn: `$${kmh}$ km/h $= ${kmh} \\times \\frac{5}{18} = ${num(ms)}$ m/s. Time $= \\frac{${length}}{${num(ms)}} = ${num(answer)}$ s.`,
      explanationHi: `$${kmh}$ किमी/घंटा $= ${kmh} \\times \\frac{5}{18} = ${num(ms)}$ मी/से। समय $= \\frac{${length}}{${num(ms)}} = ${num(answer)}$ सेकंड।`,
    };
  },
  check: ([length, kmh]) => `${num((length * 3600) / (kmh * 1000))} seconds`,
};

const averageSpeed: Family<[number, number]> = {
  topic: "speed-and-distance",
  subtopic: "Average speed",
  difficulty: "MEDIUM",
  exams: ALL_EXAMS,
  params: [
    [40, 60],
    [30, 60],
    [20, 30],
    [60, 90],
    [45, 90],
    [36, 45],
  ],
  make: ([u, v], slot) => {
    const answer = (2 * u * v) / (u + v);
    const kmh = (n: number) => `${num(n)} km/h`;
    const kmhHi = (n: number) => `${num(n)} किमी/घंटा`;
    return {
      textEn: `A bus goes from town P to town Q at ${u} km/h and returns at ${v} km/h. What is its average speed for the round trip?`,
      textHi: `एक बस कस्बे P से Q तक ${u} किमी/घंटा की चाल से जाती है और ${v} किमी/घंटा की चाल से लौटती है। पूरी यात्रा की औसत चाल कितनी है?`,
      ...choices(answer, [(u + v) / 2, v - u, (u + v) / 2 + 2], slot, kmh, kmhHi),
      explanationEn: `For equal distances the average speed is $\\frac{2uv}{u + v} = \\frac{2 \\times ${u} \\times ${v}}{${u + v}} = ${num(answer)}$ km/h, not the plain mean.`,
      explanationHi: `समान दूरियों के लिए औसत चाल $\\frac{2uv}{u + v} = \\frac{2 \\times ${u} \\times ${v}}{${u + v}} = ${num(answer)}$ किमी/घंटा होती है, साधारण औसत नहीं।`,
    };
  },
  check: ([u, v]) => {
    const distance = u * v; // any common distance
    return `${num((2 * distance) / (distance / u + distance / v))} km/h`;
  },
};

const meeting: Family<[number, number, number]> = {
  topic: "speed-and-distance",
  subtopic: "Relative speed",
  difficulty: "EASY",
  exams: BANK_AND_SSC,
  params: [
    [300, 40, 60],
    [390, 35, 30],
    [495, 45, 65],
    [280, 30, 40],
  ],
  make: ([d, a, b], slot) => {
    const answer = d / (a + b);
    return {
      textEn: `Two cars start at the same time from cities ${d} km apart and drive towards each other at ${a} km/h and ${b} km/h. After how many hours do they meet?`,
      textHi: `${d} किमी दूर दो शहरों से दो कारें एक साथ एक-दूसरे की ओर ${a} किमी/घंटा और ${b} किमी/घंटा की चाल से चलती हैं। वे कितने घंटे बाद मिलेंगी?`,
      ...choices(answer, [d / (b - a), d / a, d / b], slot, hours, ghanteHi),
      explanationEn: `Moving towards each other, they close the gap at ${a} + ${b} = ${a + b} km/h, so they meet after $\\frac{${d}}{${a + b}} = ${num(answer)}$ hours.`,
      explanationHi: `एक-दूसरे की ओर चलते हुए दूरी ${a} + ${b} = ${a + b} किमी/घंटा से घटती है, इसलिए वे $\\frac{${d}}{${a + b}} = ${num(answer)}$ घंटे बाद मिलेंगी।`,
    };
  },
  check: ([d, a, b]) => {
    let t = 0;
    while (a * t + b * t < d) t += 0.25;
    return hours(t);
  },
};

// ---- Simple and compound interest ----
const simpleInterest: Family<[number, number, number]> = {
  topic: "interest",
  subtopic: "Simple interest",
  difficulty: "EASY",
  exams: BANK_AND_SSC,
  params: [
    [5000, 8, 3],
    [12000, 6, 2],
    [7500, 10, 4],
    [20000, 7, 5],
    [4000, 9, 2],
  ],
  make: ([p, r, t], slot) => {
    const answer = (p * r * t) / 100;
    return {
      textEn: `What is the simple interest on ${rupees(p)} at ${r}% a year for ${t} years?`,
      textHi: `${rupees(p)} पर ${r}% वार्षिक दर से ${t} वर्ष का साधारण ब्याज कितना होगा?`,
      ...choices(answer, [(p * r) / 100, p + answer, (p * r * (t + 1)) / 100], slot, rupees, rupees, 100),
      explanationEn: `$SI = \\frac{P \\times R \\times T}{100} = \\frac{${p} \\times ${r} \\times ${t}}{100} = ${num(answer)}$.`,
      explanationHi: `$\\text{साधारण ब्याज} = \\frac{${p} \\times ${r} \\times ${t}}{100} = ${num(answer)}$।`,
    };
  },
  check: ([p, r, t]) => {
    let interest = 0;
    for (let year = 0; year < t; year++) interest += (p * r) / 100;
    return rupees(interest);
  },
};

const compoundInterest: Family<[number, number]> = {
  topic: "interest",
  subtopic: "Compound interest",
  difficulty: "MEDIUM",
  exams: BANK_AND_SSC,
  params: [
    [10000, 10],
    [5000, 20],
    [8000, 5],
    [20000, 10],
    [12500, 4],
  ],
  make: ([p, r], slot) => {
    const amount = p * (1 + r / 100) ** 2;
    const answer = Math.round((amount - p) * 100) / 100;
    return {
      textEn: `What is the compound interest on ${rupees(p)} at ${r}% a year for 2 years, compounded yearly?`,
      textHi: `${rupees(p)} पर ${r}% वार्षिक दर से 2 वर्ष का चक्रवृद्धि ब्याज (वार्षिक संयोजन) कितना होगा?`,
      ...choices(answer, [(2 * p * r) / 100, Math.round(amount), (p * r) / 100], slot, rupees, rupees, 10),
      explanationEn: `$A = P\\left(1 + \\frac{R}{100}\\right)^2 = ${p} \\times \\left(\\frac{${100 + r}}{100}\\right)^2 = ${num(amount)}$, so $CI = ${num(amount)} - ${p} = ${num(answer)}$.`,
      explanationHi: `$\\text{मिश्रधन} = ${p} \\times \\left(\\frac{${100 + r}}{100}\\right)^2 = ${num(amount)}$, इसलिए चक्रवृद्धि ब्याज $= ${num(amount)} - ${p} = ${num(answer)}$।`,
    };
  },
  check: ([p, r]) => {
    let balance = p;
    for (let year = 0; year < 2; year++) balance += (balance * r) / 100;
    return rupees(Math.round((balance - p) * 100) / 100);
  },
};

const ciMinusSi: Family<[number, number]> = {
  topic: "interest",
  subtopic: "Compound minus simple",
  difficulty: "HARD",
  exams: ["SSC CGL", "IBPS PO", "SBI Clerk"],
  params: [
    [10000, 5],
    [15000, 10],
    [25000, 4],
    [8000, 15],
  ],
  make: ([p, r], slot) => {
    const answer = (p * r * r) / 10000;
    return {
      textEn: `On ${rupees(p)} at ${r}% a year for 2 years, by how much does compound interest exceed simple interest?`,
      textHi: `${rupees(p)} पर ${r}% वार्षिक दर से 2 वर्ष में चक्रवृद्धि ब्याज साधारण ब्याज से कितना अधिक होगा?`,
      ...choices(answer, [(p * r) / 100, (2 * p * r * r) / 10000, (p * r) / 1000], slot, rupees, rupees, 5),
      explanationEn: `For 2 years the difference is $P\\left(\\frac{R}{100}\\right)^2 = ${p} \\times \\left(\\frac{${r}}{100}\\right)^2 = ${num(answer)}$: the interest earned on the first year's interest.`,
      explanationHi: `2 वर्ष के लिए अंतर $P\\left(\\frac{R}{100}\\right)^2 = ${p} \\times \\left(\\frac{${r}}{100}\\right)^2 = ${num(answer)}$ होता है: पहले वर्ष के ब्याज पर मिला ब्याज।`,
    };
  },
  check: ([p, r]) => {
    const ci = p * (1 + r / 100) * (1 + r / 100) - p;
    const si = (2 * p * r) / 100;
    return rupees(Math.round((ci - si) * 100) / 100);
  },
};

// ---- Ratio ----
const share: Family<[number, number, number, number]> = {
  topic: "ratio",
  subtopic: "Dividing in a ratio",
  difficulty: "EASY",
  exams: ALL_EXAMS,
  params: [
    [1800, 2, 3, 4],
    [4500, 1, 2, 6],
    [2400, 3, 4, 5],
    [6300, 2, 5, 7],
    [960, 1, 3, 4],
  ],
  make: ([total, a, b, c], slot) => {
    const answer = (total * c) / (a + b + c);
    return {
      textEn: `${rupees(total)} is shared among Anu, Bela and Chitra in the ratio ${a}:${b}:${c}. How much does Chitra get?`,
      textHi: `${rupees(total)} को अनु, बेला और चित्रा में ${a}:${b}:${c} के अनुपात में बाँटा जाता है। चित्रा को कितने मिलेंगे?`,
      ...choices(answer, [(total * a) / (a + b + c), (total * b) / (a + b + c), total / c], slot, rupees, rupees, 50),
      explanationEn: `Chitra's share $= \\frac{${c}}{${a} + ${b} + ${c}} \\times ${total} = ${num(answer)}$.`,
      explanationHi: `चित्रा का हिस्सा $= \\frac{${c}}{${a} + ${b} + ${c}} \\times ${total} = ${num(answer)}$।`,
    };
  },
  check: ([total, a, b, c]) => {
    const unit = total / (a + b + c);
    return rupees(unit * c);
  },
};

const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));

const chainRatio: Family<[number, number, number, number]> = {
  topic: "ratio",
  subtopic: "Combining ratios",
  difficulty: "MEDIUM",
  exams: BANK_AND_SSC,
  params: [
    [2, 3, 4, 5],
    [3, 4, 6, 7],
    [5, 6, 3, 4],
    [4, 5, 2, 3],
    [7, 8, 4, 9],
  ],
  make: ([a, b, c, d], slot) => {
    const g = gcd(a * c, b * d);
    const answer = [(a * c) / g, (b * d) / g];
    const candidates = [answer, [a, d], [a * d, b * c].map((n) => n / gcd(a * d, b * c)), [c, b], [a + c, b + d]];
    const seen = new Set<string>();
    const options = candidates
      .map(([x, y]) => `${x}:${y}`)
      .filter((text) => !seen.has(text) && seen.add(text))
      .slice(0, 4);
    const [right, ...wrong] = options;
    wrong.splice(slot % 4, 0, right);
    return {
      textEn: `If $A:B = ${a}:${b}$ and $B:C = ${c}:${d}$, what is $A:C$?`,
      textHi: `यदि $A:B = ${a}:${b}$ और $B:C = ${c}:${d}$ है, तो $A:C$ क्या है?`,
      optionsEn: wrong,
      optionsHi: wrong,
      correctIndex: slot % 4,
      explanationEn: `$\\frac{A}{C} = \\frac{A}{B} \\times \\frac{B}{C} = \\frac{${a}}{${b}} \\times \\frac{${c}}{${d}} = \\frac{${a * c}}{${b * d}}$, which is ${answer[0]}:${answer[1]}.`,
      explanationHi: `$\\frac{A}{C} = \\frac{A}{B} \\times \\frac{B}{C} = \\frac{${a}}{${b}} \\times \\frac{${c}}{${d}} = \\frac{${a * c}}{${b * d}}$, अर्थात ${answer[0]}:${answer[1]}।`,
    };
  },
  check: ([a, b, c, d]) => {
    // Scale so B is the same in both ratios, then reduce by trial division.
    let x = a * c;
    let y = b * d;
    for (let k = Math.min(x, y); k > 1; k--)
      if (x % k === 0 && y % k === 0) {
        x /= k;
        y /= k;
      }
    return `${x}:${y}`;
  },
};

// ---- Averages ----
const meanOf: Family<number[]> = {
  topic: "averages",
  subtopic: "Mean",
  difficulty: "EASY",
  exams: ALL_EXAMS,
  params: [
    [12, 18, 25, 31, 44],
    [56, 64, 72, 80, 88],
    [7, 14, 21, 28, 35, 45],
    [103, 97, 110, 90],
    [15, 25, 35, 45, 55, 65],
  ],
  make: (values, slot) => {
    const sum = values.reduce((total, v) => total + v, 0);
    const answer = sum / values.length;
    return {
      textEn: `What is the average of ${values.join(", ")}?`,
      textHi: `${values.join(", ")} का औसत कितना है?`,
      ...choices(answer, [sum / (values.length - 1), values[Math.floor(values.length / 2)], answer + 2], slot, num),
      explanationEn: `Sum $= ${sum}$ over ${values.length} numbers: $\\frac{${sum}}{${values.length}} = ${num(answer)}$.`,
      explanationHi: `योग $= ${sum}$, संख्याएँ ${values.length}: $\\frac{${sum}}{${values.length}} = ${num(answer)}$।`,
    };
  },
  check: (values) => {
    let mean = 0;
    values.forEach((v, i) => (mean += (v - mean) / (i + 1)));
    return num(Math.round(mean * 100) / 100);
  },
};

const newMember: Family<[number, number, number]> = {
  topic: "averages",
  subtopic: "Adding a value",
  difficulty: "MEDIUM",
  exams: BANK_AND_SSC,
  params: [
    [10, 24, 25],
    [15, 40, 41],
    [8, 52, 50],
    [20, 35, 36],
    [11, 60, 58],
  ],
  make: ([n, before, after], slot) => {
    const answer = (n + 1) * after - n * before;
    const yrs = (v: number) => `${num(v)} years`;
    const yrsHi = (v: number) => `${num(v)} वर्ष`;
    return {
      textEn: `The average age of ${n} players is ${before} years. When the coach joins them, the average becomes ${after} years. How old is the coach?`,
      textHi: `${n} खिलाड़ियों की औसत आयु ${before} वर्ष है। प्रशिक्षक के शामिल होने पर औसत ${after} वर्ष हो जाता है। प्रशिक्षक की आयु कितनी है?`,
      ...choices(answer, [after + (after - before), n * after - n * before, answer + n], slot, yrs, yrsHi),
      explanationEn: `Total before $= ${n} \\times ${before} = ${n * before}$; total after $= ${n + 1} \\times ${after} = ${(n + 1) * after}$. Coach $= ${(n + 1) * after} - ${n * before} = ${answer}$.`,
      explanationHi: `पहले कुल $= ${n} \\times ${before} = ${n * before}$; बाद में कुल $= ${n + 1} \\times ${after} = ${(n + 1) * after}$। प्रशिक्षक $= ${(n + 1) * after} - ${n * before} = ${answer}$।`,
    };
  },
  check: ([n, before, after]) => `${after + n * (after - before)} years`,
};

// ---- Number system ----
const lcmOf: Family<[number, number]> = {
  topic: "number-system",
  subtopic: "LCM and HCF",
  difficulty: "EASY",
  exams: ALL_EXAMS,
  params: [
    [12, 18],
    [15, 25],
    [24, 36],
    [14, 21],
    [16, 40],
    [27, 45],
  ],
  make: ([a, b], slot) => {
    const h = gcd(a, b);
    const answer = (a * b) / h;
    return {
      textEn: `What is the least common multiple of ${a} and ${b}?`,
      textHi: `${a} और ${b} का लघुत्तम समापवर्त्य (LCM) क्या है?`,
      ...choices(answer, [a * b, h, answer * 2], slot, num),
      explanationEn: `HCF$(${a}, ${b}) = ${h}$, so LCM $= \\frac{${a} \\times ${b}}{${h}} = ${answer}$.`,
      explanationHi: `महत्तम समापवर्तक $(${a}, ${b}) = ${h}$, इसलिए LCM $= \\frac{${a} \\times ${b}}{${h}} = ${answer}$।`,
    };
  },
  check: ([a, b]) => {
    let m = Math.max(a, b);
    while (m % a !== 0 || m % b !== 0) m++;
    return String(m);
  },
};

const unitDigit: Family<[number, number]> = {
  topic: "number-system",
  subtopic: "Unit digit",
  difficulty: "HARD",
  exams: ["SSC CGL", "SSC CHSL", "RRB NTPC", "Campus placement"],
  params: [
    [7, 23],
    [3, 42],
    [2, 51],
    [8, 34],
    [9, 77],
  ],
  make: ([base, power], slot) => {
    const cycle: number[] = [];
    let digit = base % 10;
    while (!cycle.includes(digit)) {
      cycle.push(digit);
      digit = (digit * base) % 10;
    }
    const answer = cycle[(power - 1) % cycle.length];
    const others = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== answer && cycle.includes(d));
    const mistakes = [...others, (answer + 5) % 10, (answer + 2) % 10, (answer + 4) % 10].filter((d) => d !== 0);
    return {
      textEn: `What is the unit digit of $${base}^{${power}}$?`,
      textHi: `$${base}^{${power}}$ का इकाई अंक क्या है?`,
      ...choices(answer, mistakes, slot, num),
      explanationEn: `Unit digits of powers of ${base} repeat every ${cycle.length}: ${cycle.join(", ")}. As $${power} = ${cycle.length} \\times ${Math.floor((power - 1) / cycle.length)} + ${((power - 1) % cycle.length) + 1}$, the unit digit is ${answer}.`,
      explanationHi: `${base} की घातों के इकाई अंक हर ${cycle.length} पर दोहराते हैं: ${cycle.join(", ")}। चूँकि $${power} = ${cycle.length} \\times ${Math.floor((power - 1) / cycle.length)} + ${((power - 1) % cycle.length) + 1}$, इकाई अंक ${answer} है।`,
    };
  },
  check: ([base, power]) => String(Number(BigInt(base) ** BigInt(power) % 10n)),
};

const sumToN: Family<[number]> = {
  topic: "number-system",
  subtopic: "Series sums",
  difficulty: "EASY",
  exams: BANK_AND_SSC,
  params: [[50], [80], [120], [25], [64]],
  make: ([n], slot) => {
    const answer = (n * (n + 1)) / 2;
    return {
      textEn: `What is $1 + 2 + 3 + \\dots + ${n}$?`,
      textHi: `$1 + 2 + 3 + \\dots + ${n}$ का योग कितना है?`,
      ...choices(answer, [n * n, (n * (n - 1)) / 2, answer + n + 1], slot, num),
      explanationEn: `$\\frac{n(n + 1)}{2} = \\frac{${n} \\times ${n + 1}}{2} = ${answer}$.`,
      explanationHi: `$\\frac{n(n + 1)}{2} = \\frac{${n} \\times ${n + 1}}{2} = ${answer}$।`,
    };
  },
  check: ([n]) => {
    let sum = 0;
    for (let i = 1; i <= n; i++) sum += i;
    return String(sum);
  },
};

// ---- Algebra ----
const reciprocalSquare: Family<[number]> = {
  topic: "algebra",
  subtopic: "Identities",
  difficulty: "MEDIUM",
  exams: ["SSC CGL", "SSC CHSL", "RRB NTPC"],
  params: [[3], [4], [5], [6], [7]],
  make: ([k], slot) => {
    const answer = k * k - 2;
    return {
      textEn: `If $x + \\frac{1}{x} = ${k}$, what is $x^2 + \\frac{1}{x^2}$?`,
      textHi: `यदि $x + \\frac{1}{x} = ${k}$ है, तो $x^2 + \\frac{1}{x^2}$ का मान क्या है?`,
      ...choices(answer, [k * k, k * k + 2, 2 * k], slot, num),
      explanationEn: `Square both sides: $x^2 + 2 + \\frac{1}{x^2} = ${k * k}$, so $x^2 + \\frac{1}{x^2} = ${answer}$.`,
      explanationHi: `दोनों पक्षों का वर्ग करें: $x^2 + 2 + \\frac{1}{x^2} = ${k * k}$, इसलिए $x^2 + \\frac{1}{x^2} = ${answer}$।`,
    };
  },
  check: ([k]) => {
    // A root of x^2 - kx + 1 = 0.
    const x = (k + Math.sqrt(k * k - 4)) / 2;
    return String(Math.round(x * x + 1 / (x * x)));
  },
};

const linear: Family<[number, number, number, number]> = {
  topic: "algebra",
  subtopic: "Linear equations",
  difficulty: "EASY",
  exams: ALL_EXAMS,
  params: [
    [5, 7, 2, 22],
    [7, -4, 3, 12],
    [9, 5, 4, 30],
    [6, 11, 1, 46],
    [8, -3, 5, 15],
  ],
  make: ([a, b, c, d], slot) => {
    const answer = (d - b) / (a - c);
    const sign = (n: number) => (n < 0 ? `- ${-n}` : `+ ${n}`);
    return {
      textEn: `Solve for $x$: $${a}x ${sign(b)} = ${c}x ${sign(d)}$.`,
      textHi: `$x$ का मान ज्ञात करें: $${a}x ${sign(b)} = ${c}x ${sign(d)}$।`,
      ...choices(answer, [(d + b) / (a - c), (d - b) / (a + c), answer + 1], slot, num),
      explanationEn: `$${a}x - ${c}x = ${d} ${sign(-b)}$, so $${a - c}x = ${d - b}$ and $x = ${num(answer)}$.`,
      explanationHi: `$${a}x - ${c}x = ${d} ${sign(-b)}$, अतः $${a - c}x = ${d - b}$ और $x = ${num(answer)}$।`,
    };
  },
  check: ([a, b, c, d]) => {
    for (let x = -100; x <= 100; x += 0.5) if (a * x + b === c * x + d) return num(x);
    return "none";
  },
};

const sumOfSquares: Family<[number, number]> = {
  topic: "algebra",
  subtopic: "Identities",
  difficulty: "MEDIUM",
  exams: BANK_AND_SSC,
  params: [
    [9, 20],
    [11, 28],
    [13, 40],
    [10, 21],
    [15, 56],
  ],
  make: ([s, p], slot) => {
    const answer = s * s - 2 * p;
    return {
      textEn: `If $a + b = ${s}$ and $ab = ${p}$, what is $a^2 + b^2$?`,
      textHi: `यदि $a + b = ${s}$ और $ab = ${p}$ है, तो $a^2 + b^2$ का मान क्या है?`,
      ...choices(answer, [s * s, s * s + 2 * p, s * s - p], slot, num),
      explanationEn: `$a^2 + b^2 = (a + b)^2 - 2ab = ${s * s} - ${2 * p} = ${answer}$.`,
      explanationHi: `$a^2 + b^2 = (a + b)^2 - 2ab = ${s * s} - ${2 * p} = ${answer}$।`,
    };
  },
  check: ([s, p]) => {
    // The roots of t^2 - st + p = 0 are whole numbers here.
    for (let a = 0; a <= s; a++) if (a * (s - a) === p) return String(a * a + (s - a) * (s - a));
    return "none";
  },
};

// ---- Geometry and mensuration ----
const triangleSvg = (a: number, b: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 160" width="220" height="160">` +
  `<polygon points="30,130 190,130 30,20" fill="none" stroke="#1f2937" stroke-width="2"/>` +
  `<polyline points="30,115 45,115 45,130" fill="none" stroke="#1f2937"/>` +
  `<text x="110" y="150" text-anchor="middle" font-size="14" font-family="sans-serif">${a} cm</text>` +
  `<text x="22" y="80" text-anchor="end" font-size="14" font-family="sans-serif">${b} cm</text>` +
  `<text x="120" y="68" font-size="14" font-family="sans-serif">?</text>` +
  `</svg>`;

const hypotenuse: Family<[number, number]> = {
  topic: "mensuration",
  subtopic: "Right triangles",
  difficulty: "EASY",
  exams: ALL_EXAMS,
  params: [
    [12, 5],
    [8, 6],
    [15, 8],
    [24, 7],
    [40, 9],
  ],
  make: ([a, b], slot) => {
    const answer = Math.sqrt(a * a + b * b);
    const cm = (n: number) => `${num(n)} cm`;
    const cmHi = (n: number) => `${num(n)} सेमी`;
    return {
      textEn: `In the right triangle shown, the two sides at the right angle are ${a} cm and ${b} cm. How long is the third side?`,
      textHi: `दिखाए गए समकोण त्रिभुज में समकोण बनाने वाली भुजाएँ ${a} सेमी और ${b} सेमी हैं। तीसरी भुजा की लंबाई कितनी है?`,
      ...choices(answer, [a + b, a - b + 1, answer + 2], slot, cm, cmHi),
      explanationEn: `By Pythagoras, $\\sqrt{${a}^2 + ${b}^2} = \\sqrt{${a * a + b * b}} = ${answer}$ cm.`,
      explanationHi: `पाइथागोरस प्रमेय से, $\\sqrt{${a}^2 + ${b}^2} = \\sqrt{${a * a + b * b}} = ${answer}$ सेमी।`,
      diagramSvg: triangleSvg(a, b),
      imageAlt: `A right triangle with a ${a} cm base and a ${b} cm upright side; the sloping side is marked with a question mark.`,
    };
  },
  check: ([a, b]) => {
    for (let c = 1; c < a + b; c++) if (c * c === a * a + b * b) return `${c} cm`;
    return "none";
  },
};

const circleArea: Family<[number]> = {
  topic: "mensuration",
  subtopic: "Circles",
  difficulty: "EASY",
  exams: BANK_AND_SSC,
  params: [[7], [14], [21], [28], [35]],
  make: ([r], slot) => {
    const answer = (22 / 7) * r * r;
    const sq = (n: number) => `${num(n)} cm²`;
    const sqHi = (n: number) => `${num(n)} वर्ग सेमी`;
    return {
      textEn: `What is the area of a circle of radius ${r} cm? (Take $\\pi = \\frac{22}{7}$.)`,
      textHi: `${r} सेमी त्रिज्या वाले वृत्त का क्षेत्रफल कितना है? ($\\pi = \\frac{22}{7}$ लें।)`,
      ...choices(answer, [2 * (22 / 7) * r, (22 / 7) * r * r * 4, answer / 2], slot, sq, sqHi),
      explanationEn: `$\\pi r^2 = \\frac{22}{7} \\times ${r} \\times ${r} = ${num(answer)}$ cm².`,
      explanationHi: `$\\pi r^2 = \\frac{22}{7} \\times ${r} \\times ${r} = ${num(answer)}$ वर्ग सेमी।`,
    };
  },
  check: ([r]) => `${num((22 * r * r) / 7)} cm²`,
};

const cube: Family<[number]> = {
  topic: "mensuration",
  subtopic: "Solids",
  difficulty: "MEDIUM",
  exams: ["SSC CGL", "SSC CHSL", "RRB NTPC"],
  params: [[4], [6], [9], [11], [15]],
  make: ([side], slot) => {
    const answer = 6 * side * side;
    const sq = (n: number) => `${num(n)} cm²`;
    const sqHi = (n: number) => `${num(n)} वर्ग सेमी`;
    return {
      textEn: `What is the total surface area of a cube with edges of ${side} cm?`,
      textHi: `${side} सेमी किनारे वाले घन का कुल पृष्ठीय क्षेत्रफल कितना है?`,
      ...choices(answer, [4 * side * side, side * side * side, side * side], slot, sq, sqHi),
      explanationEn: `A cube has 6 square faces: $6a^2 = 6 \\times ${side}^2 = ${answer}$ cm².`,
      explanationHi: `घन के 6 वर्गाकार फलक होते हैं: $6a^2 = 6 \\times ${side}^2 = ${answer}$ वर्ग सेमी।`,
    };
  },
  check: ([side]) => {
    let area = 0;
    for (let face = 0; face < 6; face++) area += side * side;
    return `${area} cm²`;
  },
};

const rectangle: Family<[number, number]> = {
  topic: "mensuration",
  subtopic: "Rectangles",
  difficulty: "EASY",
  exams: ALL_EXAMS,
  params: [
    [24, 144],
    [15, 120],
    [32, 480],
    [18, 216],
  ],
  make: ([length, area], slot) => {
    const width = area / length;
    const answer = 2 * (length + width);
    const m = (n: number) => `${num(n)} m`;
    const mHi = (n: number) => `${num(n)} मीटर`;
    return {
      textEn: `A rectangular plot is ${length} m long and has an area of ${area} m². What is its perimeter?`,
      textHi: `एक आयताकार भूखंड ${length} मीटर लंबा है और उसका क्षेत्रफल ${area} वर्ग मीटर है। उसका परिमाप कितना है?`,
      ...choices(answer, [length + width, 2 * length + width, 4 * length], slot, m, mHi),
      explanationEn: `Width $= \\frac{${area}}{${length}} = ${width}$ m; perimeter $= 2(${length} + ${width}) = ${answer}$ m.`,
      explanationHi: `चौड़ाई $= \\frac{${area}}{${length}} = ${width}$ मीटर; परिमाप $= 2(${length} + ${width}) = ${answer}$ मीटर।`,
    };
  },
  check: ([length, area]) => {
    let width = 1;
    while (width * length < area) width++;
    return `${length + width + length + width} m`;
  },
};

// The families the tests recompute, by name.
export const quantFamilies = {
  percentOf,
  successive,
  moreLess,
  sellingPrice,
  profitPercent,
  discountCost,
  together,
  pipes,
  trainPole,
  averageSpeed,
  meeting,
  simpleInterest,
  compoundInterest,
  ciMinusSi,
  share,
  chainRatio,
  meanOf,
  newMember,
  lcmOf,
  unitDigit,
  sumToN,
  reciprocalSquare,
  linear,
  sumOfSquares,
  hypotenuse,
  circleArea,
  cube,
  rectangle,
} as unknown as Record<string, Family<unknown>>;

let offset = 0;
export const quantQuestions: SeedPracticeQuestion[] = Object.values(quantFamilies).flatMap((family) => {
  const questions = expand("quantitative-aptitude", family, offset);
  offset += family.params.length;
  return questions;
});
