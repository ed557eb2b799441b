// Taking a mock test (docs/mock-tests.md, decision 022). Time is the database's: an attempt's startedAt and endsAt
// come from its clock, and every save and submission compares against the same clock, so neither the browser's
// clock nor a gateway's decides. One attempt in progress per learner and test is a partial unique index.
import { isUniqueViolation, type MockTestAttempt, type PrismaClient } from "@app/db";
import {
  AttemptNotFoundError,
  AttemptsUsedError,
  MockTestClosedError,
  MockTestNotFoundError,
} from "./mock-tests.errors.ts";
import { finalizeAttempts, finalizeSoon, GRACE_SECONDS } from "./mock-test-finalize.service.ts";
import { drawPaper } from "./mock-test-papers.service.ts";

/** The attempt as its learner sees it, with the server's clock so the countdown does not trust the phone's. */
export type AttemptView = MockTestAttempt & { serverNow: Date };

async function databaseNow(prisma: PrismaClient): Promise<Date> {
  const [row] = await prisma.$queryRaw<{ now: Date }[]>`SELECT now() AS now`;
  return new Date(row.now);
}

const isOverdue = (attempt: Pick<MockTestAttempt, "endsAt">, now: Date) =>
  now.getTime() > attempt.endsAt.getTime() + GRACE_SECONDS * 1000;

/** The learner's own attempt; anyone else's does not exist for them. Overdue attempts are submitted on the way. */
export async function readAttempt(prisma: PrismaClient, userId: string, attemptId: string): Promise<AttemptView> {
  const attempt = await prisma.mockTestAttempt.findUnique({ where: { id: attemptId } });
  if (!attempt || attempt.userId !== userId) throw new AttemptNotFoundError();
  const serverNow = await databaseNow(prisma);
  if (!attempt.submittedAt && isOverdue(attempt, serverNow)) {
    await finalizeAttempts(prisma, [attempt.id]);
    return { ...(await prisma.mockTestAttempt.findUniqueOrThrow({ where: { id: attemptId } })), serverNow };
  }
  return { ...attempt, serverNow };
}

/** Opens an attempt, or resumes the one in progress (a reload, a second tab, a double tap). */
export async function startAttempt(prisma: PrismaClient, userId: string, testId: string): Promise<AttemptView> {
  const test = await prisma.mockTest.findFirst({ where: { id: testId, published: true } });
  if (!test) throw new MockTestNotFoundError();
  const open = await prisma.mockTestAttempt.findFirst({ where: { testId, userId, submittedAt: null } });
  if (open) {
    const resumed = await readAttempt(prisma, userId, open.id);
    if (!resumed.submittedAt) return resumed;
  }
  const now = await databaseNow(prisma);
  if ((test.opensAt && now < test.opensAt) || (test.closesAt && now > test.closesAt)) throw new MockTestClosedError();
  const used = await prisma.mockTestAttempt.count({ where: { testId, userId } });
  if (used >= test.attemptsAllowed) throw new AttemptsUsedError();
  const paper = await drawPaper(prisma, testId);
  try {
    const [row] = await prisma.$queryRaw<{ id: string }[]>`
      INSERT INTO "MockTestAttempt" ("id", "testId", "userId", "startedAt", "endsAt", "paper")
      VALUES (gen_random_uuid()::text, ${testId}, ${userId}, now(), now() + make_interval(mins => ${test.durationMinutes}::int),
        ${JSON.stringify(paper)}::jsonb)
      RETURNING "id"`;
    return readAttempt(prisma, userId, row.id);
  } catch (error) {
    // A racing start opened it first: resume that one.
    if (!isUniqueViolation(error)) throw error;
    const winner = await prisma.mockTestAttempt.findFirstOrThrow({ where: { testId, userId, submittedAt: null } });
    return readAttempt(prisma, userId, winner.id);
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
  await finalizeAttempts(
    prisma,
    overdue.map((row) => row.id),
  );
}
