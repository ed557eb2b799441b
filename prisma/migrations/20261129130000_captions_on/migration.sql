-- Captions on by default in lesson videos (docs/accessibility.md): null until the learner chooses.
ALTER TABLE "User" ADD COLUMN "captionsOn" BOOLEAN;
