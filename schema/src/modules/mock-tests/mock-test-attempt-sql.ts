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
 * The attempt `a`'s questions as rows of "MockTestQuestion": its paper's, or a legacy attempt's (no stored paper)
 * test's own (mock-test-papers.service.ts, paperOf). Two branches, not one OR: each reaches its rows by an index (the
 * paper's ids by primary key, a legacy attempt's by section) instead of testing every question against the paper.
 */
export const ATTEMPT_QUESTIONS = Prisma.sql`(
      SELECT p.* FROM "MockTestQuestion" p
      WHERE p."id" IN (SELECT jsonb_array_elements_text(jsonb_path_query_array(a."paper", '$.sections[*].questions[*].id')))
      UNION ALL
      SELECT p.* FROM "MockTestQuestion" p JOIN "MockTestSection" s ON s."id" = p."sectionId"
      WHERE a."paper" IS NULL AND s."testId" = a."testId")`;
