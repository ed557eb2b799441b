// Results of a submitted attempt (docs/mock-tests.md): the score and its breakdown, the solutions, and the rank
// and percentile among all submitted attempts of the test. Equal scores share a rank (1, 2, 2, 4).
import { Prisma, type Database, type MockTestQuestion, type MockTestSection } from "@app/db";
import { asView, finalizeOverdueAttempts, isOverdue, type AttemptView } from "../attempt/mock-test-attempts.service.ts";
import { asAnswer, asTestRow } from "../attempt/mock-test-attempt-sql.ts";
import { finalizeSoon, GRACE_SECONDS } from "../attempt/mock-test-finalize.service.ts";
import { inShownOrder, shownOption, type Paper } from "../paper/mock-test-paper.ts";
import { keyPaper, paperOf } from "../paper/mock-test-papers.service.ts";
import { AttemptInProgressError, AttemptNotFoundError } from "../mock-tests.errors.ts";
import type { MockTestRow } from "../attempt/mock-tests.service.ts";
import { scoreAttempt } from "../paper/mock-test-scoring.ts";
import { ATTEMPT_QUESTIONS, ATTEMPT_TEST } from "../attempt/mock-test-attempt-sql.ts";

type SectionCount = { _count: { questions: number } };

export const LEADERBOARD_SIZE = 10;

export interface Standing {
  rank: number;
  /** Share of submitted attempts scoring at or below this one, in percent (two decimals). */
  percentile: number;
  totalAttempts: number;
}

type Json = Record<string, unknown>;
type ResultRow = AttemptView & {
  overdueInTest: boolean;
  resultTest: Json;
  /** Each of the paper's questions' key, by question id. */
  resultKeys: Record<string, number>;
  resultAnswers: Json[];
  resultStanding: { above: number; atOrBelow: number; total: number };
  resultLeaders: { attemptId: string; name: string; score: number; rank: number }[];
};

/**
 * Everything a result's first view shows, in one statement: the attempt with the database's clock, whether any
 * attempt of its test is overdue (ranks count everyone who sat it), the test with its sections, the keys of the
 * paper's questions (the attempt is submitted), the answers, the standing by the stored score and the top of the
 * leaderboard. The questions' texts and explanations are read only when the solutions are asked for
 * (attemptSolutions): most learners look at their score first. Nothing here reads every attempt of the test, which
 * at a deadline every learner's read would do at once: the standing sums the test's kept counts by score
 * (MockTestScoreCount, one row per distinct score); the overdue check is one probe of the open attempts by deadline
 * (the index "MockTestAttempt_open_endsAt_idx"); the leaderboard takes its top rows first (the (testId, score)
 * index, scored ones only: the open attempts' null scores sort at that end) and ranks only those: every attempt
 * scoring above one of them is among them, so their rank is the test's.
 * Every learner reads a result at a deadline, so it goes through the driver (decision 007).
 */
export const resultStatement = (attemptId: string) => Prisma.sql`
    SELECT a.*, now() AS "serverNow",
      EXISTS (SELECT 1 FROM "MockTestAttempt" o WHERE o."testId" = a."testId" AND o."submittedAt" IS NULL
        AND o."endsAt" < now() - make_interval(secs => ${GRACE_SECONDS}::int)) AS "overdueInTest",
      ${ATTEMPT_TEST} AS "resultTest",
      (SELECT COALESCE(jsonb_object_agg(q."id", q."correctOption"), '{}'::jsonb) FROM ${ATTEMPT_QUESTIONS} q)
        AS "resultKeys",
      (SELECT COALESCE(jsonb_agg(to_jsonb(x)), '[]'::jsonb) FROM "MockTestAnswer" x WHERE x."attemptId" = a."id")
        AS "resultAnswers",
      (SELECT jsonb_build_object('above', COALESCE(sum(c."attempts") FILTER (WHERE c."score" > a."score"), 0),
          'atOrBelow', COALESCE(sum(c."attempts") FILTER (WHERE c."score" <= a."score"), 0),
          'total', COALESCE(sum(c."attempts"), 0))
        FROM "MockTestScoreCount" c WHERE c."testId" = a."testId") AS "resultStanding",
      (SELECT COALESCE(jsonb_agg(jsonb_build_object('attemptId', l."id", 'name', l.name, 'score', l."score",
          'rank', l.rank) ORDER BY l."score" DESC, l."submittedAt" ASC), '[]'::jsonb)
        FROM (SELECT t."id", t."score", t."submittedAt", rank() OVER (ORDER BY t."score" DESC) AS rank,
            COALESCE(NULLIF(u."name", ''), NULLIF(trim(u."firstName" || ' ' || u."lastName"), ''), 'Learner') AS name
          FROM (SELECT y."id", y."score", y."submittedAt", y."userId" FROM "MockTestAttempt" y
              WHERE y."testId" = a."testId" AND y."score" IS NOT NULL AND y."submittedAt" IS NOT NULL
              ORDER BY y."score" DESC, y."submittedAt" ASC LIMIT ${LEADERBOARD_SIZE}) t
            JOIN "User" u ON u."id" = t."userId") l) AS "resultLeaders"
    FROM "MockTestAttempt" a WHERE a."id" = ${attemptId}`;

