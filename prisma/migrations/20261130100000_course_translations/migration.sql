-- A course's title and description per interface language (docs/languages.md); the course's own text is shown
-- in every language without one.
CREATE TABLE "CourseTranslation" (
    "id" TEXT NOT NULL,
    "courseId" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CourseTranslation_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "CourseTranslation_courseId_language_key" ON "CourseTranslation"("courseId", "language");

ALTER TABLE "CourseTranslation" ADD CONSTRAINT "CourseTranslation_courseId_fkey" FOREIGN KEY ("courseId")
  REFERENCES "Course"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Translated titles are public course content: a write must raise the content version the gateway's answer cache
-- checks (20261123000000_content_version).
CREATE TRIGGER "CourseTranslation_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "CourseTranslation"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
