-- A question's figure (docs/mock-tests.md, "Authoring"): its text alternative in English, and in Hindi when the
-- question has a Hindi version. A figure without an English alternative cannot be stored; rows from before the
-- alternative existed get one from their question's text, so the constraint holds from the start.
ALTER TABLE "MockTestQuestion" ADD COLUMN "imageAlt" TEXT,
ADD COLUMN "imageAltHi" TEXT;

UPDATE "MockTestQuestion" SET "imageAlt" = 'Figure: ' || left("text", 200) WHERE "imageUrl" IS NOT NULL;

ALTER TABLE "MockTestQuestion" ADD CONSTRAINT "MockTestQuestion_image_alt_check"
  CHECK ("imageUrl" IS NULL OR "imageAlt" IS NOT NULL);
