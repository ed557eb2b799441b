// Scoring and closing attempts (docs/mock-tests.md, "Figures"): at a test's deadline every learner's screen submits
// at once, so attempts are finalized in sets. One transaction locks the set's open rows, reads their answers, the
// tests' marks and the keys in one statement, scores them with the one scoring rule (mock-test-scoring.ts) and
// writes every score with one UPDATE: three statements per set, whatever its size, and the one that records the
// set's result notifications inside a savepoint (mock-test-notifications.ts).
import type { MockTestAttempt, PrismaClient } from "@app/db";
import { keyPaper, paperOf } from "../paper/mock-test-papers.service.ts";
import { scoreAttempt } from "../paper/mock-test-scoring.ts";
import { notifyMockTestResults, type ScoredAttempt } from "../../notifications/mock-test-notifications.ts";
import { ATTEMPT_QUESTIONS } from "./mock-test-attempt-sql.ts";
import { groupCommit } from "../../shared/group-commit.ts";

/** Seconds after endsAt in which a save or submission still counts: the last tap's round trip on a slow network. */
export const GRACE_SECONDS = 30;

/**
 * Scores and closes the open attempts among `ids` under their row locks, so no save lands between reading the
 * answers and closing (a save locks its attempt's row too). An attempt closed after its time and grace (the
 * learner never came back) is marked autoSubmitted and closed at endsAt. Already closed ones are left as they are.
 */
export function finalizeAttempts(prisma: PrismaClient, ids: string[]): Promise<Map<string, Closed>> {
  if (!ids.length) return Promise.resolve(new Map());
  return prisma.$transaction(
    async (tx) => {
      // Locked in one order, so two overlapping sets cannot deadlock.
      const open = await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "MockTestAttempt" WHERE "id" = ANY(${ids}::text[]) AND "submittedAt" IS NULL
        ORDER BY "id" FOR UPDATE`;
      if (!open.length) return new Map<string, Closed>();
      // Read after the locks, in one statement: every save committed before them is seen (READ COMMITTED, a new
      // snapshot). Each attempt with its answers, its test's marks and the keys of its paper's questions.
      const rows = await tx.$queryRaw<SetRow[]>`
        SELECT a."id", a."testId", a."paper",
          (SELECT COALESCE(jsonb_agg(jsonb_build_object('questionId', x."questionId", 'option', x."option",
              'timeSpentSeconds', x."timeSpentSeconds")), '[]'::jsonb)
            FROM "MockTestAnswer" x WHERE x."attemptId" = a."id") AS answers,
          (SELECT jsonb_build_object('marksCorrect', t."marksCorrect", 'negativeMarks', t."negativeMarks",
              'sections', COALESCE((SELECT jsonb_agg(jsonb_build_object('id', s."id", 'marksCorrect', s."marksCorrect",
                'negativeMarks', s."negativeMarks")) FROM "MockTestSection" s WHERE s."testId" = t."id"), '[]'::jsonb))
            FROM "MockTest" t WHERE t."id" = a."testId") AS test,
          (SELECT COALESCE(jsonb_object_agg(q."id", q."correctOption"), '{}'::jsonb) FROM ${ATTEMPT_QUESTIONS} q) AS keys
        FROM "MockTestAttempt" a WHERE a."id" = ANY(${open.map((row) => row.id)}::text[])`;
      const papers = rows.map(paperOf);
      const scores = rows.map((row, index) => {
        const keyed = keyPaper(row.test, papers[index], new Map(Object.entries(row.keys)));
        const scored = scoreAttempt(keyed, row.answers);
        return { id: row.id, score: scored.score, correct: scored.correct, wrong: scored.wrong };
      });
      const closed = await tx.$queryRaw<(Closed & Omit<ScoredAttempt, "score">)[]>`
        UPDATE "MockTestAttempt" a SET
          "autoSubmitted" = now() > a."endsAt" + make_interval(secs => ${GRACE_SECONDS}::int),
          "submittedAt" = LEAST(now(), a."endsAt"),
          "score" = s.score, "correctCount" = s.correct, "wrongCount" = s.wrong
        FROM unnest(${scores.map((s) => s.id)}::text[], ${scores.map((s) => s.score)}::double precision[],
          ${scores.map((s) => s.correct)}::int[], ${scores.map((s) => s.wrong)}::int[]) AS s(id, score, correct, wrong)
        WHERE a."id" = s.id
        RETURNING a."id", a."submittedAt", a."autoSubmitted", a."score", a."correctCount", a."wrongCount",
          a."userId", a."testId", (SELECT t."title" FROM "MockTest" t WHERE t."id" = a."testId") AS "testTitle"`;
      const results = closed.map(({ id, userId, testId, testTitle, ...row }) => ({
        id,
        userId,
        testId,
        testTitle,
        closed: { ...row, score: row.score === null ? null : Number(row.score) },
      }));
      await notifyMockTestResults(
        tx,
        results.map((result) => ({ ...result, score: result.closed.score })),
      );
      return new Map(results.map((result) => [result.id, result.closed]));
    },
    { maxWait: 15_000, timeout: 30_000 },
  );
}

/** An open attempt of a set as its one read gives it. */
type SetRow = Pick<MockTestAttempt, "id" | "testId" | "paper"> & {
  answers: { questionId: string; option: number | null; timeSpentSeconds: number }[];
  test: Parameters<typeof keyPaper>[0];
  keys: Record<string, number>;
};

/** What a finalization wrote to an attempt it closed: its submission needs no second read of it. */
export type Closed = Pick<MockTestAttempt, "submittedAt" | "autoSubmitted" | "score" | "correctCount" | "wrongCount">;

const finalizers = new WeakMap<PrismaClient, (attemptId: string) => Promise<Closed | null>>();

/**
 * Finalizes one attempt together with the others submitted meanwhile: while a set is being written, new
 * submissions gather into the next set, which starts when it is done (a group commit). A lone submission waits for
 * nothing; two thousand at a deadline become a few sets. Every finalization goes through here (submissions, overdue
 * attempts met on a read, the sweep before ranks), so one set at a time holds row locks and a pooled connection:
 * sets running side by side over the same overdue rows waited on each other's locks, each holding a connection,
 * and starved every other request of the pool at a deadline (docs/mock-tests.md, "Figures"). Resolves to what it
 * wrote to the attempt, or null when the attempt was already closed.
 */
export function finalizeSoon(prisma: PrismaClient, attemptId: string): Promise<Closed | null> {
  let finalize = finalizers.get(prisma);
  if (!finalize) {
    finalize = groupCommit<string, Closed | null>(async (set) => {
      // The sweeps of several readers name the same overdue attempts.
      const closed = await finalizeAttempts(prisma, [...new Set(set.map(({ item }) => item))]);
      for (const { item, resolve } of set) resolve(closed.get(item) ?? null);
    }, 500);
    finalizers.set(prisma, finalize);
  }
  return finalize(attemptId);
}
