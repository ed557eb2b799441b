-- Mock tests (docs/mock-tests.md): section time limits, shuffling, question banks drawn by tag, question images, and
-- each attempt's own paper (its sections' windows, question and option order, drawn questions).
ALTER TABLE "MockTest" ADD COLUMN "shuffleQuestions" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "shuffleOptions" BOOLEAN NOT NULL DEFAULT false;

ALTER TABLE "MockTestSection" ADD COLUMN "timeLimitMinutes" INTEGER,
ADD COLUMN "drawTag" TEXT,
ADD COLUMN "drawCount" INTEGER NOT NULL DEFAULT 0,
ADD CONSTRAINT "MockTestSection_time_limit_check" CHECK ("timeLimitMinutes" IS NULL OR "timeLimitMinutes" > 0),
ADD CONSTRAINT "MockTestSection_draw_check" CHECK ("drawCount" >= 0 AND ("drawCount" = 0 OR "drawTag" IS NOT NULL));

ALTER TABLE "MockTestQuestion" ALTER COLUMN "sectionId" DROP NOT NULL,
ADD COLUMN "bankCourseId" TEXT,
ADD COLUMN "imageUrl" TEXT,
-- A question belongs to a section or to a course's bank, never both.
ADD CONSTRAINT "MockTestQuestion_owner_check" CHECK (("sectionId" IS NULL) <> ("bankCourseId" IS NULL));

CREATE INDEX "MockTestQuestion_bankCourseId_idx" ON "MockTestQuestion"("bankCourseId");

ALTER TABLE "MockTestQuestion" ADD CONSTRAINT "MockTestQuestion_bankCourseId_fkey" FOREIGN KEY ("bankCourseId") REFERENCES "Course"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "MockTestAttempt" ADD COLUMN "paper" JSONB;
