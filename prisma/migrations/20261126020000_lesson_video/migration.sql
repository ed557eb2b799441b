-- Adaptive video (docs/video.md, decision 018): the HLS version of a lesson's uploaded video, its captions,
-- and the learner's data-saver choice. pg-boss keeps its jobs in its own schema ("pgboss"), created at start.
CREATE TYPE "VideoStatus" AS ENUM ('QUEUED', 'PROCESSING', 'READY', 'FAILED');

-- CreateTable
CREATE TABLE "LessonVideo" (
    "lessonId" TEXT NOT NULL,
    "sourceKey" TEXT NOT NULL,
    "status" "VideoStatus" NOT NULL DEFAULT 'QUEUED',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "failureReason" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "folder" TEXT,
    "masterKey" TEXT,
    "posterKey" TEXT,
    "durationSeconds" DOUBLE PRECISION,
    "renditions" JSONB NOT NULL DEFAULT '[]',
    "files" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LessonVideo_pkey" PRIMARY KEY ("lessonId"),
    CONSTRAINT "LessonVideo_progress_check" CHECK ("progress" BETWEEN 0 AND 100)
);

-- CreateTable
CREATE TABLE "LessonCaption" (
    "id" TEXT NOT NULL,
    "lessonId" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LessonCaption_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LessonVideo_status_idx" ON "LessonVideo"("status");
CREATE UNIQUE INDEX "LessonCaption_lessonId_language_key" ON "LessonCaption"("lessonId", "language");

-- AddForeignKey
ALTER TABLE "LessonVideo" ADD CONSTRAINT "LessonVideo_lessonId_fkey" FOREIGN KEY ("lessonId") REFERENCES "Lesson"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "LessonCaption" ADD CONSTRAINT "LessonCaption_lessonId_fkey" FOREIGN KEY ("lessonId") REFERENCES "Lesson"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AlterTable: null follows the browser (navigator.connection.saveData).
ALTER TABLE "User" ADD COLUMN "dataSaver" BOOLEAN;

-- Lesson.video and its captions are course content (decision 005): a status change or a caption write raises the
-- content version, so cached course answers show a video once it is READY. Progress ticks do not (they update
-- only "progress"); staff, who watch them, always read through the cache.
CREATE TRIGGER "LessonVideo_content_version" AFTER INSERT OR DELETE OR TRUNCATE ON "LessonVideo"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
CREATE TRIGGER "LessonVideo_status_content_version" AFTER UPDATE OF "status", "sourceKey" ON "LessonVideo"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
CREATE TRIGGER "LessonCaption_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "LessonCaption"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
