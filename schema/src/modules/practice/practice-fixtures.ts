// Two subjects with a few questions for practice's tests (the seed's 300 are prisma/seed/practice/).
import type { Database } from "@app/db";

let counter = 0;

export async function createPracticeBank(db: Database) {
  const tag = `${++counter}-${Math.random().toString(36).slice(2, 8)}`;
  const quant = await db.prisma.practiceSubject.create({
    data: {
      slug: `quant-${tag}`,
      nameEn: "Quantitative Aptitude",
      nameHi: "मात्रात्मक योग्यता",
      topics: { create: [{ slug: "percentages", nameEn: "Percentages", nameHi: "प्रतिशत", position: 1 }] },
    },
    include: { topics: true },
  });
  const reasoning = await db.prisma.practiceSubject.create({
    data: {
      slug: `reasoning-${tag}`,
      nameEn: "Reasoning",
      nameHi: "तर्कशक्ति",
      position: 1,
      topics: { create: [{ slug: "series", nameEn: "Number series", nameHi: "संख्या श्रृंखला" }] },
    },
    include: { topics: true },
  });
  const percentages = quant.topics[0]!;
  const series = reasoning.topics[0]!;
  const questions = [];
  for (let i = 0; i < 6; i++)
    questions.push(
      await db.prisma.practiceQuestion.create({
        data: {
          topicId: percentages.id,
          difficulty: i < 2 ? "EASY" : "MEDIUM",
          exams: i % 2 === 0 ? ["SSC CGL"] : ["IBPS PO"],
          textEn: `What is ${10 * (i + 1)}% of 200?`,
          textHi: i < 3 ? `200 का ${10 * (i + 1)}% क्या है?` : null,
          optionsEn: [0, 1, 2, 3].map((k) => String(20 * (i + 1) + (k - 1) * 5)),
          optionsHi: i < 3 ? [0, 1, 2, 3].map((k) => String(20 * (i + 1) + (k - 1) * 5)) : [],
          correctIndex: 1,
          explanationEn: `$\\frac{${10 * (i + 1)}}{100} \\times 200 = ${20 * (i + 1)}$`,
        },
      }),
    );
  const seriesQuestion = await db.prisma.practiceQuestion.create({
    data: {
      topicId: series.id,
      exams: ["RRB NTPC"],
      textEn: "2, 4, 8, 16, ?",
      optionsEn: ["24", "32", "30", "18"],
      correctIndex: 1,
    },
  });
  return { quant, reasoning, percentages, series, questions, seriesQuestion };
}
