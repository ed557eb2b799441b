// Results of a submitted attempt (docs/mock-tests.md): the score and its breakdown, the solutions, and the rank
// and percentile among all submitted attempts of the test. Equal scores share a rank (1, 2, 2, 4).
import type { PrismaClient } from "@app/db";
import { finalizeOverdueAttempts, keyedQuestions, readAttempt } from "./mock-test-attempts.service.ts";
import { AttemptInProgressError } from "./mock-tests.errors.ts";
import { scoreAttempt } from "./mock-test-scoring.ts";

export const LEADERBOARD_SIZE = 10;

export interface Standing {
  rank: number;
  /** Share of submitted attempts scoring at or below this one, in percent (two decimals). */
  percentile: number;
  totalAttempts: number;
}

export async function standingOf(prisma: PrismaClient, testId: string, score: number): Promise<Standing> {
  const [row] = await prisma.$queryRaw<{ above: bigint; atOrBelow: bigint; total: bigint }[]>`
    SELECT count(*) FILTER (WHERE "score" > ${score}::double precision) AS above,
           count(*) FILTER (WHERE "score" <= ${score}::double precision) AS "atOrBelow",
           count(*) AS total
    FROM "MockTestAttempt" WHERE "testId" = ${testId} AND "submittedAt" IS NOT NULL`;
  const total = Number(row.total);
  return {
    rank: Number(row.above) + 1,
    percentile: total ? Math.round((Number(row.atOrBelow) / total) * 10_000) / 100 : 0,
    totalAttempts: total,
  };
}

export async function leaderboard(prisma: PrismaClient, testId: string) {
  const rows = await prisma.$queryRaw<{ attemptId: string; name: string; score: number; rank: bigint }[]>`
    SELECT a."id" AS "attemptId",
           COALESCE(NULLIF(u."name", ''), NULLIF(trim(u."firstName" || ' ' || u."lastName"), ''), 'Learner') AS name, a."score" AS score,
           rank() OVER (ORDER BY a."score" DESC) AS rank
    FROM "MockTestAttempt" a JOIN "User" u ON u."id" = a."userId"
    WHERE a."testId" = ${testId} AND a."submittedAt" IS NOT NULL
    ORDER BY a."score" DESC, a."submittedAt" ASC
    LIMIT ${LEADERBOARD_SIZE}`;
  return rows.map((row) => ({ ...row, rank: Number(row.rank), score: Number(row.score) }));
}

/** The full result; mock_test_in_progress until the attempt is submitted (the key stays on the server till then). */
export async function attemptResult(prisma: PrismaClient, userId: string, attemptId: string) {
  const attempt = await readAttempt(prisma, userId, attemptId);
  if (!attempt.submittedAt) throw new AttemptInProgressError();
  await finalizeOverdueAttempts(prisma, attempt.testId);
  const test = await prisma.mockTest.findUniqueOrThrow({
    where: { id: attempt.testId },
    include: {
      sections: {
        orderBy: { position: "asc" },
        include: { questions: { orderBy: { position: "asc" } }, _count: { select: { questions: true } } },
      },
    },
  });
  const answers = await prisma.mockTestAnswer.findMany({ where: { attemptId } });
  const scored = scoreAttempt(keyedQuestions(test), answers);
  const given = new Map(answers.map((answer) => [answer.questionId, answer]));
  const attempted = scored.correct + scored.wrong;
  return {
    attempt,
    test,
    ...scored,
    accuracy: attempted ? Math.round((scored.correct / attempted) * 10_000) / 100 : 0,
    sectionResults: test.sections.map((section) => ({ section, ...scored.sections.get(section.id)! })),
    solutions: test.sections.flatMap((section) =>
      section.questions.map((question) => ({
        question,
        sectionId: section.id,
        chosenOption: given.get(question.id)?.option ?? null,
        timeSpentSeconds: given.get(question.id)?.timeSpentSeconds ?? 0,
        outcome: scored.outcomes.get(question.id)!,
      })),
    ),
    standing: await standingOf(prisma, attempt.testId, scored.score),
    leaderboard: (await leaderboard(prisma, attempt.testId)).map((row) => ({
      ...row,
      isViewer: row.attemptId === attemptId,
    })),
  };
}

export type AttemptResult = Awaited<ReturnType<typeof attemptResult>>;
