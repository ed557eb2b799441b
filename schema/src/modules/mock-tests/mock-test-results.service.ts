// Results of a submitted attempt (docs/mock-tests.md): the score and its breakdown, the solutions, and the rank
// and percentile among all submitted attempts of the test. Equal scores share a rank (1, 2, 2, 4).
import type { MockTestQuestion, PrismaClient } from "@app/db";
import { finalizeOverdueAttempts, readAttempt } from "./mock-test-attempts.service.ts";
import { inShownOrder, shownOption, type Paper } from "./mock-test-paper.ts";
import { keyPaper, paperOf } from "./mock-test-papers.service.ts";
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
    include: { sections: { orderBy: { position: "asc" }, include: { _count: { select: { questions: true } } } } },
  });
  const paper = await paperOf(prisma, attempt);
  // The questions are read once, for their keys and the solutions alike: every learner reads a result at a deadline.
  const [answers, questions] = await Promise.all([
    prisma.mockTestAnswer.findMany({ where: { attemptId } }),
    prisma.mockTestQuestion.findMany({
      where: { id: { in: paper.sections.flatMap((section) => section.questions.map((question) => question.id)) } },
    }),
  ]);
  const scored = scoreAttempt(keyPaper(test, paper, new Map(questions.map((q) => [q.id, q.correctOption]))), answers);
  const attempted = scored.correct + scored.wrong;
  return {
    attempt,
    test,
    ...scored,
    accuracy: attempted ? Math.round((scored.correct / attempted) * 10_000) / 100 : 0,
    sectionResults: test.sections.map((section) => ({ section, ...scored.sections.get(section.id)! })),
    solutions: solutionsOf(paper, answers, scored.outcomes, questions),
    standing: await standingOf(prisma, attempt.testId, scored.score),
    leaderboard: (await leaderboard(prisma, attempt.testId)).map((row) => ({
      ...row,
      isViewer: row.attemptId === attemptId,
    })),
  };
}

/** The paper's questions in the attempt's order, options as shown to the learner (the key mapped the same way). */
function solutionsOf(
  paper: Paper,
  answers: { questionId: string; option: number | null; timeSpentSeconds: number }[],
  outcomes: Map<string, "correct" | "wrong" | "unattempted">,
  rows: MockTestQuestion[],
) {
  const questions = new Map(rows.map((row) => [row.id, row]));
  const given = new Map(answers.map((answer) => [answer.questionId, answer]));
  return paper.sections.flatMap((section) =>
    section.questions.flatMap((shown, index) => {
      const question = questions.get(shown.id);
      if (!question) return [];
      const answer = given.get(question.id);
      return [
        {
          question: {
            ...question,
            position: index + 1,
            options: inShownOrder(shown, question.options),
            optionsHi: inShownOrder(shown, question.optionsHi),
            correctOption: shownOption(shown, question.correctOption)!,
          },
          sectionId: section.id,
          chosenOption: shownOption(shown, answer?.option ?? null),
          timeSpentSeconds: answer?.timeSpentSeconds ?? 0,
          outcome: outcomes.get(question.id)!,
        },
      ];
    }),
  );
}

export type AttemptResult = Awaited<ReturnType<typeof attemptResult>>;
