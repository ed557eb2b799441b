-- A learner's purchases, tax invoices, credit notes and text-message opt-ins join the per-learner answer cache
-- (decision 047): their statements announce the learners they touched on `learner_changed`, once per statement,
-- as migration 20261203100000_learner_changed does for the profile, enrollments, progress and notifications. The
-- payment provider's webhook, a refund in the console and a worker's order expiry are written by whichever gateway
-- or worker holds them; every gateway must hear of them.
--
-- An invoice and a credit note carry no learner column: their learner is their order's, found by a join. A row
-- deleted with its order (ON DELETE CASCADE) finds no order any more, and the order's own DELETE announces it.
-- Every UPDATE of an order counts: a status change, the coupon's hold or the place of supply can each change what
-- Purchases or the checkout shows, and an order is written a few times in its life.
DO $do$
DECLARE
  watched record;
  function_name text;
BEGIN
  FOR watched IN
    SELECT * FROM (VALUES
      ('NotificationOptIn', 'SELECT r."userId" FROM %s r'),
      ('PaymentOrder', 'SELECT r."userId" FROM %s r'),
      ('TaxInvoice', 'SELECT o."userId" FROM %s r JOIN "PaymentOrder" o ON o."id" = r."orderId"'),
      ('CreditNote',
        'SELECT o."userId" FROM %s r JOIN "TaxInvoice" i ON i."id" = r."invoiceId" '
        'JOIN "PaymentOrder" o ON o."id" = i."orderId"')
    ) AS t ("table", "learners")
  LOOP
    function_name := watched."table" || '_announce_learners';
    EXECUTE format($function$
      CREATE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM pg_notify('learner_changed', '');
        ELSIF TG_OP = 'INSERT' THEN
          PERFORM "notify_learners_changed"((SELECT string_agg(DISTINCT "learner", ',') FROM (%2$s) AS t ("learner")));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM "notify_learners_changed"((SELECT string_agg(DISTINCT "learner", ',') FROM (%3$s) AS t ("learner")));
        ELSE
          PERFORM "notify_learners_changed"(
            (SELECT string_agg(DISTINCT "learner", ',') FROM (%3$s UNION ALL %2$s) AS t ("learner")));
        END IF;
        RETURN NULL;
      END
      $body$
    $function$,
      function_name, format(watched."learners", '"new_rows"'), format(watched."learners", '"old_rows"'));
    EXECUTE format(
      'CREATE TRIGGER %1$I AFTER INSERT ON %2$I REFERENCING NEW TABLE AS "new_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
      watched."table" || '_learner_inserted', watched."table", function_name);
    EXECUTE format(
      'CREATE TRIGGER %1$I AFTER UPDATE ON %2$I REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
      watched."table" || '_learner_updated', watched."table", function_name);
    EXECUTE format(
      'CREATE TRIGGER %1$I AFTER DELETE ON %2$I REFERENCING OLD TABLE AS "old_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
      watched."table" || '_learner_deleted', watched."table", function_name);
    EXECUTE format(
      'CREATE TRIGGER %1$I AFTER TRUNCATE ON %2$I FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
      watched."table" || '_learner_truncated', watched."table", function_name);
  END LOOP;
END
$do$;
