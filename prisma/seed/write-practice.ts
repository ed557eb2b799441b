// The practice bank's seed (docs/practice.md): E's subjects, topics and questions in prisma/seed/practice, written
// create-if-missing like the rest of the seed, so a second run changes nothing. Each question's key is a hash of its
// place and its text: an edited seed question is added anew and the one it replaces is archived (answers kept).
// A diagram (SVG text) is stored as a data: URL in imageUrl: the picture travels inside a downloaded practice set,
// works offline without a second request, and an <img> never runs an SVG's scripts (CSP allows data: images).
import crypto from "node:crypto";
import type { Prisma } from "../src/index.ts";
import { stableId } from "./ids.ts";
import { practiceQuestions } from "./practice/bank.ts";
import { practiceSubjects } from "./practice/subjects.ts";
import type { SeedPracticeQuestion, SeedPracticeSubject } from "./practice/types.ts";

export function seedKeyOf(question: SeedPracticeQuestion): string {
  const content = JSON.stringify([question.textEn, question.textHi, question.optionsEn, question.optionsHi]);
  return `${question.subject}/${question.topic}/${crypto.createHash("sha256").update(content).digest("hex").slice(0, 20)}`;
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;

export async function writePractice(
  tx: Prisma.TransactionClient,
  subjects: SeedPracticeSubject[] = practiceSubjects,
  questions: SeedPracticeQuestion[] = practiceQuestions,
): Promise<{ created: number; archived: number }> {
  // ON CONFLICT DO NOTHING on every unique key: rows already there (by slug) are kept as they are.
  await tx.practiceSubject.createMany({
    data: subjects.map((subject, position) => ({
      id: stableId("practice-subject", subject.slug),
      slug: subject.slug,
      nameEn: subject.nameEn,
      nameHi: subject.nameHi,
      position,
    })),
    skipDuplicates: true,
  });
  const subjectIds = new Map(
    (await tx.practiceSubject.findMany({ select: { id: true, slug: true } })).map((row) => [row.slug, row.id]),
  );
  await tx.practiceTopic.createMany({
    data: subjects.flatMap((subject) =>
      subject.topics.map((topic, position) => ({
        id: stableId("practice-topic", `${subject.slug}/${topic.slug}`),
        subjectId: subjectIds.get(subject.slug)!,
        slug: topic.slug,
        nameEn: topic.nameEn,
        nameHi: topic.nameHi,
        position,
      })),
    ),
    skipDuplicates: true,
  });
  const topics = await tx.practiceTopic.findMany({
    select: { id: true, slug: true, subject: { select: { slug: true } } },
  });
  const topicIds = new Map(topics.map((topic) => [`${topic.subject.slug}/${topic.slug}`, topic.id]));
  const rows = questions.map((question) => {
    const topicId = topicIds.get(`${question.subject}/${question.topic}`);
    if (!topicId)
      throw new Error(`Seed practice question names an unknown topic ${question.subject}/${question.topic}`);
    const seedKey = seedKeyOf(question);
    return {
      id: stableId("practice-question", seedKey),
      seedKey,
      topicId,
      subtopic: question.subtopic ?? null,
      difficulty: question.difficulty,
      exams: question.exams,
      textEn: question.textEn ?? null,
      textHi: question.textHi ?? null,
      optionsEn: question.optionsEn ?? [],
      optionsHi: question.optionsHi ?? [],
      correctIndex: question.correctIndex,
      explanationEn: question.explanationEn ?? null,
      explanationHi: question.explanationHi ?? null,
      source: question.source ?? null,
      year: question.year ?? null,
      imageUrl: question.diagramSvg ? svgDataUrl(question.diagramSvg) : null,
      imageAlt: question.imageAlt ?? null,
    };
  });
  const { count } = await tx.practiceQuestion.createMany({ data: rows, skipDuplicates: true });
  const { count: archived } = await tx.practiceQuestion.updateMany({
    where: { seedKey: { notIn: rows.map((row) => row.seedKey) }, status: "ACTIVE", NOT: { seedKey: null } },
    data: { status: "ARCHIVED" },
  });
  return { created: count, archived };
}
