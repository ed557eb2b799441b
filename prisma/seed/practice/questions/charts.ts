// Questions read from a bar chart (Quantitative Aptitude), in English and Hindi; the chart is a small SVG.
import type { SeedPracticeQuestion } from "../types.ts";
import { ALL_EXAMS, written } from "../build.ts";

const SALES = [
  ["2019", 20],
  ["2020", 35],
  ["2021", 30],
  ["2022", 45],
] as const;

const barChart = (bars: readonly (readonly [string, number])[], unit: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180">` +
  `<line x1="30" y1="150" x2="230" y2="150" stroke="#1f2937"/><line x1="30" y1="10" x2="30" y2="150" stroke="#1f2937"/>` +
  bars
    .map(([label, value], i) => {
      const x = 45 + i * 47;
      const height = value * 2.6;
      return (
        `<rect x="${x}" y="${150 - height}" width="30" height="${height}" fill="#2563eb"/>` +
        `<text x="${x + 15}" y="${145 - height}" text-anchor="middle" font-size="12" font-family="sans-serif">${value}</text>` +
        `<text x="${x + 15}" y="166" text-anchor="middle" font-size="12" font-family="sans-serif">${label}</text>`
      );
    })
    .join("") +
  `<text x="130" y="178" text-anchor="middle" font-size="10" font-family="sans-serif">${unit}</text></svg>`;

const svg = barChart(SALES, "scooters sold (thousands)");
const alt = `A bar chart of scooters sold, in thousands: ${SALES.map(([year, value]) => `${year}: ${value}`).join(", ")}.`;

export const chartQuestions: SeedPracticeQuestion[] = [
  ...written("quantitative-aptitude", "averages", "EASY", ALL_EXAMS, [
    {
      sub: "Data interpretation",
      en: "The bar chart shows a company's scooter sales in thousands. What were the average yearly sales over the four years?",
      hi: "बार चार्ट किसी कंपनी की स्कूटर बिक्री (हज़ार में) दिखाता है। चार वर्षों की औसत वार्षिक बिक्री कितनी थी?",
      o: ["30,000", "32,500", "35,000", "130,000"],
      oh: ["30,000", "32,500", "35,000", "1,30,000"],
      a: 1,
      x: "$\\frac{20 + 35 + 30 + 45}{4} = \\frac{130}{4} = 32.5$ thousand, that is 32,500.",
      xh: "$\\frac{20 + 35 + 30 + 45}{4} = \\frac{130}{4} = 32.5$ हज़ार, अर्थात 32,500।",
      svg,
      alt,
    },
  ]),
  ...written("quantitative-aptitude", "percentages", "MEDIUM", ALL_EXAMS, [
    {
      sub: "Data interpretation",
      en: "The bar chart shows a company's scooter sales in thousands. By what percent did sales grow from 2021 to 2022?",
      hi: "बार चार्ट किसी कंपनी की स्कूटर बिक्री (हज़ार में) दिखाता है। 2021 से 2022 में बिक्री कितने प्रतिशत बढ़ी?",
      o: ["15%", "33.33%", "50%", "150%"],
      a: 2,
      x: "Growth $= \\frac{45 - 30}{30} \\times 100 = 50\\%$.",
      xh: "वृद्धि $= \\frac{45 - 30}{30} \\times 100 = 50\\%$।",
      svg,
      alt,
    },
    {
      sub: "Data interpretation",
      en: "The bar chart shows a company's scooter sales in thousands. What share of the four years' total sales came in 2020?",
      hi: "बार चार्ट किसी कंपनी की स्कूटर बिक्री (हज़ार में) दिखाता है। चार वर्षों की कुल बिक्री का कितना भाग 2020 में हुआ?",
      o: ["$\\frac{7}{26}$", "$\\frac{1}{4}$", "$\\frac{7}{20}$", "$\\frac{7}{13}$"],
      a: 0,
      x: "Total $= 130$ thousand; 2020's share $= \\frac{35}{130} = \\frac{7}{26}$.",
      xh: "कुल $= 130$ हज़ार; 2020 का भाग $= \\frac{35}{130} = \\frac{7}{26}$।",
      svg,
      alt,
    },
  ]),
];
