-- The interface language a learner chose (issue 17, part 4); null until chosen.
ALTER TABLE "User" ADD COLUMN "language" TEXT;
