// Saving one question's answer during an attempt (docs/mock-tests.md, decision 022): the hottest request of a
// sitting (every learner, every few seconds), so it is one statement sent through the driver (decision 007). The
// statement finds the question in the attempt's stored paper, decides every refusal by the database's clock, maps
// the option shown to the question's own, locks only this attempt's row and upserts the answer: no read of the
// test, its sections or its questions, and no lock that another learner's save waits for.
import { Prisma, type Database, type MockTestAnswer } from "@app/db";
import { notFound } from "../../../errors.ts";
import type { PaperQuestion } from "../paper/mock-test-paper.ts";
import { readAttempt } from "./mock-test-attempts.service.ts";
import { GRACE_SECONDS } from "./mock-test-finalize.service.ts";
import { AttemptNotFoundError, AttemptSubmittedError, SectionNotOpenError, TimeUpError } from "../mock-tests.errors.ts";

export interface AnswerSave {
  attemptId: string;
  questionId: string;
  /** 0-based, in the attempt's shown order; null clears the response. */
  option: number | null;
  markedForReview: boolean;
  /** The client's save counter for this attempt: rises with every change the learner makes. */
  seq: number;
  /** The learner's total time on this question so far. */
  timeSpentSeconds: number;
}

type Refusal = "submitted" | "auto_submitted" | "time_up" | "no_question" | "not_open" | "no_option";

interface SaveRow {
  refusal: Refusal | null;
  /** The attempt was still open once its row was locked (false: a submission came first). */
  locked: boolean;
  written: boolean;
  question: PaperQuestion | null;
  answer: MockTestAnswer | null;
}

const grace = Prisma.sql`make_interval(secs => ${GRACE_SECONDS}::int)`;
const after = (start: Prisma.Sql, seconds: Prisma.Sql) =>
  Prisma.sql`${start} + make_interval(secs => (${seconds})::int)`;

function saveStatement(db: Database, userId: string, save: AnswerSave) {
  const option = save.option;
  return db.sql<SaveRow>`
    WITH target AS (
      SELECT a."id", found.question,
        CASE
          WHEN a."submittedAt" IS NOT NULL THEN CASE WHEN a."autoSubmitted" THEN 'auto_submitted' ELSE 'submitted' END
          WHEN now() > a."endsAt" + ${grace} THEN 'time_up'
          WHEN found.question IS NULL THEN 'no_question'
          WHEN now() < ${after(Prisma.sql`a."startedAt"`, Prisma.sql`found.section->>'opensAfterSeconds'`)} THEN 'not_open'
          WHEN now() > ${after(Prisma.sql`a."startedAt"`, Prisma.sql`found.section->>'closesAfterSeconds'`)} + ${grace}
            THEN 'time_up'
          WHEN ${option}::int IS NOT NULL AND (${option}::int < 0 OR found.question->'options'->(${option}::int) IS NULL)
            THEN 'no_option'
        END AS refusal
      FROM "MockTestAttempt" a
      LEFT JOIN LATERAL (
        SELECT s.section, q.question
        FROM jsonb_array_elements(a."paper"->'sections') s(section), jsonb_array_elements(s.section->'questions') q(question)
        WHERE q.question->>'id' = ${save.questionId}
      ) found ON true
      WHERE a."id" = ${save.attemptId} AND a."userId" = ${userId}),
    locked AS (
      SELECT a."id" FROM "MockTestAttempt" a JOIN target t ON t."id" = a."id" AND t.refusal IS NULL
      WHERE a."submittedAt" IS NULL
      FOR UPDATE OF a),
    written AS (
      INSERT INTO "MockTestAnswer" AS x
        ("attemptId", "questionId", "option", "markedForReview", "seq", "timeSpentSeconds", "savedAt")
      SELECT locked."id", ${save.questionId},
        (t.question->'options'->>(${option}::int))::int, ${save.markedForReview}::boolean, ${save.seq}::int,
        ${save.timeSpentSeconds}::int, now()
      FROM locked JOIN target t ON t."id" = locked."id"
      ON CONFLICT ("attemptId", "questionId") DO UPDATE SET
        "option" = EXCLUDED."option", "markedForReview" = EXCLUDED."markedForReview", "seq" = EXCLUDED."seq",
        "timeSpentSeconds" = GREATEST(x."timeSpentSeconds", EXCLUDED."timeSpentSeconds"), "savedAt" = now()
      WHERE x."seq" < EXCLUDED."seq"
      RETURNING x.*)
    SELECT t.refusal, t.question, EXISTS (SELECT 1 FROM locked) AS locked,
      EXISTS (SELECT 1 FROM written) AS written,
      COALESCE((SELECT to_jsonb(w) FROM written w),
        (SELECT to_jsonb(s) FROM "MockTestAnswer" s WHERE s."attemptId" = t."id" AND s."questionId" = ${save.questionId})
      ) AS answer
    FROM target t`;
}

const refusals: Record<Refusal, () => Error> = {
  submitted: () => new AttemptSubmittedError(),
  auto_submitted: () => new TimeUpError(),
  time_up: () => new TimeUpError(),
  not_open: () => new SectionNotOpenError(),
  no_question: () => notFound("Question"),
  no_option: () => notFound("Option"),
};

/**
 * Records the latest state of one question when its seq is higher than the stored one. `accepted` is false for a
 * replayed or older save, which changes nothing (the stored answer is answered back, options as shown).
 */
export async function saveAnswer(db: Database, userId: string, save: AnswerSave) {
  const [row] = await saveStatement(db, userId, save);
  if (!row) throw new AttemptNotFoundError();
  if (row.refusal) throw refusals[row.refusal]();
  if (!row.locked) {
    // Submitted between the statement's snapshot and its lock: answer as a later save would be answered.
    const attempt = await readAttempt(db, userId, save.attemptId);
    throw attempt.autoSubmitted ? new TimeUpError() : new AttemptSubmittedError();
  }
  const answer = row.answer!;
  const shown = answer.option === null ? null : row.question!.options.indexOf(answer.option);
  return {
    accepted: row.written,
    answer: { ...answer, option: shown, savedAt: new Date(answer.savedAt) },
  };
}
