// A published mock test for the mock-tests module's tests: sections of questions whose key is option 1 (B).
import type { Database } from "@app/db";

export interface MockTestSpec {
  sections?: { name: string; questions: number; marksCorrect?: number; negativeMarks?: number }[];
  durationMinutes?: number;
  attemptsAllowed?: number;
  published?: boolean;
}

export const KEY = 1;
export const EXPLANATION = "Because the key is B";

export async function createMockTest(db: Database, spec: MockTestSpec = {}) {
  const sections = spec.sections ?? [
    { name: "Reasoning", questions: 3 },
    { name: "Quantitative Aptitude", questions: 2 },
  ];
  const test = await db.prisma.mockTest.create({
    data: {
      title: "SSC CGL Tier 1 mock",
      durationMinutes: spec.durationMinutes ?? 20,
      marksCorrect: 2,
      negativeMarks: 0.5,
      attemptsAllowed: spec.attemptsAllowed ?? 1,
      published: spec.published ?? true,
      sections: {
        create: sections.map((section, index) => ({
          name: section.name,
          position: index + 1,
          marksCorrect: section.marksCorrect,
          negativeMarks: section.negativeMarks,
          questions: {
            create: Array.from({ length: section.questions }, (_, q) => ({
              position: q + 1,
              text: `${section.name} question ${q + 1}`,
              textHi: q === 0 ? `${section.name} प्रश्न ${q + 1}` : null,
              options: ["A", "B", "C", "D"],
              correctOption: KEY,
              explanation: EXPLANATION,
            })),
          },
        })),
      },
    },
    include: { sections: { orderBy: { position: "asc" }, include: { questions: { orderBy: { position: "asc" } } } } },
  });
  return { ...test, questions: test.sections.flatMap((section) => section.questions) };
}
