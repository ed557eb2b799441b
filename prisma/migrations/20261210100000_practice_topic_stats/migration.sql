-- Each learner's answers per topic, counted as they are written (docs/practice.md, "Analytics"). A learner's
-- percentile compares their accuracy in a topic with every other learner's; counting those from the answers read
-- every answer of the learner's topics on each read, a cost that grew with every learner who practised. The counts
-- are kept by triggers, so every writer of answers (the practice player, the seed, a bulk import) keeps them:
-- - an answer inserted, updated or deleted adds or takes away its counts (a learner's deletion cascades to both);
-- - a question about to be deleted takes its answers' counts away first (once it is gone, its answers, deleted by the
--   cascade after it, can no longer say which topic they counted in, and are skipped);
-- - a question moved to another topic moves its answers' counts with it.
-- Counts are only ever taken away by UPDATE (a row left with no answer is deleted), and not from the rows of a
-- learner being deleted: the deletion cascades to them. `topicId` has no foreign key: every answer's count would
-- lock its topic's row, which every learner of the topic shares; a topic deleted takes its questions, and each
-- question its answers' counts, with it.
CREATE TABLE "PracticeTopicStat" (
    "userId" TEXT NOT NULL,
    "topicId" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "correct" INTEGER NOT NULL DEFAULT 0,
    "timeMs" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "PracticeTopicStat_pkey" PRIMARY KEY ("userId", "topicId")
);

CREATE INDEX "PracticeTopicStat_topicId_idx" ON "PracticeTopicStat"("topicId");

ALTER TABLE "PracticeTopicStat" ADD CONSTRAINT "PracticeTopicStat_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

INSERT INTO "PracticeTopicStat" ("userId", "topicId", "attempts", "correct", "timeMs")
SELECT a."userId", q."topicId", count(*), count(*) FILTER (WHERE a."correct"), sum(a."timeMs")
FROM "PracticeAnswer" a JOIN "PracticeQuestion" q ON q."id" = a."questionId"
GROUP BY a."userId", q."topicId";

-- Adds `sign` times the counts of `answers` (userId, topicId, correct, timeMs) to each learner's topic.
CREATE FUNCTION "practice_topic_stats_add"("answers" jsonb, "sign" int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "sign" > 0 THEN
    INSERT INTO "PracticeTopicStat" AS s ("userId", "topicId", "attempts", "correct", "timeMs")
    SELECT a."userId", a."topicId", count(*), count(*) FILTER (WHERE a."correct"), sum(a."timeMs")
    FROM jsonb_to_recordset("answers") AS a ("userId" text, "topicId" text, "correct" boolean, "timeMs" int)
    GROUP BY a."userId", a."topicId"
    ORDER BY a."userId", a."topicId"
    ON CONFLICT ("userId", "topicId") DO UPDATE SET "attempts" = s."attempts" + EXCLUDED."attempts",
      "correct" = s."correct" + EXCLUDED."correct", "timeMs" = s."timeMs" + EXCLUDED."timeMs";
  ELSE
    UPDATE "PracticeTopicStat" s SET "attempts" = s."attempts" - d."attempts", "correct" = s."correct" - d."correct",
      "timeMs" = s."timeMs" - d."timeMs"
    FROM (
      SELECT a."userId", a."topicId", count(*)::int AS "attempts", (count(*) FILTER (WHERE a."correct"))::int AS "correct",
        sum(a."timeMs")::bigint AS "timeMs"
      FROM jsonb_to_recordset("answers") AS a ("userId" text, "topicId" text, "correct" boolean, "timeMs" int)
      GROUP BY a."userId", a."topicId"
    ) d
    WHERE s."userId" = d."userId" AND s."topicId" = d."topicId"
      -- Not a row whose learner is being deleted (cascading to it): updating it a second time in the same
      -- transaction would check its foreign key against the row already gone.
      AND EXISTS (SELECT 1 FROM "User" u WHERE u."id" = s."userId");
    DELETE FROM "PracticeTopicStat" s
    USING jsonb_to_recordset("answers") AS a ("userId" text, "topicId" text)
    WHERE s."userId" = a."userId" AND s."topicId" = a."topicId" AND s."attempts" <= 0;
  END IF;
END
$$;

-- An answer updated or deleted: its counts taken away (and an update's added back as it now is).
CREATE FUNCTION "PracticeAnswer_count_in_topic"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "practice_topic_stats_add"((SELECT jsonb_agg(jsonb_build_object('userId', o."userId", 'topicId', q."topicId",
      'correct', o."correct", 'timeMs', o."timeMs")) FROM "old_rows" o JOIN "PracticeQuestion" q ON q."id" = o."questionId"), -1);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM "practice_topic_stats_add"((SELECT jsonb_agg(jsonb_build_object('userId', n."userId", 'topicId', q."topicId",
      'correct', n."correct", 'timeMs', n."timeMs")) FROM "new_rows" n JOIN "PracticeQuestion" q ON q."id" = n."questionId"), 1);
  END IF;
  RETURN NULL;
END
$$;

-- Every answer's path: a row trigger, which costs the insert less than a statement's transition table.
CREATE FUNCTION "PracticeAnswer_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "PracticeTopicStat" AS s ("userId", "topicId", "attempts", "correct", "timeMs")
  SELECT NEW."userId", q."topicId", 1, NEW."correct"::int, NEW."timeMs" FROM "PracticeQuestion" q WHERE q."id" = NEW."questionId"
  ON CONFLICT ("userId", "topicId") DO UPDATE SET "attempts" = s."attempts" + 1,
    "correct" = s."correct" + EXCLUDED."correct", "timeMs" = s."timeMs" + EXCLUDED."timeMs";
  RETURN NULL;
END
$$;

CREATE TRIGGER "PracticeAnswer_counted_inserted" AFTER INSERT ON "PracticeAnswer"
  FOR EACH ROW EXECUTE FUNCTION "PracticeAnswer_count_inserted"();
CREATE TRIGGER "PracticeAnswer_counted_updated" AFTER UPDATE ON "PracticeAnswer"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "PracticeAnswer_count_in_topic"();
CREATE TRIGGER "PracticeAnswer_counted_deleted" AFTER DELETE ON "PracticeAnswer" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "PracticeAnswer_count_in_topic"();

CREATE FUNCTION "PracticeQuestion_moves_its_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "practice_topic_stats_add"((SELECT jsonb_agg(jsonb_build_object('userId', a."userId", 'topicId', OLD."topicId",
    'correct', a."correct", 'timeMs', a."timeMs")) FROM "PracticeAnswer" a WHERE a."questionId" = OLD."id"), -1);
  IF TG_OP = 'UPDATE' THEN
    PERFORM "practice_topic_stats_add"((SELECT jsonb_agg(jsonb_build_object('userId', a."userId", 'topicId', NEW."topicId",
      'correct', a."correct", 'timeMs', a."timeMs")) FROM "PracticeAnswer" a WHERE a."questionId" = OLD."id"), 1);
    RETURN NEW;
  END IF;
  RETURN OLD;
END
$$;

CREATE TRIGGER "PracticeQuestion_counts_taken_away" BEFORE DELETE ON "PracticeQuestion"
  FOR EACH ROW EXECUTE FUNCTION "PracticeQuestion_moves_its_counts"();
CREATE TRIGGER "PracticeQuestion_counts_moved" AFTER UPDATE OF "topicId" ON "PracticeQuestion"
  FOR EACH ROW WHEN (OLD."topicId" IS DISTINCT FROM NEW."topicId") EXECUTE FUNCTION "PracticeQuestion_moves_its_counts"();
