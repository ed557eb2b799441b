// Starting a mock test (docs/mock-tests.md, "What a start, a paper read, a save and a submission cost"). At a
// sitting's start every learner starts within the same seconds, and the exam screen shows the paper next, so the
// start answers with the paper. What does not depend on the learner is prepared once per test (decision 044), so
// a new attempt is one statement: the insert, which decides every rule by the database's clock and checks that the
// preparation is current. Time is the database's clock (decision 022).
import { randomUUID } from "node:crypto";
import { isUniqueViolation, type Database, type MockTestAttempt } from "@app/db";
import { AttemptsUsedError, MockTestClosedError, MockTestNotFoundError } from "../mock-tests.errors.ts";
import { readExamAttempt, type ExamAttempt } from "./mock-test-exam.service.ts";
import { asView } from "./mock-test-attempts.service.ts";
import { drawPaper } from "../paper/mock-test-draw.service.ts";
import { forgetPrepared, preparedTest } from "../paper/mock-test-prepared.service.ts";
import type { Paper } from "../paper/mock-test-paper.ts";

/** What the insert found: the test's rules now (null when no published test has the id), the learner's attempts. */
interface StartState {
  testRevision: number | null;
  testClosed: boolean | null;
  attemptsAllowed: number | null;
  used: number;
  openId: string | null;
}

/**
 * Inserts the attempt when the published test is open by the database's clock, the learner has no attempt in
 * progress and attempts left, and the test's revision is the prepared one; the attempt (null when nothing was
 * inserted) with the clock and what was found, in one statement.
 */
async function insertAttempt(
  db: Database,
  start: { userId: string; testId: string; attemptId: string; revision: number; paper: Paper },
) {
  const { userId, testId, attemptId, revision, paper } = start;
  const [row] = await db.sql<StartState & { attempt: MockTestAttempt | null; serverNow: Date }>`
    WITH t AS (
      SELECT "id", "durationMinutes", "attemptsAllowed", "revision",
        COALESCE(now() < "opensAt", false) OR COALESCE(now() > "closesAt", false) AS closed
      FROM "MockTest" WHERE "id" = ${testId} AND "published"),
    mine AS (
      SELECT count(*)::int AS used, (array_agg("id") FILTER (WHERE "submittedAt" IS NULL))[1] AS "openId"
      FROM "MockTestAttempt" WHERE "testId" = ${testId} AND "userId" = ${userId}),
    a AS (
      INSERT INTO "MockTestAttempt" ("id", "testId", "userId", "startedAt", "endsAt", "paper")
      SELECT ${attemptId}::text, t."id", ${userId}::text, now(), now() + make_interval(mins => t."durationMinutes"),
        ${JSON.stringify(paper)}::jsonb
      FROM t, mine
      WHERE t."revision" = ${revision}::int AND NOT t.closed AND mine."openId" IS NULL
        AND mine.used < t."attemptsAllowed"
      RETURNING *)
    SELECT to_jsonb(a) AS attempt, now() AS "serverNow", t."revision" AS "testRevision", t.closed AS "testClosed",
      t."attemptsAllowed", mine.used, mine."openId"
    FROM mine LEFT JOIN t ON true LEFT JOIN a ON true`;
  // to_jsonb keeps the insert's columns apart from what was found; asView reads its timestamps.
  return row;
}

/** A resume after a racing start of the same learner opened the attempt first. */
async function resumeWinner(db: Database, userId: string, testId: string) {
  const winner = await db.prisma.mockTestAttempt.findFirstOrThrow({ where: { testId, userId, submittedAt: null } });
  return readExamAttempt(db, userId, winner.id);
}

/** A staff edit between the preparation and the insert prepares again; more than this many in a row is a fault. */
const TRIES = 5;

/**
 * Opens an attempt, or resumes the one in progress (a reload, a second tab, a double tap), with everything the exam
 * screen shows. With the test prepared, a new attempt is one statement (a blueprint drawn per learner adds the read
 * of what the learner saw recently, and mirrors of questions not drawn before); a resume is the insert's statement,
 * which finds the attempt, and the exam read.
 */
export async function startAttempt(db: Database, userId: string, testId: string): Promise<ExamAttempt> {
  for (let tries = 1; tries <= TRIES; tries++) {
    const preparing = preparedTest(db, testId);
    const prepared = await preparing;
    if (!prepared) throw new MockTestNotFoundError();
    // The id is made here: a blueprint paper's seed names the attempt (decision 038).
    const attemptId = randomUUID();
    const { paper, questions } = await drawPaper(db, prepared, { userId, attemptId });
    let row: Awaited<ReturnType<typeof insertAttempt>>;
    try {
      row = await insertAttempt(db, { userId, testId, attemptId, revision: prepared.revision, paper });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return resumeWinner(db, userId, testId);
    }
    const { attempt, serverNow, testRevision, testClosed, attemptsAllowed, used, openId } = row;
    if (attempt) return { ...asView({ ...attempt, serverNow }), exam: { test: prepared.test, questions, answers: [] } };
    if (testRevision === null) throw new MockTestNotFoundError();
    if (openId) {
      const resumed = await readExamAttempt(db, userId, openId);
      // An overdue attempt was submitted on the way: the learner may start another.
      if (!resumed.submittedAt) return resumed;
      continue;
    }
    if (testClosed) throw new MockTestClosedError();
    if (used >= attemptsAllowed!) throw new AttemptsUsedError();
    forgetPrepared(db, testId, preparing);
  }
  throw new Error(`Mock test ${testId} changed under ${TRIES} starts in a row`);
}