async function resultRow(db: Database, attemptId: string): Promise<ResultRow | undefined> {
  const [row] = await db.sql<ResultRow>`${resultStatement(attemptId)}`;
  return row;
}

/**
 * The full result; mock_test_in_progress until the attempt is submitted (the key stays on the server till then).
 * One statement when nothing is overdue (a deadline's first seconds are within every attempt's grace); when the
 * attempt or another of its test is overdue, they are submitted first and the result read again.
 */
export async function attemptResult(db: Database, userId: string, attemptId: string) {
  let row = await resultRow(db, attemptId);
  if (!row || row.userId !== userId) throw new AttemptNotFoundError();
  const attempt = asView(row);
  if (!attempt.submittedAt && !isOverdue(attempt, attempt.serverNow)) throw new AttemptInProgressError();
  if (!attempt.submittedAt || row.overdueInTest) {
    await finalizeOverdueAttempts(db.prisma, attempt.testId);
    if (!attempt.submittedAt) await finalizeSoon(db.prisma, attempt.id);
    row = (await resultRow(db, attemptId))!;
  }
  const view = { ...asView(row), serverNow: attempt.serverNow };
  const test = asTestRow(row.resultTest) as MockTestRow & { sections: (MockTestSection & SectionCount)[] };
  const answers = row.resultAnswers.map(asAnswer);
  // Its paper's questions (ATTEMPT_QUESTIONS) with their keys: it is submitted.
  const paper = paperOf(view);
  const scored = scoreAttempt(keyPaper(test, paper, new Map(Object.entries(row.resultKeys))), answers);
  const attempted = scored.correct + scored.wrong;
  const { above, atOrBelow, total } = row.resultStanding;
  return {
    attempt: view,
    test,
    ...scored,
    accuracy: attempted ? Math.round((scored.correct / attempted) * 10_000) / 100 : 0,
    sectionResults: test.sections.map((section) => ({ section, ...scored.sections.get(section.id)! })),
    /** What attemptSolutions needs, read once here. */
    paper,
    answers,
    outcomes: scored.outcomes,
    standing: {
      rank: Number(above) + 1,
      percentile: total ? Math.round((Number(atOrBelow) / Number(total)) * 10_000) / 100 : 0,
      totalAttempts: Number(total),
    } satisfies Standing,
    leaderboard: row.resultLeaders.map((leader) => ({
      ...leader,
      rank: Number(leader.rank),
      score: Number(leader.score),
      isViewer: leader.attemptId === attemptId,
    })),
  };
}

/**
 * The solutions of a result: the paper's questions in the attempt's order with their texts and explanations, options
 * as shown to the learner (the key mapped the same way). One statement, by the paper's question ids.
 */
export async function attemptSolutions(db: Database, result: AttemptResult) {
  const ids = result.paper.sections.flatMap((section) => section.questions.map((question) => question.id));
  const rows = await db.sql<MockTestQuestion>`SELECT * FROM "MockTestQuestion" WHERE "id" = ANY(${ids}::text[])`;
  return solutionsOf(result.paper, result.answers, result.outcomes, rows);
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
