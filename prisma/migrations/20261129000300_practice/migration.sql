-- Daily practice (docs/practice.md): the bilingual question bank by subject and topic, answers on the Indian day
-- (idempotent by the learner's clientId), FSRS cards for revision, bookmarks, days, settings and error reports.
CREATE TYPE "PracticeDifficulty" AS ENUM ('EASY', 'MEDIUM', 'HARD');
CREATE TYPE "PracticeQuestionStatus" AS ENUM ('ACTIVE', 'ARCHIVED');

CREATE TABLE "PracticeSubject" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameHi" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PracticeSubject_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "PracticeTopic" (
    "id" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameHi" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PracticeTopic_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "PracticeQuestion" (
    "id" TEXT NOT NULL,
    "topicId" TEXT NOT NULL,
    "subtopic" TEXT,
    "difficulty" "PracticeDifficulty" NOT NULL DEFAULT 'MEDIUM',
    "exams" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "textEn" TEXT,
    "textHi" TEXT,
    "optionsEn" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "optionsHi" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "correctIndex" INTEGER NOT NULL,
    "explanationEn" TEXT,
    "explanationHi" TEXT,
    "imageUrl" TEXT,
    "imageAlt" TEXT,
    "source" TEXT,
    "year" INTEGER,
    "courseId" TEXT,
    "createdById" TEXT,
    "status" "PracticeQuestionStatus" NOT NULL DEFAULT 'ACTIVE',
    "seedKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PracticeQuestion_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "PracticeAnswer" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "questionId" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "choice" INTEGER NOT NULL,
    "correct" BOOLEAN NOT NULL,
    "timeMs" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "answeredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PracticeAnswer_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "PracticeCard" (
    "userId" TEXT NOT NULL,
    "questionId" TEXT NOT NULL,
    "due" TIMESTAMP(3) NOT NULL,
    "stability" DOUBLE PRECISION NOT NULL,
    "difficulty" DOUBLE PRECISION NOT NULL,
    "elapsedDays" INTEGER NOT NULL DEFAULT 0,
    "scheduledDays" INTEGER NOT NULL DEFAULT 0,
    "learningSteps" INTEGER NOT NULL DEFAULT 0,
    "reps" INTEGER NOT NULL DEFAULT 0,
    "lapses" INTEGER NOT NULL DEFAULT 0,
    "state" INTEGER NOT NULL DEFAULT 0,
    "lastReview" TIMESTAMP(3),

    CONSTRAINT "PracticeCard_pkey" PRIMARY KEY ("userId","questionId")
);

CREATE TABLE "PracticeBookmark" (
    "userId" TEXT NOT NULL,
    "questionId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PracticeBookmark_pkey" PRIMARY KEY ("userId","questionId")
);

CREATE TABLE "PracticeDay" (
    "userId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "answered" INTEGER NOT NULL DEFAULT 0,
    "correct" INTEGER NOT NULL DEFAULT 0,
    "goalMet" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "PracticeDay_pkey" PRIMARY KEY ("userId","day")
);

CREATE TABLE "PracticeSettings" (
    "userId" TEXT NOT NULL,
    "dailyGoal" INTEGER NOT NULL DEFAULT 10,
    "reminderOn" BOOLEAN NOT NULL DEFAULT false,
    "reminderTime" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PracticeSettings_pkey" PRIMARY KEY ("userId")
);

CREATE TABLE "PracticeReport" (
    "id" TEXT NOT NULL,
    "questionId" TEXT NOT NULL,
    "reporterId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),

    CONSTRAINT "PracticeReport_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "PracticeSubject_slug_key" ON "PracticeSubject"("slug");
CREATE UNIQUE INDEX "PracticeTopic_subjectId_slug_key" ON "PracticeTopic"("subjectId", "slug");
CREATE UNIQUE INDEX "PracticeQuestion_seedKey_key" ON "PracticeQuestion"("seedKey");
CREATE INDEX "PracticeQuestion_topicId_status_idx" ON "PracticeQuestion"("topicId", "status");
CREATE INDEX "PracticeQuestion_courseId_idx" ON "PracticeQuestion"("courseId");
CREATE UNIQUE INDEX "PracticeAnswer_userId_clientId_key" ON "PracticeAnswer"("userId", "clientId");
CREATE INDEX "PracticeAnswer_userId_questionId_createdAt_idx" ON "PracticeAnswer"("userId", "questionId", "createdAt");
CREATE INDEX "PracticeAnswer_questionId_idx" ON "PracticeAnswer"("questionId");
CREATE INDEX "PracticeCard_userId_due_idx" ON "PracticeCard"("userId", "due");
CREATE UNIQUE INDEX "PracticeReport_questionId_reporterId_key" ON "PracticeReport"("questionId", "reporterId");
CREATE INDEX "PracticeReport_resolvedAt_createdAt_idx" ON "PracticeReport"("resolvedAt", "createdAt");

ALTER TABLE "PracticeTopic" ADD CONSTRAINT "PracticeTopic_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "PracticeSubject"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PracticeQuestion" ADD CONSTRAINT "PracticeQuestion_topicId_fkey" FOREIGN KEY ("topicId") REFERENCES "PracticeTopic"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PracticeQuestion" ADD CONSTRAINT "PracticeQuestion_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "Course"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "PracticeQuestion" ADD CONSTRAINT "PracticeQuestion_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "PracticeAnswer" ADD CONSTRAINT "PracticeAnswer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PracticeAnswer" ADD CONSTRAINT "PracticeAnswer_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "PracticeQuestion"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PracticeCard" ADD CONSTRAINT "PracticeCard_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PracticeCard" ADD CONSTRAINT "PracticeCard_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "PracticeQuestion"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PracticeBookmark" ADD CONSTRAINT "PracticeBookmark_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PracticeBookmark" ADD CONSTRAINT "PracticeBookmark_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "PracticeQuestion"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PracticeDay" ADD CONSTRAINT "PracticeDay_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PracticeSettings" ADD CONSTRAINT "PracticeSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PracticeReport" ADD CONSTRAINT "PracticeReport_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "PracticeQuestion"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PracticeReport" ADD CONSTRAINT "PracticeReport_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
