// The public side of the bank (docs/practice.md): the exams it serves, and subjects with their topics and how many
// active questions each has, optionally for one exam.
import type { PracticeSubject, PracticeTopic, Prisma, PrismaClient } from "@app/db";

export interface TopicView {
  topic: PracticeTopic;
  /** Active questions (of the exam, when one was asked for); undefined: count on demand. */
  questionCount?: number;
  subject?: SubjectView;
}

export interface SubjectView {
  subject: PracticeSubject;
  topics?: TopicView[];
}

export const activeQuestions = (exam?: string | null): Prisma.PracticeQuestionWhereInput => ({
  status: "ACTIVE",
  ...(exam ? { exams: { has: exam } } : {}),
});

/** The exam tags of active questions, alphabetically. */
export async function practiceExams(prisma: PrismaClient): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ exam: string }[]>`
    SELECT DISTINCT unnest("exams") AS "exam" FROM "PracticeQuestion" WHERE "status" = 'ACTIVE' ORDER BY 1`;
  return rows.map((row) => row.exam);
}

/** Subjects and topics in their order; with an exam, only the topics (and subjects) that have its questions. */
export async function practiceSubjects(prisma: PrismaClient, exam?: string | null): Promise<SubjectView[]> {
  const [subjects, counts] = await Promise.all([
    prisma.practiceSubject.findMany({
      orderBy: [{ position: "asc" }, { nameEn: "asc" }],
      include: { topics: { orderBy: [{ position: "asc" }, { nameEn: "asc" }] } },
    }),
    prisma.practiceQuestion.groupBy({ by: ["topicId"], where: activeQuestions(exam), _count: { _all: true } }),
  ]);
  const countOf = new Map(counts.map((row) => [row.topicId, row._count._all]));
  return subjects
    .map(({ topics, ...subject }) => {
      const view: SubjectView = { subject };
      view.topics = topics
        .map((topic) => ({ topic, questionCount: countOf.get(topic.id) ?? 0, subject: view }))
        .filter((topic) => !exam || topic.questionCount > 0);
      return view;
    })
    .filter((view) => !exam || (view.topics?.length ?? 0) > 0);
}

/** Active questions per topic, for topics reached from a question. */
export async function questionCounts(prisma: PrismaClient, topicIds: readonly string[]) {
  const counts = await prisma.practiceQuestion.groupBy({
    by: ["topicId"],
    where: { topicId: { in: [...topicIds] }, status: "ACTIVE" },
    _count: { _all: true },
  });
  const countOf = new Map(counts.map((row) => [row.topicId, row._count._all]));
  return topicIds.map((id) => countOf.get(id) ?? 0);
}
