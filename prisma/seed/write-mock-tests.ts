// The seeded mock tests, published; a test already present (by its stable id) is left untouched on re-runs.
import type { Prisma } from "../src/index.ts";
import { mockTests } from "./content/mock-tests.ts";
import { stableId } from "./ids.ts";

export async function writeMockTests(tx: Prisma.TransactionClient): Promise<void> {
  for (const { key, sections, ...test } of mockTests) {
    const id = stableId("mock-test", key);
    if (await tx.mockTest.findUnique({ where: { id }, select: { id: true } })) continue;
    await tx.mockTest.create({
      data: {
        ...test,
        id,
        published: true,
        sections: {
          create: sections.map((section, index) => ({
            id: stableId("mock-test-section", `${key}:${index + 1}`),
            name: section.name,
            position: index + 1,
            questions: {
              create: section.questions.map(({ answer, optionsHi, ...question }, q) => ({
                ...question,
                id: stableId("mock-test-question", `${key}:${index + 1}:${q + 1}`),
                position: q + 1,
                correctOption: answer,
                optionsHi: optionsHi ?? [],
              })),
            },
          })),
        },
      },
    });
  }
}
