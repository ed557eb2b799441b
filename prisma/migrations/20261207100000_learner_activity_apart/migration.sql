-- A learner's own activity is announced apart from their other rows (decision 050): lesson progress and practice
-- (LessonProgress, PracticeDay, PracticeSettings, PracticeCard, the tables only a learner's own mutations write)
-- send "*activity" after the ids on `learner_changed`, as one more comma-separated item, so a gateway drops only the
-- kept answers that may read those tables. A watching learner reports progress every few seconds; their bell,
-- profile and notifications stay kept. A gateway of the release before, still running through a rolling upgrade,
-- reads the mark as one more learner id that names nobody and drops the named learners' every answer, as before.
-- The empty payload (a TRUNCATE, a list over 7,900 bytes) still means every learner and every answer.
CREATE FUNCTION "notify_learner_activity"("ids" text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('learner_changed', CASE WHEN octet_length("ids") > 7900 THEN '' ELSE "ids" || ',*activity' END)
  WHERE "ids" IS NOT NULL;
$$;

-- Each table's function, made by migrations 20261203100000_learner_changed and 20261205110000_learner_changed_practice
-- with its learner column written in, is replaced in place: its four triggers keep calling it by name.
DO $do$
DECLARE
  watched record;
BEGIN
  FOR watched IN
    SELECT * FROM (VALUES ('LessonProgress'), ('PracticeDay'), ('PracticeSettings'), ('PracticeCard')) AS t ("table")
  LOOP
    EXECUTE format($function$
      CREATE OR REPLACE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $body$
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
      $body$
    $function$, watched."table" || '_announce_learners');
  END LOOP;
END
$do$;
