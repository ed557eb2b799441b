// SQL fragments over an attempt aliased `a`, shared by the statements that read it through the driver (decision 007):
// the exam screen's read, a start's preparation, a result, and a set's finalization; and the readers of the JSON
// they build.
import { Prisma, type MockTestAnswer } from "@app/db";
import type { MockTestRow } from "./mock-tests.service.ts";
import { jsonDate } from "../../shared/json-date.ts";

type Json = Record<string, unknown>;

/** The attempt `a`'s test as JSON with its sections in order, each with its question count (the exam and the result). */
export const ATTEMPT_TEST = Prisma.sql`(SELECT to_jsonb(t) || jsonb_build_object('sections', COALESCE((
      SELECT jsonb_agg(to_jsonb(s) || jsonb_build_object('_count', jsonb_build_object('questions',
        (SELECT count(*) FROM "MockTestQuestion" c WHERE c."sectionId" = s."id"))) ORDER BY s."position")
      FROM "MockTestSection" s WHERE s."testId" = t."id"), '[]'::jsonb))
    FROM "MockTest" t WHERE t."id" = a."testId")`;

/**
 * The attempt `a`'s questions as rows of "MockTestQuestion": its paper's, reached by primary key. Every attempt has
 * a paper (the migration 20261129120000_mock_test_legacy_papers gave the older ones theirs).
 */
export const ATTEMPT_QUESTIONS = Prisma.sql`(
      SELECT p.* FROM "MockTestQuestion" p
      WHERE p."id" IN (SELECT jsonb_array_elements_text(jsonb_path_query_array(a."paper", '$.sections[*].questions[*].id'))))`;

/** A question as the exam screen shows it (EXAM_QUESTION). */
export interface ExamQuestionRow {
  id: string;
  text: string;
  textHi: string | null;
  options: string[];
  optionsHi: string[];
  imageUrl: string | null;
  imageAlt: string | null;
  imageAltHi: string | null;
}

/** A question `q` as the exam screen shows it (ExamQuestionRow): no key, no explanation (decision 022). */
export const EXAM_QUESTION = Prisma.sql`jsonb_build_object('id', q."id", 'text', q."text", 'textHi', q."textHi",
      'options', q."options", 'optionsHi', q."optionsHi", 'imageUrl', q."imageUrl",
      'imageAlt', q."imageAlt", 'imageAltHi', q."imageAltHi")`;

/** A test read as ATTEMPT_TEST builds it, with the model's dates. */
export function asTestRow(test: Json): MockTestRow {
  return {
    ...test,
    opensAt: jsonDate(test.opensAt),
    closesAt: jsonDate(test.closesAt),
    createdAt: jsonDate(test.createdAt),
    updatedAt: jsonDate(test.updatedAt),
  } as MockTestRow;
}

export const asAnswer = (answer: Json) => ({ ...answer, savedAt: jsonDate(answer.savedAt) }) as MockTestAnswer;
