-- Resume where you left off (issue 17): the playback position a lesson's video last stopped at.
-- AlterTable
ALTER TABLE "LessonProgress" ADD COLUMN "lastPosition" INTEGER NOT NULL DEFAULT 0;
