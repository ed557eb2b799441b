-- Published mock tests and the practice bank's subjects and topics are public content (decision 048): the same
-- per-statement triggers as the course tables raise the content version and announce it on "content_version"
-- (decisions 005, 010, 020), so every gateway's content cache serves MockTests, MockTestInstructions and
-- PracticeSubjects while they are unchanged and forgets them at the writer's commit. Only staff and the seed write
-- these tables.
--
-- "MockTestQuestion" has no trigger of its own: a test shows only how many questions each section holds, and every
-- write of a section's question already updates its test's "revision" (migration 20261201110000_mock_test_revision),
-- an UPDATE of "MockTest" that fires the trigger below. A blueprint's mirrors, inserted by learners' starts, update
-- no test and so raise nothing: a sitting's starts do not empty everyone's cache.
CREATE TRIGGER "MockTest_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "MockTest"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
CREATE TRIGGER "MockTestSection_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "MockTestSection"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
CREATE TRIGGER "PracticeSubject_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PracticeSubject"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
CREATE TRIGGER "PracticeTopic_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PracticeTopic"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
CREATE TRIGGER "PracticeQuestion_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PracticeQuestion"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();

-- A learner's attempts join the per-learner answer cache (decision 047): `MockTest.myAttempts` shows them on the
-- list and the instructions. A start, a submission and a worker's auto-submission, on whichever gateway or worker,
-- announce the attempt's learner on `learner_changed`, once per statement, as migration
-- 20261203100000_learner_changed does for enrollments. Every UPDATE counts: an attempt is written two or three
-- times in its life (start, submission, scoring); the answers, saved many times, live in "MockTestAnswer".
--
-- "announce_learners_of"(table, learner column) makes a table's function and its four triggers, the same as that
-- migration's loop made for its tables (a function per table with its column written in: decision 047 measured a
-- shared function with a dynamic EXECUTE at twice the cost); later migrations call it for the tables they add.
CREATE PROCEDURE "announce_learners_of"("watched" text, "learner" text) LANGUAGE plpgsql AS $procedure$
BEGIN
  EXECUTE format($function$
    CREATE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        PERFORM pg_notify('learner_changed', '');
      ELSIF TG_OP = 'INSERT' THEN
        PERFORM "notify_learners_changed"((SELECT string_agg(DISTINCT %2$I, ',') FROM "new_rows"));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM "notify_learners_changed"((SELECT string_agg(DISTINCT %2$I, ',') FROM "old_rows"));
      ELSE
        PERFORM "notify_learners_changed"((SELECT string_agg(DISTINCT "learner", ',')
          FROM (SELECT %2$I FROM "old_rows" UNION ALL SELECT %2$I FROM "new_rows") AS t ("learner")));
      END IF;
      RETURN NULL;
    END
    $body$
  $function$, "watched" || '_announce_learners', "learner");
  EXECUTE format(
    'CREATE TRIGGER %1$I AFTER INSERT ON %2$I REFERENCING NEW TABLE AS "new_rows" '
    'FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
    "watched" || '_learner_inserted', "watched", "watched" || '_announce_learners');
  EXECUTE format(
    'CREATE TRIGGER %1$I AFTER UPDATE ON %2$I REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" '
    'FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
    "watched" || '_learner_updated', "watched", "watched" || '_announce_learners');
  EXECUTE format(
    'CREATE TRIGGER %1$I AFTER DELETE ON %2$I REFERENCING OLD TABLE AS "old_rows" '
    'FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
    "watched" || '_learner_deleted', "watched", "watched" || '_announce_learners');
  EXECUTE format(
    'CREATE TRIGGER %1$I AFTER TRUNCATE ON %2$I FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
    "watched" || '_learner_truncated', "watched", "watched" || '_announce_learners');
END
$procedure$;

CALL "announce_learners_of"('MockTestAttempt', 'userId');
