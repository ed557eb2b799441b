-- Every mock-test attempt has its own paper (docs/mock-tests.md, "Papers"). Attempts from before papers were stored
-- get the one the code used to build for them on the fly: the test's sections in order, each with its own questions
-- in order and their options unshuffled; a section with its own time limit opens when the timed sections before it
-- have closed, one without runs to the end of the test (mock-test-paper.ts, buildPaper). Then the column is
-- required, so the save, the exam read, finalization and results read one shape of attempt.
WITH legacy_sections AS (
  SELECT s."testId", s."id", s."position", s."timeLimitMinutes",
    COALESCE(SUM(COALESCE(s."timeLimitMinutes", 0) * 60) OVER (
      PARTITION BY s."testId" ORDER BY s."position" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)::int
      AS "opensAfterSeconds"
  FROM "MockTestSection" s
  WHERE s."testId" IN (SELECT "testId" FROM "MockTestAttempt" WHERE "paper" IS NULL)
),
legacy_papers AS (
  SELECT ls."testId", jsonb_build_object('sections', jsonb_agg(jsonb_build_object(
      'id', ls."id",
      'opensAfterSeconds', ls."opensAfterSeconds",
      'closesAfterSeconds', CASE WHEN ls."timeLimitMinutes" IS NULL THEN NULL
        ELSE ls."opensAfterSeconds" + ls."timeLimitMinutes" * 60 END,
      'questions', COALESCE((
        SELECT jsonb_agg(jsonb_build_object('id', q."id", 'options', COALESCE((
            SELECT jsonb_agg(o.n ORDER BY o.n) FROM generate_series(0, cardinality(q."options") - 1) AS o(n)),
            '[]'::jsonb)) ORDER BY q."position")
        FROM "MockTestQuestion" q WHERE q."sectionId" = ls."id"), '[]'::jsonb)
    ) ORDER BY ls."position")) AS paper
  FROM legacy_sections ls
  GROUP BY ls."testId"
)
UPDATE "MockTestAttempt" a
SET "paper" = COALESCE((SELECT lp.paper FROM legacy_papers lp WHERE lp."testId" = a."testId"),
  '{"sections": []}'::jsonb)
WHERE a."paper" IS NULL;

ALTER TABLE "MockTestAttempt" ALTER COLUMN "paper" SET NOT NULL;
