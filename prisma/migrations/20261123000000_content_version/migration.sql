-- The version of the public course content (catalogue, course pages, lessons and their contents). Every
-- statement that writes one of the tables it is read from raises it, in the writer's own transaction, so any
-- gateway sharing this database can tell with one primary-key read whether a response it cached is current.
CREATE TABLE "ContentVersion" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "ContentVersion_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "ContentVersion_single_row" CHECK ("id" = 1)
);

INSERT INTO "ContentVersion" ("id", "version") VALUES (1, 0);

CREATE FUNCTION "raise_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ContentVersion" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;

-- Per statement, not per row: writing 1,000 courses at once raises the version once.
CREATE TRIGGER "Course_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Course"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
CREATE TRIGGER "Lesson_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Lesson"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
CREATE TRIGGER "LessonContent_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "LessonContent"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
CREATE TRIGGER "Category_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Category"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
CREATE TRIGGER "CategoryToCourse_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "_CategoryToCourse"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
