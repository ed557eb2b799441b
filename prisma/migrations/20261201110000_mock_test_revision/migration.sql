-- A mock test's revision (decision 044): raised by every write that changes what a start draws a paper from or
-- shows on the exam screen, so a gateway may keep a test's prepared start between starts and each start's insert
-- checks, in its own statement, that what it was prepared from is still current.
ALTER TABLE "MockTest" ADD COLUMN "revision" INTEGER NOT NULL DEFAULT 0;

-- Any update of the test itself (its rules, times, draws, publication) raises it once.
CREATE FUNCTION "mock_test_revise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."revision" = OLD."revision" THEN
    NEW."revision" := OLD."revision" + 1;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER "MockTest_revision" BEFORE UPDATE ON "MockTest"
  FOR EACH ROW EXECUTE FUNCTION "mock_test_revise"();

-- A section written raises its test's (and, when moved, its former test's). OLD is null on an insert, NEW on a
-- delete.
CREATE FUNCTION "mock_test_section_revise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "MockTest" SET "revision" = "revision" + 1
  WHERE "id" IN (OLD."testId", NEW."testId");
  RETURN NULL;
END
$$;
CREATE TRIGGER "MockTestSection_revision" AFTER INSERT OR UPDATE OR DELETE ON "MockTestSection"
  FOR EACH ROW EXECUTE FUNCTION "mock_test_section_revise"();

-- A question written raises the test of its section, or, for a question of a course's bank, the tests of that
-- course with a section drawing by tag. A blueprint's mirror (no section, no bank) raises nothing: mirrors are
-- written by starts, and their practice question's own write raised the tests already (below).
CREATE FUNCTION "mock_test_question_revise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF COALESCE(OLD."sectionId", NEW."sectionId", OLD."bankCourseId", NEW."bankCourseId") IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE "MockTest" t SET "revision" = "revision" + 1
  WHERE t."id" IN (SELECT s."testId" FROM "MockTestSection" s WHERE s."id" IN (OLD."sectionId", NEW."sectionId"))
    OR (t."courseId" IN (OLD."bankCourseId", NEW."bankCourseId")
      AND EXISTS (SELECT 1 FROM "MockTestSection" s WHERE s."testId" = t."id" AND s."drawCount" > 0));
  RETURN NULL;
END
$$;
CREATE TRIGGER "MockTestQuestion_revision" AFTER INSERT OR UPDATE OR DELETE ON "MockTestQuestion"
  FOR EACH ROW EXECUTE FUNCTION "mock_test_question_revise"();

-- A write to the practice bank raises every blueprint test once per statement (staff edits are rare; which topics
-- a statement touched is not worth a row trigger on bulk imports).
CREATE FUNCTION "mock_test_bank_revise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "MockTest" t SET "revision" = "revision" + 1
  WHERE EXISTS (SELECT 1 FROM "MockTestSection" s
                WHERE s."testId" = t."id" AND s."drawEasy" + s."drawMedium" + s."drawHard" > 0);
  RETURN NULL;
END
$$;
CREATE TRIGGER "PracticeQuestion_mock_test_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PracticeQuestion"
  FOR EACH STATEMENT EXECUTE FUNCTION "mock_test_bank_revise"();
