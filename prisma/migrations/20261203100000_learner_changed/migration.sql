-- Push invalidation of the gateways' per-learner answer caches (decisions 042 and 046). Every statement that
-- writes a learner's own rows (the profile, enrollments, progress, certificates, exam seats and notifications)
-- announces the distinct learner ids it touched on `learner_changed`, comma-separated, once per statement:
-- statement-level triggers with transition tables, so a batch of progress rows costs one notification, not one per
-- row. An UPDATE announces the learners of its old and its new rows. NOTIFY's payload must stay under 8000 bytes:
-- a longer list, and TRUNCATE, send the empty payload, which means every learner. A statement touching no rows
-- sends nothing; NOTIFY is sent at commit and folds equal payloads within a transaction.
--
-- PostgreSQL allows transition tables only on a trigger for one event and without a column list, hence one trigger
-- per event. TG_ARGV[0] names the learner id column; any further arguments name the columns an UPDATE must change
-- for its rows to count (old and new rows matched by "id"), so that the mail and push workers' updates of a
-- notification's `emailPending`/`pushPending` announce nothing.
CREATE FUNCTION "announce_learner_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  learner text := quote_ident(TG_ARGV[0]);
  touched text;
  ids text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('learner_changed', '');
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    touched := format('SELECT %s FROM "new_rows"', learner);
  ELSIF TG_OP = 'DELETE' THEN
    touched := format('SELECT %s FROM "old_rows"', learner);
  ELSIF TG_NARGS = 1 THEN
    touched := format('SELECT %1$s FROM "old_rows" UNION ALL SELECT %1$s FROM "new_rows"', learner);
  ELSE
    -- The learner column is compared too: a row without a partner (its id changed) then differs from its nulls.
    SELECT format(
        'SELECT unnest(ARRAY[o.%1$s, n.%1$s]) FROM "old_rows" o FULL JOIN "new_rows" n ON o."id" = n."id" '
        'WHERE ROW(%2$s) IS DISTINCT FROM ROW(%3$s)',
        learner,
        string_agg('o.' || quote_ident(TG_ARGV[arg]), ', '),
        string_agg('n.' || quote_ident(TG_ARGV[arg]), ', '))
      INTO touched
      FROM generate_series(0, TG_NARGS - 1) AS arg;
  END IF;
  EXECUTE format('SELECT string_agg(DISTINCT "learner", '','') FROM (%s) AS touched ("learner")', touched) INTO ids;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('learner_changed', CASE WHEN octet_length(ids) > 7900 THEN '' ELSE ids END);
  END IF;
  RETURN NULL;
END
$$;

-- Four triggers a table: INSERT, UPDATE and DELETE with their transition tables, and TRUNCATE.
DO $$
DECLARE
  watched record;
BEGIN
  FOR watched IN
    SELECT * FROM (VALUES
      -- Any UPDATE of a User row: the profile answer shows most of its columns.
      ('User', '''id'''),
      ('Enrollment', '''userId'''),
      ('LessonProgress', '''userId'''),
      ('Certificate', '''userId'''),
      ('ExamRegistration', '''userId'''),
      ('Notification', '''recipientId'', ''readAt'', ''title'', ''params'', ''link'', ''kind''')
    ) AS t ("table", "args")
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "announce_learner_change"(%s)',
      watched."table" || '_learner_inserted', watched."table", watched."args");
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "announce_learner_change"(%s)',
      watched."table" || '_learner_updated', watched."table", watched."args");
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "old_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "announce_learner_change"(%s)',
      watched."table" || '_learner_deleted', watched."table", watched."args");
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "announce_learner_change"(%s)',
      watched."table" || '_learner_truncated', watched."table", watched."args");
  END LOOP;
END
$$;
