-- A learner's practice goal, days and revision cards join the per-learner answer cache (decision 048):
-- `practiceProgress` reads them. Only the learner's own mutations write these rows (an answer, a bookmark, the goal),
-- and their gateway drops their answers when such a mutation ends; a learner whose requests reach several gateways
-- needs the others told, so each statement announces the learners it touched on `learner_changed`, as migration
-- 20261203100000_learner_changed does for lesson progress. Every UPDATE counts: each is a learner's own change.
DO $do$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['PracticeDay', 'PracticeSettings', 'PracticeCard']
  LOOP
    EXECUTE format($function$
      CREATE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM pg_notify('learner_changed', '');
        ELSIF TG_OP = 'INSERT' THEN
          PERFORM "notify_learners_changed"((SELECT string_agg(DISTINCT "userId", ',') FROM "new_rows"));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM "notify_learners_changed"((SELECT string_agg(DISTINCT "userId", ',') FROM "old_rows"));
        ELSE
          PERFORM "notify_learners_changed"((SELECT string_agg(DISTINCT "learner", ',')
            FROM (SELECT "userId" FROM "old_rows" UNION ALL SELECT "userId" FROM "new_rows") AS t ("learner")));
        END IF;
        RETURN NULL;
      END
      $body$
    $function$, watched || '_announce_learners');
    EXECUTE format(
      'CREATE TRIGGER %1$I AFTER INSERT ON %2$I REFERENCING NEW TABLE AS "new_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
      watched || '_learner_inserted', watched, watched || '_announce_learners');
    EXECUTE format(
      'CREATE TRIGGER %1$I AFTER UPDATE ON %2$I REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
      watched || '_learner_updated', watched, watched || '_announce_learners');
    EXECUTE format(
      'CREATE TRIGGER %1$I AFTER DELETE ON %2$I REFERENCING OLD TABLE AS "old_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
      watched || '_learner_deleted', watched, watched || '_announce_learners');
    EXECUTE format(
      'CREATE TRIGGER %1$I AFTER TRUNCATE ON %2$I FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
      watched || '_learner_truncated', watched, watched || '_announce_learners');
  END LOOP;
END
$do$;
