// SQL fragments over an attempt aliased `a`, shared by the statements that read it through the driver (decision 007):
// the exam screen's read, a start with its paper, a result, and a set's finalization.
import { Prisma } from "@app/db";

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
