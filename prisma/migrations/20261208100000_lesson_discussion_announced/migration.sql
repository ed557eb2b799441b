-- A lesson's discussion joins the per-learner answer cache (decision 051): every statement writing DiscussionPost
-- (a question or answer posted, edited, voted on, reported, accepted, held, approved, hidden, deleted, or removed
-- with its lesson) announces the distinct lessons of its old and new rows on `learner_changed`, as "lesson:<id>"
-- items beside the learner ids other tables send, once per statement. A gateway drops the kept answers that read
-- those lessons' discussions, whoever wrote and whichever moderation path did it. A gateway of the release before
-- reads the items as learner ids that name nobody. TRUNCATE, and a list over 7,900 bytes, send the empty payload:
-- everyone, everything (notify_learners_changed, migration 20261203100000_learner_changed).
CREATE FUNCTION "DiscussionPost_announce_lessons"() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('learner_changed', '');
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "notify_learners_changed"((SELECT string_agg(DISTINCT 'lesson:' || "lessonId", ',') FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "notify_learners_changed"((SELECT string_agg(DISTINCT 'lesson:' || "lessonId", ',') FROM "old_rows"));
  ELSE
    PERFORM "notify_learners_changed"((SELECT string_agg(DISTINCT 'lesson:' || "lessonId", ',')
      FROM (SELECT "lessonId" FROM "old_rows" UNION ALL SELECT "lessonId" FROM "new_rows") AS t ("lessonId")));
  END IF;
  RETURN NULL;
END
$body$;

CREATE TRIGGER "DiscussionPost_lesson_inserted" AFTER INSERT ON "DiscussionPost" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "DiscussionPost_announce_lessons"();
CREATE TRIGGER "DiscussionPost_lesson_updated" AFTER UPDATE ON "DiscussionPost"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "DiscussionPost_announce_lessons"();
CREATE TRIGGER "DiscussionPost_lesson_deleted" AFTER DELETE ON "DiscussionPost" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "DiscussionPost_announce_lessons"();
CREATE TRIGGER "DiscussionPost_lesson_truncated" AFTER TRUNCATE ON "DiscussionPost"
  FOR EACH STATEMENT EXECUTE FUNCTION "DiscussionPost_announce_lessons"();
