// The staff's view of how a topic's questions perform (docs/practice.md): one page of the questions the viewer may
// edit, each with attempts, right rate, average time, discrimination index, open reports and review flags.
import type { PrismaClient } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { bankInclude, editableQuestions } from "../bank/staff-bank.service.ts";
import { discriminationIndex, questionFlags } from "./question-stats.ts";

export async function questionStats(
  prisma: PrismaClient,
  viewer: Viewer,
  args: { topicId: string; limit: number; offset: number },
) {
  const where = { topicId: args.topicId, ...editableQuestions(viewer) };
  const [total, questions] = await Promise.all([
    prisma.practiceQuestion.count({ where }),
    prisma.practiceQuestion.findMany({
      where,
      include: { ...bankInclude, _count: { select: { reports: { where: { resolvedAt: null } } } } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: args.limit,
      skip: args.offset,
    }),
  ]);
  const ids = questions.map((question) => question.id);
  const [abilities, totals, firsts] = await Promise.all([
    prisma.$queryRaw<{ userId: string; ability: number }[]>`
      SELECT a."userId", avg(CASE WHEN a."correct" THEN 1.0 ELSE 0.0 END)::float8 AS "ability"
      FROM "PracticeAnswer" a JOIN "PracticeQuestion" q ON q."id" = a."questionId"
      WHERE q."topicId" = ${args.topicId} GROUP BY a."userId"`,
    prisma.practiceAnswer.groupBy({
      by: ["questionId", "correct"],
      where: { questionId: { in: ids } },
      _count: { _all: true },
      _sum: { timeMs: true },
    }),
    prisma.$queryRaw<{ userId: string; questionId: string; correct: boolean }[]>`
      SELECT DISTINCT ON ("userId", "questionId") "userId", "questionId", "correct" FROM "PracticeAnswer"
      WHERE "questionId" = ANY(${ids}::text[]) ORDER BY "userId", "questionId", "createdAt"`,
  ]);
  const abilityOf = new Map(abilities.map((row) => [row.userId, Number(row.ability)]));
  return {
    total,
    items: questions.map(({ _count, ...question }) => {
      const rows = totals.filter((row) => row.questionId === question.id);
      const attempts = rows.reduce((sum, row) => sum + row._count._all, 0);
      const right = rows.find((row) => row.correct)?._count._all ?? 0;
      const time = rows.reduce((sum, row) => sum + (row._sum.timeMs ?? 0), 0);
      const learners = firsts
        .filter((row) => row.questionId === question.id)
        .map((row) => ({ ability: abilityOf.get(row.userId) ?? 0, correct: row.correct }));
      const stats = {
        attempts,
        rightRate: attempts ? right / attempts : 0,
        avgTimeMs: attempts ? Math.round(time / attempts) : 0,
        discrimination: discriminationIndex(learners),
        openReports: _count.reports,
      };
      return { question, ...stats, flags: questionFlags(stats) };
    }),
  };
}
