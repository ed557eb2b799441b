// The seeded mock tests, published; a test already present (by its stable id) is left untouched on re-runs. The
// blueprint test names practice topics, so it is written after the practice bank (write-practice.ts).
import type { Prisma } from "../src/index.ts";
import { blueprintMockTests, mockTests } from "./content/mock-tests.ts";
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
  await writeBlueprintMockTests(tx);
}

async function writeBlueprintMockTests(tx: Prisma.TransactionClient): Promise<void> {
  const topics = await tx.practiceTopic.findMany({
    select: { id: true, slug: true, subject: { select: { slug: true } } },
  });
  const topicIds = new Map(topics.map((topic) => [`${topic.subject.slug}/${topic.slug}`, topic.id]));
  for (const { key, sections, ...test } of blueprintMockTests) {
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
            practiceTopicIds: section.topics.map((topic) => {
              const topicId = topicIds.get(topic);
              if (!topicId) throw new Error(`The blueprint mock test ${key} names an unknown practice topic ${topic}`);
              return topicId;
            }),
            drawEasy: section.easy,
            drawMedium: section.medium,
            drawHard: section.hard,
          })),
        },
      },
    });
  }
}
