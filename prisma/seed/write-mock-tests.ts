// The seeded mock tests, published; a test already present (by its stable id) is left untouched on re-runs. The
// blueprint test names practice topics, so it is written after the practice bank (write-practice.ts).
import type { Prisma } from "../src/index.ts";
import { blueprintMockTests, mockTests } from "./content/mock-tests.ts";
import { stableId } from "./ids.ts";

/** Writes a published test once, by its stable id: a test already present is left untouched on re-runs. */
async function writeOnce<Section extends { name: string }>(
  tx: Prisma.TransactionClient,
  { key, sections, ...test }: { key: string; sections: Section[] } & Omit<Prisma.MockTestCreateInput, "sections">,
  sectionData: (
    section: Section,
    position: number,
  ) => Omit<Prisma.MockTestSectionCreateWithoutTestInput, "id" | "name" | "position">,
): Promise<void> {
  const id = stableId("mock-test", key);
  if (await tx.mockTest.findUnique({ where: { id }, select: { id: true } })) return;
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
          ...sectionData(section, index + 1),
        })),
      },
    },
  });
}

export async function writeMockTests(tx: Prisma.TransactionClient): Promise<void> {
  for (const test of mockTests)
    await writeOnce(tx, test, (section, position) => ({
      questions: {
        create: section.questions.map(({ answer, optionsHi, ...question }, q) => ({
          ...question,
          id: stableId("mock-test-question", `${test.key}:${position}:${q + 1}`),
          position: q + 1,
          correctOption: answer,
          optionsHi: optionsHi ?? [],
        })),
      },
    }));
  // The blueprint test names practice topics, so it is written after the practice bank (write-practice.ts).
  const topics = await tx.practiceTopic.findMany({
    select: { id: true, slug: true, subject: { select: { slug: true } } },
  });
  const topicIds = new Map(topics.map((topic) => [`${topic.subject.slug}/${topic.slug}`, topic.id]));
  for (const test of blueprintMockTests)
    await writeOnce(tx, test, (section) => ({
      practiceTopicIds: section.topics.map((topic) => {
        const topicId = topicIds.get(topic);
        if (!topicId) throw new Error(`The blueprint mock test ${test.key} names an unknown practice topic ${topic}`);
        return topicId;
      }),
      drawEasy: section.easy,
      drawMedium: section.medium,
      drawHard: section.hard,
    }));
}
