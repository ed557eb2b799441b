-- A failed lesson video keeps why as a stable code the console translates (English, Hindi), beside the English
-- text. Videos that failed before the code was kept get the code their text names.
ALTER TABLE "LessonVideo" ADD COLUMN "failureCode" TEXT;
UPDATE "LessonVideo" SET "failureCode" = CASE
    WHEN "failureReason" LIKE 'Processing stopped:%' THEN 'video_job_lost'
    WHEN "failureReason" LIKE 'The file has no video track%' THEN 'video_no_picture'
    WHEN "failureReason" LIKE 'The uploaded file is no longer in storage%' THEN 'video_source_missing'
    WHEN "failureReason" LIKE 'The file is not a video%' OR "failureReason" LIKE 'The video''s duration%' THEN 'video_unreadable'
    ELSE 'video_processing_failed'
  END
  WHERE "status" = 'FAILED';
