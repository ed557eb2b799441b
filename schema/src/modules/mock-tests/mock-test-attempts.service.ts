// Taking a mock test (docs/mock-tests.md, decision 022). Time is the database's: an attempt's startedAt and endsAt
// come from its clock, and every save and submission compares against the same clock, so neither the browser's
// clock nor a gateway's decides. One attempt in progress per learner and test is a partial unique index.
import { isUniqueViolation, Prisma, type Database, type MockTestAttempt, type PrismaClient } from "@app/db";
import {
  AttemptNotFoundError,
  AttemptsUsedError,
  MockTestClosedError,
  MockTestNotFoundError,
} from "./mock-tests.errors.ts";
import { finalizeSoon, GRACE_SECONDS } from "./mock-test-finalize.service.ts";
import { drawPaper, type DrawSource } from "./mock-test-papers.service.ts";

/** The attempt as its learner sees it, with the server's clock so the countdown does not trust the phone's. */
export type AttemptView = MockTestAttempt & { serverNow: Date };

/**
 * The attempt's row with the database's clock, in one statement (a sitting's start, its paper and every resume read
 * it). Raw rows are normalised to the model's types.
 */
async function attemptWithNow(prisma: PrismaClient, where: Prisma.Sql): Promise<AttemptView | undefined> {
  const [row] = await prisma.$queryRaw<AttemptView[]>`
    SELECT a.*, now() AS "serverNow" FROM "MockTestAttempt" a WHERE ${where}`;
  return row && asView(row);
}

export const asView = (row: AttemptView): AttemptView => ({
  ...row,
  startedAt: new Date(row.startedAt),
  endsAt: new Date(row.endsAt),
  submittedAt: row.submittedAt && new Date(row.submittedAt),
  serverNow: new Date(row.serverNow),
  score: row.score === null ? null : Number(row.score),
});

export const isOverdue = (attempt: Pick<MockTestAttempt, "endsAt">, now: Date) =>
  now.getTime() > attempt.endsAt.getTime() + GRACE_SECONDS * 1000;

/** The learner's own attempt; anyone else's does not exist for them. Overdue attempts are submitted on the way. */
export async function readAttempt(prisma: PrismaClient, userId: string, attemptId: string): Promise<AttemptView> {
  const attempt = await attemptWithNow(prisma, Prisma.sql`a."id" = ${attemptId}`);
  if (!attempt || attempt.userId !== userId) throw new AttemptNotFoundError();
  if (!attempt.submittedAt && isOverdue(attempt, attempt.serverNow)) {
    await finalizeSoon(prisma, attempt.id);
    const closed = await prisma.mockTestAttempt.findUniqueOrThrow({ where: { id: attemptId } });
    return { ...closed, serverNow: attempt.serverNow };
  }
  return attempt;
}

/**
 * What a start needs to know, read in one statement: the test's rules now, the learner's attempts at it, and what a
 * new paper is drawn from (its sections in order, each with its own questions' ids and option counts in order).
 */
async function startState(db: Database, userId: string, testId: string) {
  const [state] = await db.sql<{
    durationMinutes: number;
    attemptsAllowed: number;
    closed: boolean;
    openId: string | null;
    used: number;
    source: DrawSource;
  }>`
    SELECT t."durationMinutes", t."attemptsAllowed",
      COALESCE(now() < t."opensAt", false) OR COALESCE(now() > t."closesAt", false) AS closed,
      (SELECT a."id" FROM "MockTestAttempt" a
        WHERE a."testId" = t."id" AND a."userId" = ${userId} AND a."submittedAt" IS NULL LIMIT 1) AS "openId",
      (SELECT count(*)::int FROM "MockTestAttempt" a WHERE a."testId" = t."id" AND a."userId" = ${userId}) AS used,
      jsonb_build_object('courseId', t."courseId", 'shuffleQuestions', t."shuffleQuestions",
        'shuffleOptions', t."shuffleOptions", 'sections', COALESCE((
          SELECT jsonb_agg(jsonb_build_object('id', s."id", 'timeLimitMinutes', s."timeLimitMinutes",
            'drawTag', s."drawTag", 'drawCount', s."drawCount", 'questions', COALESCE((
              SELECT jsonb_agg(jsonb_build_object('id', q."id", 'options', q."options") ORDER BY q."position")
              FROM "MockTestQuestion" q WHERE q."sectionId" = s."id"), '[]'::jsonb)) ORDER BY s."position")
          FROM "MockTestSection" s WHERE s."testId" = t."id"), '[]'::jsonb)) AS source
    FROM "MockTest" t WHERE t."id" = ${testId} AND t."published"`;
  return state;
}

/**
 * Opens an attempt, or resumes the one in progress (a reload, a second tab, a double tap). At a sitting's start
 * every learner starts within the same seconds, so a new attempt costs two statements through the driver (its
 * state with the paper's source, the insert), plus one per section that draws from the bank.
 */
export async function startAttempt(db: Database, userId: string, testId: string): Promise<AttemptView> {
  const state = await startState(db, userId, testId);
  if (!state) throw new MockTestNotFoundError();
  if (state.openId) {
    const resumed = await readAttempt(db.prisma, userId, state.openId);
    if (!resumed.submittedAt) return resumed;
  }
  if (state.closed) throw new MockTestClosedError();
  if (Number(state.used) >= state.attemptsAllowed) throw new AttemptsUsedError();
  const paper = await drawPaper(db, state.source);
  try {
    const [row] = await db.sql<AttemptView>`
      INSERT INTO "MockTestAttempt" ("id", "testId", "userId", "startedAt", "endsAt", "paper")
      VALUES (gen_random_uuid()::text, ${testId}, ${userId}, now(), now() + make_interval(mins => ${state.durationMinutes}::int),
        ${JSON.stringify(paper)}::jsonb)
      RETURNING *, now() AS "serverNow"`;
    return asView(row);
  } catch (error) {
    // A racing start opened it first: resume that one.
    if (!isUniqueViolation(error)) throw error;
    const winner = await db.prisma.mockTestAttempt.findFirstOrThrow({ where: { testId, userId, submittedAt: null } });
    return readAttempt(db.prisma, userId, winner.id);
  }
}

/** Submits the learner's attempt; submitting twice answers the first submission. */
export async function submitAttempt(prisma: PrismaClient, userId: string, attemptId: string): Promise<AttemptView> {
  const attempt = await readAttempt(prisma, userId, attemptId);
  if (attempt.submittedAt) return attempt;
  await finalizeSoon(prisma, attemptId);
  return {
    ...(await prisma.mockTestAttempt.findUniqueOrThrow({ where: { id: attemptId } })),
    serverNow: attempt.serverNow,
  };
}

/** Submits every attempt of the test whose time and grace have run out, so ranks count everyone who sat it. */
export async function finalizeOverdueAttempts(prisma: PrismaClient, testId: string): Promise<void> {
  const overdue = await prisma.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "MockTestAttempt"
    WHERE "testId" = ${testId} AND "submittedAt" IS NULL AND now() > "endsAt" + make_interval(secs => ${GRACE_SECONDS}::int)`;
  await Promise.all(overdue.map((row) => finalizeSoon(prisma, row.id)));
}
