-- Mock tests drawn from the practice bank by a blueprint (decision 038): per section, practice topics and how many
-- easy, medium and hard questions each attempt draws; per test, one paper per sitting or per learner and the secret
-- salt of the draw's seed (each existing test gets its own); drawn practice questions mirrored as test questions.
ALTER TABLE "MockTest" ADD COLUMN "samePaperForSitting" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "MockTest" ADD COLUMN "drawSalt" TEXT NOT NULL DEFAULT (gen_random_uuid())::text;

ALTER TABLE "MockTestSection" ADD COLUMN "practiceTopicIds" TEXT[] DEFAULT ARRAY[]::TEXT[];
ALTER TABLE "MockTestSection" ADD COLUMN "drawEasy" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "MockTestSection" ADD COLUMN "drawMedium" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "MockTestSection" ADD COLUMN "drawHard" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "MockTestSection" ADD CONSTRAINT "MockTestSection_blueprint_counts"
  CHECK ("drawEasy" >= 0 AND "drawMedium" >= 0 AND "drawHard" >= 0);

ALTER TABLE "MockTestQuestion" ADD COLUMN "practiceQuestionId" TEXT;
CREATE UNIQUE INDEX "MockTestQuestion_practiceQuestionId_key" ON "MockTestQuestion"("practiceQuestionId");
-- A question belongs to exactly one of: a test's section, a course's bank, or the practice bank (as its mirror).
ALTER TABLE "MockTestQuestion" DROP CONSTRAINT "MockTestQuestion_owner_check";
ALTER TABLE "MockTestQuestion" ADD CONSTRAINT "MockTestQuestion_owner_check" CHECK (
  ("sectionId" IS NOT NULL)::int + ("bankCourseId" IS NOT NULL)::int + ("practiceQuestionId" IS NOT NULL)::int = 1);
