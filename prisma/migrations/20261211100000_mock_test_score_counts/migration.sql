-- Each test's submitted attempts counted by score, as they are written (docs/mock-tests.md, "Results"). A learner's
-- rank and percentile were a count over every submitted attempt of the test, read by each learner as their result
-- opened; at a deadline every learner reads one, so the count over 5,000 attempts ran 5,000 times in the same minute
-- and took the database's time from the saves of those still sitting. A test has far fewer distinct scores than
-- learners, so a rank read from these counts costs the same whoever sat. Triggers keep them, so every writer of
-- attempts (a set's scoring, the seed, a test's or a learner's deletion) does: an attempt counts once it is submitted
-- with a score, and an attempt inserted, updated or deleted adds or takes away its count. Rows are taken in one
-- order (testId, score), so two sets scored at once cannot deadlock on them; a row left at zero is deleted.
CREATE TABLE "MockTestScoreCount" (
    "testId" TEXT NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "MockTestScoreCount_pkey" PRIMARY KEY ("testId", "score")
);

ALTER TABLE "MockTestScoreCount" ADD CONSTRAINT "MockTestScoreCount_testId_fkey" FOREIGN KEY ("testId") REFERENCES "MockTest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

INSERT INTO "MockTestScoreCount" ("testId", "score", "attempts")
SELECT "testId", "score", count(*) FROM "MockTestAttempt"
WHERE "submittedAt" IS NOT NULL AND "score" IS NOT NULL
GROUP BY "testId", "score";

-- Adds each change's `attempts` to its (testId, score) row; rows left at zero or below are deleted.
CREATE FUNCTION "mock_test_score_counts_add"("changes" jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "MockTestScoreCount" AS c ("testId", "score", "attempts")
  SELECT x."testId", x."score", sum(x."attempts") FROM jsonb_to_recordset("changes") AS x ("testId" text, "score" float8, "attempts" int)
  GROUP BY x."testId", x."score"
  HAVING sum(x."attempts") <> 0
  ORDER BY x."testId", x."score"
  -- A change for a test being deleted finds its rows gone with it (the cascade): nothing to add to.
  ON CONFLICT ("testId", "score") DO UPDATE SET "attempts" = c."attempts" + EXCLUDED."attempts";
  IF EXISTS (SELECT 1 FROM jsonb_to_recordset("changes") AS x ("attempts" int) WHERE x."attempts" < 0) THEN
    DELETE FROM "MockTestScoreCount" c
    USING (SELECT DISTINCT x."testId", x."score" FROM jsonb_to_recordset("changes") AS x ("testId" text, "score" float8)) x
    WHERE c."testId" = x."testId" AND c."score" = x."score" AND c."attempts" <= 0;
  END IF;
END
$$;

-- The counted attempts among the statement's old rows taken away, among its new rows added.
CREATE FUNCTION "MockTestAttempt_count_scores"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changes" jsonb := '[]'::jsonb;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    "changes" := "changes" || COALESCE((SELECT jsonb_agg(jsonb_build_object('testId', o."testId", 'score', o."score",
      'attempts', -1)) FROM "old_rows" o WHERE o."submittedAt" IS NOT NULL AND o."score" IS NOT NULL
        -- Not the attempts of a test being deleted: its counts go with it (the foreign key's cascade).
        AND EXISTS (SELECT 1 FROM "MockTest" t WHERE t."id" = o."testId")), '[]'::jsonb);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    "changes" := "changes" || COALESCE((SELECT jsonb_agg(jsonb_build_object('testId', n."testId", 'score', n."score",
      'attempts', 1)) FROM "new_rows" n WHERE n."submittedAt" IS NOT NULL AND n."score" IS NOT NULL), '[]'::jsonb);
  END IF;
  IF jsonb_array_length("changes") > 0 THEN
    PERFORM "mock_test_score_counts_add"("changes");
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "MockTestAttempt_scores_counted_inserted" AFTER INSERT ON "MockTestAttempt" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "MockTestAttempt_count_scores"();
-- Every UPDATE (a trigger with transition tables takes no column list): an attempt is written two or three times in
-- its life (start, submission, scoring); the answers, saved many times, live in "MockTestAnswer".
CREATE TRIGGER "MockTestAttempt_scores_counted_updated" AFTER UPDATE ON "MockTestAttempt"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "MockTestAttempt_count_scores"();
CREATE TRIGGER "MockTestAttempt_scores_counted_deleted" AFTER DELETE ON "MockTestAttempt" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "MockTestAttempt_count_scores"();

-- Whether any attempt of a test is overdue (a result's read, the sweep): one probe of the open attempts by their
-- deadline, instead of every open attempt of the test read and compared at the deadline, when thousands are open.
CREATE INDEX "MockTestAttempt_open_endsAt_idx" ON "MockTestAttempt"("testId", "endsAt") WHERE "submittedAt" IS NULL;
