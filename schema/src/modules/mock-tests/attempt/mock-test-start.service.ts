// Starting a mock test (docs/mock-tests.md, "What a start, a paper read, a save and a submission cost"). At a
// sitting's start every learner starts within the same seconds, and the exam screen shows the paper next, so the
// start answers with the paper: a new attempt's insert and its paper read are one statement, and a resume is the
// exam screen's own read. Time is the database's clock (decision 022).
import { randomUUID } from "node:crypto";
import { isUniqueViolation, type Database } from "@app/db";
import { AttemptsUsedError, MockTestClosedError, MockTestNotFoundError } from "../mock-tests.errors.ts";
import {
  EXAM_COLUMNS,
  examAttemptOf,
  readExamAttempt,
  type ExamAttempt,
  type ExamRow,
} from "./mock-test-exam.service.ts";
import { drawPaper, type DrawSource } from "../paper/mock-test-papers.service.ts";

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
        'shuffleOptions', t."shuffleOptions", 'samePaperForSitting', t."samePaperForSitting",
        'drawSalt', t."drawSalt", 'opensAt', t."opensAt", 'sections', COALESCE((
          SELECT jsonb_agg(jsonb_build_object('id', s."id", 'name', s."name", 'timeLimitMinutes', s."timeLimitMinutes",
            'drawTag', s."drawTag", 'drawCount', s."drawCount", 'practiceTopicIds', s."practiceTopicIds",
            'drawEasy', s."drawEasy", 'drawMedium', s."drawMedium", 'drawHard', s."drawHard", 'questions', COALESCE((
              SELECT jsonb_agg(jsonb_build_object('id', q."id", 'options', q."options") ORDER BY q."position")
              FROM "MockTestQuestion" q WHERE q."sectionId" = s."id"), '[]'::jsonb)) ORDER BY s."position")
          FROM "MockTestSection" s WHERE s."testId" = t."id"), '[]'::jsonb)) AS source
    FROM "MockTest" t WHERE t."id" = ${testId} AND t."published"`;
  return state;
}

/**
 * Opens an attempt, or resumes the one in progress (a reload, a second tab, a double tap), with everything the exam
 * screen shows. A new attempt costs two statements through the driver (its state with the paper's source; the
 * insert with its paper read), plus one per section that draws from a course's bank and, for a blueprint, three
 * (the practice bank, the learner's recent papers, the mirrors); a resume, the state and the exam read.
 */
export async function startAttempt(db: Database, userId: string, testId: string): Promise<ExamAttempt> {
  const state = await startState(db, userId, testId);
  if (!state) throw new MockTestNotFoundError();
  if (state.openId) {
    const resumed = await readExamAttempt(db, userId, state.openId);
    if (!resumed.submittedAt) return resumed;
  }
  if (state.closed) throw new MockTestClosedError();
  if (Number(state.used) >= state.attemptsAllowed) throw new AttemptsUsedError();
  // The id is made here: a blueprint paper's seed names the attempt (decision 038).
  const attemptId = randomUUID();
  const paper = await drawPaper(db, state.source, { userId, attemptId });
  try {
    // The paper's subqueries read the test and its questions, not the new row, so the insert's snapshot serves them.
    const [row] = await db.sql<ExamRow>`
      WITH a AS (
        INSERT INTO "MockTestAttempt" ("id", "testId", "userId", "startedAt", "endsAt", "paper")
        VALUES (${attemptId}, ${testId}, ${userId}, now(),
          now() + make_interval(mins => ${state.durationMinutes}::int), ${JSON.stringify(paper)}::jsonb)
        RETURNING *)
      SELECT a.*, now() AS "serverNow", ${EXAM_COLUMNS} FROM a`;
    return examAttemptOf(row);
  } catch (error) {
    // A racing start opened it first: resume that one.
    if (!isUniqueViolation(error)) throw error;
    const winner = await db.prisma.mockTestAttempt.findFirstOrThrow({ where: { testId, userId, submittedAt: null } });
    return readExamAttempt(db, userId, winner.id);
  }
}
