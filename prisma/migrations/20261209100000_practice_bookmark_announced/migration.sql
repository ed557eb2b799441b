-- A learner's practice bookmarks are announced on `learner_changed` as their activity (decisions 050 and 053), as
-- their practice cards are: a bookmarked question joins their Revise set, and the Revise set is now kept per learner.
-- Only the learner's own mutation (setPracticeBookmark) writes the table, besides a question's deletion cascading.
CALL "announce_learners_of"('PracticeBookmark', 'userId');

-- The procedure's function announces the learners' rows; replaced in place by the activity variant of migration
-- 20261207100000_learner_activity_apart, so a progress-free answer (the bell) stays kept across a bookmark.
CREATE OR REPLACE FUNCTION "PracticeBookmark_announce_learners"() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('learner_changed', '');
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "notify_learner_activity"((SELECT string_agg(DISTINCT "userId", ',') FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "notify_learner_activity"((SELECT string_agg(DISTINCT "userId", ',') FROM "old_rows"));
  ELSE
    PERFORM "notify_learner_activity"((SELECT string_agg(DISTINCT "learner", ',')
      FROM (SELECT "userId" FROM "old_rows" UNION ALL SELECT "userId" FROM "new_rows") AS t ("learner")));
  END IF;
  RETURN NULL;
END
$body$;
