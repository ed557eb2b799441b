// The practice group's bank, written straight into the database in three statements: a subject, its topics and
// their questions, each in English and Hindi with four options and an explanation, as the seeded bank's are
// (prisma/seed/practice/), so a set weighs on the wire what a learner's does.
import crypto from "node:crypto";
import type { Database } from "@app/db";

export const BANK = { topics: 20, questionsPerTopic: 50 };

// TeX for the explanations, passed as parameters: in the tagged template, "\f" and "\t" would be escapes.
const FRACTION = "$\\frac{";
const TIMES = "}{100} \\times ";

/** The bank's topic ids, in order. */
export async function writePracticeBank(db: Database): Promise<string[]> {
  const subjectId = crypto.randomUUID();
  await db.prisma.$executeRaw`
    INSERT INTO "PracticeSubject" ("id", "slug", "nameEn", "nameHi")
    VALUES (${subjectId}, ${`bench-quant-${subjectId.slice(0, 8)}`}, 'Quantitative Aptitude', 'मात्रात्मक योग्यता')`;
  const topics = await db.prisma.$queryRaw<{ id: string; position: number }[]>`
    INSERT INTO "PracticeTopic" ("id", "subjectId", "slug", "nameEn", "nameHi", "position")
    SELECT gen_random_uuid()::text, ${subjectId}, 'topic-' || n, 'Percentages ' || n, 'प्रतिशत ' || n, n
    FROM generate_series(1, ${BANK.topics}::int) AS n
    RETURNING "id", "position"`;
  await db.prisma.$executeRaw`
    INSERT INTO "PracticeQuestion" ("id", "topicId", "exams", "textEn", "textHi", "optionsEn", "optionsHi",
      "correctIndex", "explanationEn", "explanationHi", "updatedAt")
    SELECT gen_random_uuid()::text, t."id", ARRAY['SSC CGL', 'IBPS PO'],
      'What is ' || n || '% of ' || (200 + t."position") || '?',
      '' || (200 + t."position") || ' का ' || n || '% क्या है?',
      ARRAY[(n * 2)::text, round(n * (200 + t."position") / 100.0, 2)::text, (n * 3)::text, (n * 4 + 1)::text],
      ARRAY[(n * 2)::text, round(n * (200 + t."position") / 100.0, 2)::text, (n * 3)::text, (n * 4 + 1)::text],
      1,
      ${FRACTION}::text || n || ${TIMES}::text || (200 + t."position") || '$: take ' || n || ' hundredths of the whole.',
      ${FRACTION}::text || n || ${TIMES}::text || (200 + t."position") || '$: पूरे का ' || n || ' सौवाँ भाग लें।',
      now()
    FROM "PracticeTopic" t CROSS JOIN generate_series(1, ${BANK.questionsPerTopic}::int) AS n
    WHERE t."subjectId" = ${subjectId}`;
  return topics.sort((a, b) => a.position - b.position).map((topic) => topic.id);
}
