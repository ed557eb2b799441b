// Taking a mock test (docs/mock-tests.md, decision 022). Time is the database's: an attempt's startedAt and endsAt
// come from its clock, and every save and submission compares against the same clock, so neither the browser's
// clock nor a gateway's decides. One attempt in progress per learner and test is a partial unique index.
import { isUniqueViolation, type MockTestAttempt, type PrismaClient } from "@app/db";
import { notFound } from "../../errors.ts";
import {
  AttemptNotFoundError,
  AttemptsUsedError,
  AttemptSubmittedError,
  MockTestClosedError,
  MockTestNotFoundError,
  TimeUpError,
} from "./mock-tests.errors.ts";
import { scoreAttempt } from "./mock-test-scoring.ts";
import { findInPaper, ownOption } from "./mock-test-paper.ts";
import { drawPaper, keyedPaper, paperOf, shownAnswers } from "./mock-test-papers.service.ts";

/** Seconds after endsAt in which a save or submission still counts: the last tap's round trip on a slow network. */
export const GRACE_SECONDS = 30;

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
  if (!attempt.submittedAt && isOverdue(attempt, serverNow))
    return { ...(await finalizeAttempt(prisma, attempt.id)), serverNow };
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

export interface AnswerSave {
  attemptId: string;
  questionId: string;
  /** 0-based; null clears the response. */
  option: number | null;
  markedForReview: boolean;
  /** The client's save counter for this attempt: rises with every change the learner makes. */
  seq: number;
  /** The learner's total time on this question so far. */
  timeSpentSeconds: number;
}

/**
 * Records the latest state of one question. One statement decides: the attempt must be the learner's, unsubmitted
 * and within endsAt plus the grace, and a stored answer is only replaced by a higher seq. `accepted` is false for a
 * replayed or older save, which changes nothing (the stored answer is answered back).
 */
export async function saveAnswer(prisma: PrismaClient, userId: string, save: AnswerSave) {
  const owned = await prisma.mockTestAttempt.findUnique({
    where: { id: save.attemptId },
    select: { userId: true, testId: true, paper: true },
  });
  if (!owned || owned.userId !== userId) throw new AttemptNotFoundError();
  const paper = await paperOf(prisma, owned);
  const found = findInPaper(paper, save.questionId);
  if (!found) throw notFound("Question");
  // The client speaks in the attempt's shown option order; the table keeps the question's own (mock-test-paper.ts).
  const option = save.option === null ? null : ownOption(found.question, save.option);
  if (option === undefined) throw notFound("Option");
  const sectionCloses = found.section.closesAfterSeconds;
  const stored = await prisma.$queryRaw<{ seq: number }[]>`
    WITH attempt AS (
      SELECT a."id" FROM "MockTestAttempt" a
      WHERE a."id" = ${save.attemptId} AND a."userId" = ${userId}
        AND a."submittedAt" IS NULL AND now() <= a."endsAt" + make_interval(secs => ${GRACE_SECONDS}::int)
        AND (${sectionCloses}::int IS NULL
          OR now() <= a."startedAt" + make_interval(secs => ${sectionCloses}::int + ${GRACE_SECONDS}::int))
      FOR UPDATE)
    INSERT INTO "MockTestAnswer" ("attemptId", "questionId", "option", "markedForReview", "seq", "timeSpentSeconds", "savedAt")
    SELECT attempt."id", ${save.questionId}, ${option}::int, ${save.markedForReview}::boolean, ${save.seq}::int,
      ${save.timeSpentSeconds}::int, now()
    FROM attempt
    ON CONFLICT ("attemptId", "questionId") DO UPDATE SET
      "option" = EXCLUDED."option", "markedForReview" = EXCLUDED."markedForReview", "seq" = EXCLUDED."seq",
      "timeSpentSeconds" = GREATEST("MockTestAnswer"."timeSpentSeconds", EXCLUDED."timeSpentSeconds"), "savedAt" = now()
    WHERE "MockTestAnswer"."seq" < EXCLUDED."seq"
    RETURNING "seq"`;
  const key = { attemptId_questionId: { attemptId: save.attemptId, questionId: save.questionId } };
  const answered = async (accepted: boolean) => {
    const [answer] = shownAnswers(paper, [await prisma.mockTestAnswer.findUniqueOrThrow({ where: key })]);
    return { accepted, answer };
  };
  if (stored.length) return answered(true);
  const attempt = await readAttempt(prisma, userId, save.attemptId);
  if (attempt.submittedAt) throw attempt.autoSubmitted ? new TimeUpError() : new AttemptSubmittedError();
  if (isOverdue(attempt, attempt.serverNow)) throw new TimeUpError();
  // A section with its own limit refuses answers after it closes, as the test does after endsAt.
  if (sectionCloses !== null && isOverdue({ endsAt: addSeconds(attempt.startedAt, sectionCloses) }, attempt.serverNow))
    throw new TimeUpError();
  return answered(false);
}

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/** Submits the learner's attempt; submitting twice answers the first submission. */
export async function submitAttempt(prisma: PrismaClient, userId: string, attemptId: string): Promise<AttemptView> {
  const attempt = await readAttempt(prisma, userId, attemptId);
  if (attempt.submittedAt) return attempt;
  return { ...(await finalizeAttempt(prisma, attemptId)), serverNow: attempt.serverNow };
}

/**
 * Scores and closes an attempt under a row lock, so no save lands between reading the answers and closing it. An
 * attempt closed after its time (the learner never came back) is marked autoSubmitted and closed at endsAt.
 */
export function finalizeAttempt(prisma: PrismaClient, attemptId: string): Promise<MockTestAttempt> {
  return prisma.$transaction(
    async (tx) => {
      const [locked] = await tx.$queryRaw<{ open: boolean }[]>`
        SELECT "submittedAt" IS NULL AS open FROM "MockTestAttempt" WHERE "id" = ${attemptId} FOR UPDATE`;
      if (!locked?.open) return tx.mockTestAttempt.findUniqueOrThrow({ where: { id: attemptId } });
      const attempt = await tx.mockTestAttempt.findUniqueOrThrow({
        where: { id: attemptId },
        include: { answers: true, test: { include: { sections: true } } },
      });
      const scored = scoreAttempt(await keyedPaper(tx, attempt.test, await paperOf(tx, attempt)), attempt.answers);
      await tx.$executeRaw`
        UPDATE "MockTestAttempt" SET
          "autoSubmitted" = now() > "endsAt" + make_interval(secs => ${GRACE_SECONDS}::int),
          "submittedAt" = LEAST(now(), "endsAt"),
          "score" = ${scored.score}::double precision, "correctCount" = ${scored.correct}::int, "wrongCount" = ${scored.wrong}::int
        WHERE "id" = ${attemptId}`;
      return tx.mockTestAttempt.findUniqueOrThrow({ where: { id: attemptId } });
    },
    { maxWait: 15_000, timeout: 15_000 },
  );
}

/** Submits every attempt of the test whose time and grace have run out, so ranks count everyone who sat it. */
export async function finalizeOverdueAttempts(prisma: PrismaClient, testId: string): Promise<void> {
  const overdue = await prisma.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "MockTestAttempt"
    WHERE "testId" = ${testId} AND "submittedAt" IS NULL AND now() > "endsAt" + make_interval(secs => ${GRACE_SECONDS}::int)`;
  for (const { id } of overdue) await finalizeAttempt(prisma, id);
}
