// Taking a mock test (docs/mock-tests.md, decision 022). Time is the database's: an attempt's startedAt and endsAt
// come from its clock, and every save and submission compares against the same clock, so neither the browser's
// clock nor a gateway's decides. One attempt in progress per learner and test is a partial unique index.
import { Prisma, type Database, type MockTestAttempt, type PrismaClient } from "@app/db";
import type { Context } from "../../../context.ts";
import { AttemptNotFoundError } from "../mock-tests.errors.ts";
import { finalizeSoon, GRACE_SECONDS } from "./mock-test-finalize.service.ts";

/** The attempt as its learner sees it, with the server's clock so the countdown does not trust the phone's. */
export type AttemptView = MockTestAttempt & { serverNow: Date };

/**
 * The attempt's row with the database's clock, in one statement through the driver (decision 007): every learner of
 * a sitting submits at its deadline. Raw rows are normalised to the model's types.
 */
async function attemptWithNow(db: Database, attemptId: string): Promise<AttemptView | undefined> {
  const [row] = await db.sql<AttemptView>`
    SELECT a.*, now() AS "serverNow" FROM "MockTestAttempt" a WHERE a."id" = ${attemptId}`;
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

/** How a service awaits a set's group commit: outside its execution's turn where the gateway offers that. */
export type AwaitOutsideTurn = NonNullable<Context["awaitOutsideTurn"]>;
const plainAwait: AwaitOutsideTurn = (wait) => wait();

export const isOverdue = (attempt: Pick<MockTestAttempt, "endsAt">, now: Date) =>
  now.getTime() > attempt.endsAt.getTime() + GRACE_SECONDS * 1000;

/** The learner's own attempt; anyone else's does not exist for them. Overdue attempts are submitted on the way. */
export async function readAttempt(
  db: Database,
  userId: string,
  attemptId: string,
  outsideTurn: AwaitOutsideTurn = plainAwait,
): Promise<AttemptView> {
  const attempt = await attemptWithNow(db, attemptId);
  if (!attempt || attempt.userId !== userId) throw new AttemptNotFoundError();
  if (!attempt.submittedAt && isOverdue(attempt, attempt.serverNow)) return close(db, attempt, outsideTurn);
  return attempt;
}

/**
 * Closes the open attempt through its set (finalizeSoon), waiting outside the execution's turn. What the set wrote
 * answers; only when another closed it first is it read again.
 */
async function close(db: Database, attempt: AttemptView, outsideTurn: AwaitOutsideTurn): Promise<AttemptView> {
  const closed = await outsideTurn(() => finalizeSoon(db.prisma, attempt.id));
  if (closed) return { ...attempt, ...closed };
  const row = await db.prisma.mockTestAttempt.findUniqueOrThrow({ where: { id: attempt.id } });
  return { ...row, serverNow: attempt.serverNow };
}

/**
 * Submits the learner's attempt; submitting twice answers the first submission. The wait for the attempt's set
 * (finalizeSoon) is spent outside the execution's turn, so the submissions of a deadline gather into one set rather
 * than as many as the gateway runs at once (decision 015, "Waiting outside a turn").
 */
export async function submitAttempt(
  db: Database,
  userId: string,
  attemptId: string,
  outsideTurn: AwaitOutsideTurn = plainAwait,
): Promise<AttemptView> {
  const attempt = await readAttempt(db, userId, attemptId, outsideTurn);
  return attempt.submittedAt ? attempt : close(db, attempt, outsideTurn);
}

/**
 * Submits every attempt whose time and grace have run out: the test's, so its ranks count everyone who sat it, or,
 * without a test, every test's (the job queue's sweep, so a learner who closed the page is submitted and ranked
 * without anyone reading a result). Through the one queue of sets (finalizeSoon). How many it submitted. Open
 * attempts are reached by the partial unique index of open attempts ("MockTestAttempt_one_open_key"), not a scan.
 */
export async function finalizeOverdueAttempts(prisma: PrismaClient, testId?: string): Promise<number> {
  const ofTest = testId === undefined ? Prisma.empty : Prisma.sql`"testId" = ${testId} AND`;
  const overdue = await prisma.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "MockTestAttempt"
    WHERE ${ofTest} "submittedAt" IS NULL AND "endsAt" < now() - make_interval(secs => ${GRACE_SECONDS}::int)`;
  const closed = await Promise.all(overdue.map((row) => finalizeSoon(prisma, row.id)));
  return closed.filter(Boolean).length;
}
