// A published mock test for the mock-tests module's tests: sections of questions whose key is option 1 (B).
import type { Database } from "@app/db";

export interface MockTestSpec {
  sections?: {
    name: string;
    questions: number;
    marksCorrect?: number;
    negativeMarks?: number;
    timeLimitMinutes?: number;
    drawTag?: string;
    drawCount?: number;
  }[];
  durationMinutes?: number;
  attemptsAllowed?: number;
  published?: boolean;
  shuffleQuestions?: boolean;
  shuffleOptions?: boolean;
  opensAt?: Date;
  closesAt?: Date;
  courseId?: string;
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
      shuffleQuestions: spec.shuffleQuestions,
      shuffleOptions: spec.shuffleOptions,
      opensAt: spec.opensAt,
      closesAt: spec.closesAt,
      courseId: spec.courseId,
      sections: {
        create: sections.map((section, index) => ({
          name: section.name,
          position: index + 1,
          marksCorrect: section.marksCorrect,
          negativeMarks: section.negativeMarks,
          timeLimitMinutes: section.timeLimitMinutes,
          drawTag: section.drawTag,
          drawCount: section.drawCount,
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

/** Questions of a course's bank, each tagged `tag`, with the same key as the tests' own. */
export async function createBankQuestions(db: Database, courseId: string, tag: string, count: number) {
  for (let index = 0; index < count; index++)
    await db.prisma.mockTestQuestion.create({
      data: {
        bankCourseId: courseId,
        position: index + 1,
        text: `Bank ${tag} question ${index + 1}`,
        options: ["A", "B", "C", "D"],
        correctOption: KEY,
        tags: [tag],
      },
    });
  return db.prisma.mockTestQuestion.findMany({ where: { bankCourseId: courseId, tags: { has: tag } } });
}
