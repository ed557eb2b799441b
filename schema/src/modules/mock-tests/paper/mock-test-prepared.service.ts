// A mock test's start, prepared (decision 044): what every start of a test would read and build the same way (the
// exam screen's test with its sections, the questions a paper can show, what papers are drawn from) is read once
// per test and revision and kept in the process, so a start at a sitting's burst costs its one insert. The insert
// checks the test's revision in its own statement (mock-test-start.service.ts); triggers raise the revision on
// every write that changes a paper or the exam screen (migration 20261201110000_mock_test_revision).
import type { Database } from "@app/db";
import { asTestRow, ATTEMPT_TEST, EXAM_QUESTION, type ExamQuestionRow } from "../attempt/mock-test-attempt-sql.ts";
import type { MockTestRow } from "../attempt/mock-tests.service.ts";
import type { PaperSource } from "./mock-test-paper.ts";
import {
  hasBlueprint,
  prepareBlueprint,
  type BlueprintTest,
  type PreparedBlueprint,
} from "./blueprint/blueprint-paper.service.ts";

type BankQuestion = { id: string; options: string[] };

/** What a new attempt's paper is drawn from: the test's sections in order with their own questions and draws. */
export interface DrawSource extends PaperSource, BlueprintTest {
  sections: (PaperSource["sections"][number] &
    BlueprintTest["sections"][number] & {
      drawCount: number;
      /** The course's bank questions with the section's tag, when it draws by tag. */
      pool: BankQuestion[];
    })[];
}

export interface PreparedTest {
  revision: number;
  source: DrawSource;
  /** The exam screen's test (its sections with their question counts), as the exam read gives it. */
  test: MockTestRow;
  /** The questions of its sections and its tag pools as the exam screen shows them, by id (mirrors: `blueprint`). */
  questions: Map<string, ExamQuestionRow>;
  blueprint?: PreparedBlueprint;
}

async function prepare(db: Database, testId: string): Promise<PreparedTest | undefined> {
  // The test's own questions and its sections' tag pools, sections in order, questions by position.
  const [row] = await db.sql<{
    revision: number;
    test: Record<string, unknown>;
    source: DrawSource;
    questions: ExamQuestionRow[];
  }>`
    SELECT t."revision", ${ATTEMPT_TEST} AS test,
      jsonb_build_object('shuffleQuestions', t."shuffleQuestions", 'shuffleOptions', t."shuffleOptions",
        'samePaperForSitting', t."samePaperForSitting", 'drawSalt', t."drawSalt", 'opensAt', t."opensAt",
        'sections', COALESCE((
          SELECT jsonb_agg(jsonb_build_object('id', s."id", 'name', s."name", 'timeLimitMinutes', s."timeLimitMinutes",
            'drawCount', s."drawCount", 'practiceTopicIds', s."practiceTopicIds", 'drawEasy', s."drawEasy",
            'drawMedium', s."drawMedium", 'drawHard', s."drawHard",
            'questions', COALESCE((
              SELECT jsonb_agg(jsonb_build_object('id', q."id", 'options', q."options") ORDER BY q."position")
              FROM "MockTestQuestion" q WHERE q."sectionId" = s."id"), '[]'::jsonb),
            'pool', COALESCE((
              SELECT jsonb_agg(jsonb_build_object('id', q."id", 'options', q."options") ORDER BY q."id")
              FROM "MockTestQuestion" q
              WHERE s."drawCount" > 0 AND q."bankCourseId" = t."courseId" AND s."drawTag" = ANY(q."tags")), '[]'::jsonb))
            ORDER BY s."position")
          FROM "MockTestSection" s WHERE s."testId" = t."id"), '[]'::jsonb)) AS source,
      (SELECT COALESCE(jsonb_agg(${EXAM_QUESTION}), '[]'::jsonb) FROM "MockTestQuestion" q
        WHERE q."sectionId" IN (SELECT s."id" FROM "MockTestSection" s WHERE s."testId" = t."id")
          OR (q."bankCourseId" = t."courseId" AND q."tags" && ARRAY(SELECT s."drawTag" FROM "MockTestSection" s
            WHERE s."testId" = t."id" AND s."drawCount" > 0 AND s."drawTag" IS NOT NULL))) AS questions
    FROM "MockTest" t CROSS JOIN LATERAL (SELECT t."id" AS "testId") a
    WHERE t."id" = ${testId}`;
  if (!row) return undefined;
  return {
    revision: row.revision,
    source: row.source,
    test: asTestRow(row.test),
    questions: new Map(row.questions.map((question) => [question.id, question])),
    blueprint: hasBlueprint(row.source) ? await prepareBlueprint(db, row.source) : undefined,
  };
}

/** Tests kept prepared per process; a few are open at once, so the oldest prepared is dropped past this many. */
const KEPT = 32;
const kept = new WeakMap<Database, Map<string, Promise<PreparedTest | undefined>>>();

/**
 * The test's prepared start, read on first use; concurrent starts share one preparation. A test that does not
 * exist, or a preparation that failed, is not kept.
 */
export function preparedTest(db: Database, testId: string): Promise<PreparedTest | undefined> {
  let tests = kept.get(db);
  if (!tests) kept.set(db, (tests = new Map()));
  const known = tests.get(testId);
  if (known) return known;
  const preparing = prepare(db, testId);
  tests.set(testId, preparing);
  if (tests.size > KEPT) tests.delete(tests.keys().next().value!);
  void preparing.then(
    (prepared) => {
      if (!prepared) forgetPrepared(db, testId, preparing);
    },
    () => forgetPrepared(db, testId, preparing),
  );
  return preparing;
}

/** Drops `preparing` (a start found its revision stale); a newer preparation already under way stays. */
export function forgetPrepared(db: Database, testId: string, preparing: Promise<PreparedTest | undefined>) {
  const tests = kept.get(db);
  if (tests?.get(testId) === preparing) tests.delete(testId);
}
