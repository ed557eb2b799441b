-- Push invalidation of the gateways' per-learner answer caches (decisions 042 and 047). Every statement that
-- writes a learner's own rows (the profile, enrollments, progress, certificates, exam seats and notifications)
-- announces the distinct learner ids it touched on `learner_changed`, comma-separated, once per statement:
-- statement-level triggers with transition tables, so a batch of progress rows costs one notification, not one per
-- row. An UPDATE announces the learners of its old and its new rows. NOTIFY's payload must stay under 8000 bytes:
-- a longer list, and TRUNCATE, send the empty payload, which means every learner. A statement touching no rows
-- sends nothing; NOTIFY is sent at commit and folds equal payloads within a transaction.
--
-- PostgreSQL allows transition tables only on a trigger for one event and without a column list, hence one trigger
-- per event. Each table gets its own function with its learner column written in, rather than one function reading
-- the column from TG_ARGV: that one's dynamic EXECUTE added about twice as much to a 100-row progress write (PGlite).
-- A notification's UPDATE counts only its rows that changed what the learner is shown (old and new rows matched by
-- "id"): the mail and push workers' updates of `emailPending`/`pushPending` announce nothing.
CREATE FUNCTION "notify_learners_changed"("ids" text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('learner_changed', CASE WHEN octet_length("ids") > 7900 THEN '' ELSE "ids" END)
  WHERE "ids" IS NOT NULL;
$$;

DO $do$
DECLARE
  watched record;
  updated text;
BEGIN
  FOR watched IN
    SELECT * FROM (VALUES
      -- Any UPDATE of a User row counts: the profile answer shows most of its columns.
      ('User', 'id', NULL),
      ('Enrollment', 'userId', NULL),
      ('LessonProgress', 'userId', NULL),
      ('Certificate', 'userId', NULL),
      ('ExamRegistration', 'userId', NULL),
      -- The learner column is compared too: a row without a partner (its id changed) then differs from its nulls.
      ('Notification', 'recipientId', '"recipientId", "readAt", "title", "params", "link", "kind"')
    ) AS t ("table", "learner", "shown")
  LOOP
    updated := CASE WHEN watched."shown" IS NULL
      THEN format('SELECT %1$I FROM "old_rows" UNION ALL SELECT %1$I FROM "new_rows"', watched."learner")
      ELSE format(
        'SELECT unnest(ARRAY[o.%1$I, n.%1$I]) FROM "old_rows" o FULL JOIN "new_rows" n ON o."id" = n."id" '
        'WHERE (%2$s) IS DISTINCT FROM (%3$s)',
        watched."learner",
        regexp_replace(watched."shown", '("[^"]+")', 'o.\1', 'g'),
        regexp_replace(watched."shown", '("[^"]+")', 'n.\1', 'g'))
    END;
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
          PERFORM "notify_learners_changed"((SELECT string_agg(DISTINCT "learner", ',') FROM (%3$s) AS t ("learner")));
        END IF;
        RETURN NULL;
      END
      $body$
    $function$,
      watched."table" || '_announce_learners', watched."learner", updated);
    EXECUTE format(
      'CREATE TRIGGER %1$I AFTER INSERT ON %2$I REFERENCING NEW TABLE AS "new_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
      watched."table" || '_learner_inserted', watched."table", watched."table" || '_announce_learners');
    EXECUTE format(
      'CREATE TRIGGER %1$I AFTER UPDATE ON %2$I REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
      watched."table" || '_learner_updated', watched."table", watched."table" || '_announce_learners');
    EXECUTE format(
      'CREATE TRIGGER %1$I AFTER DELETE ON %2$I REFERENCING OLD TABLE AS "old_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
      watched."table" || '_learner_deleted', watched."table", watched."table" || '_announce_learners');
    EXECUTE format(
      'CREATE TRIGGER %1$I AFTER TRUNCATE ON %2$I FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
      watched."table" || '_learner_truncated', watched."table", watched."table" || '_announce_learners');
  END LOOP;
END
$do$;
