-- A test's revision is raised once per transaction (decision 044): a CSV import writes a section and each of its
-- questions in one statement apiece, and every row raised the revision again, a new row version of the test per
-- question. Nothing outside the transaction sees its rows before it commits, and they and the first raise become
-- visible together, so one raise tells every gateway's start that its preparation is stale. A test whose row
-- version this transaction wrote (its xmin) was raised already (the BEFORE UPDATE trigger raises at any update) or
-- inserted by it (no gateway can have prepared it).
-- A savepoint's writes carry the subtransaction's id and raise once more: harmless.
CREATE OR REPLACE FUNCTION "mock_test_section_revise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "MockTest" SET "revision" = "revision" + 1
  WHERE "id" IN (OLD."testId", NEW."testId") AND "xmin" <> pg_current_xact_id()::xid;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION "mock_test_question_revise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF COALESCE(OLD."sectionId", NEW."sectionId", OLD."bankCourseId", NEW."bankCourseId") IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE "MockTest" t SET "revision" = "revision" + 1
  WHERE t."xmin" <> pg_current_xact_id()::xid
    AND (t."id" IN (SELECT s."testId" FROM "MockTestSection" s WHERE s."id" IN (OLD."sectionId", NEW."sectionId"))
      OR (t."courseId" IN (OLD."bankCourseId", NEW."bankCourseId")
        AND EXISTS (SELECT 1 FROM "MockTestSection" s WHERE s."testId" = t."id" AND s."drawCount" > 0)));
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION "mock_test_bank_revise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "MockTest" t SET "revision" = "revision" + 1
  WHERE t."xmin" <> pg_current_xact_id()::xid
    AND EXISTS (SELECT 1 FROM "MockTestSection" s
                WHERE s."testId" = t."id" AND s."drawEasy" + s."drawMedium" + s."drawHard" > 0);
  RETURN NULL;
END
$$;

-- Each gateway looks for the published tests opening within the next minute (mock-test-ahead.service.ts).
CREATE INDEX "MockTest_opensAt_idx" ON "MockTest"("opensAt");
