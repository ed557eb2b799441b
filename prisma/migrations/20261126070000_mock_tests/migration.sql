-- Mock tests (docs/mock-tests.md, decision 022): tests, sections, questions, attempts and answers.
CREATE TABLE "MockTest" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "instructions" TEXT NOT NULL DEFAULT '',
    "examCategory" TEXT NOT NULL DEFAULT '',
    "courseId" TEXT,
    "durationMinutes" INTEGER NOT NULL,
    "marksCorrect" DOUBLE PRECISION NOT NULL DEFAULT 1,
    "negativeMarks" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "attemptsAllowed" INTEGER NOT NULL DEFAULT 1,
    "opensAt" TIMESTAMPTZ(3),
    "closesAt" TIMESTAMPTZ(3),
    "published" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MockTest_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "MockTest_duration_check" CHECK ("durationMinutes" > 0),
    CONSTRAINT "MockTest_marks_check" CHECK ("marksCorrect" > 0 AND "negativeMarks" >= 0),
    CONSTRAINT "MockTest_attempts_check" CHECK ("attemptsAllowed" > 0)
);

CREATE TABLE "MockTestSection" (
    "id" TEXT NOT NULL,
    "testId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "marksCorrect" DOUBLE PRECISION,
    "negativeMarks" DOUBLE PRECISION,

    CONSTRAINT "MockTestSection_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "MockTestQuestion" (
    "id" TEXT NOT NULL,
    "sectionId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "options" TEXT[],
    "textHi" TEXT,
    "optionsHi" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "correctOption" INTEGER NOT NULL,
    "explanation" TEXT NOT NULL DEFAULT '',
    "explanationHi" TEXT,
    "difficulty" TEXT NOT NULL DEFAULT '',
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "MockTestQuestion_pkey" PRIMARY KEY ("id"),
    -- The key must name one of the options: a test that cannot be scored is never stored.
    CONSTRAINT "MockTestQuestion_correct_check" CHECK ("correctOption" >= 0 AND "correctOption" < cardinality("options"))
);

CREATE TABLE "MockTestAttempt" (
    "id" TEXT NOT NULL,
    "testId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "startedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,
    "submittedAt" TIMESTAMPTZ(3),
    "autoSubmitted" BOOLEAN NOT NULL DEFAULT false,
    "score" DOUBLE PRECISION,
    "correctCount" INTEGER,
    "wrongCount" INTEGER,

    CONSTRAINT "MockTestAttempt_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "MockTestAnswer" (
    "attemptId" TEXT NOT NULL,
    "questionId" TEXT NOT NULL,
    "option" INTEGER,
    "markedForReview" BOOLEAN NOT NULL DEFAULT false,
    "seq" INTEGER NOT NULL,
    "timeSpentSeconds" INTEGER NOT NULL DEFAULT 0,
    "savedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MockTestAnswer_pkey" PRIMARY KEY ("attemptId","questionId")
);

CREATE INDEX "MockTest_published_createdAt_idx" ON "MockTest"("published", "createdAt");
CREATE INDEX "MockTest_courseId_idx" ON "MockTest"("courseId");
CREATE UNIQUE INDEX "MockTestSection_testId_position_key" ON "MockTestSection"("testId", "position");
CREATE UNIQUE INDEX "MockTestQuestion_sectionId_position_key" ON "MockTestQuestion"("sectionId", "position");
CREATE INDEX "MockTestAttempt_testId_score_idx" ON "MockTestAttempt"("testId", "score");
CREATE INDEX "MockTestAttempt_userId_testId_idx" ON "MockTestAttempt"("userId", "testId");
-- One attempt in progress per learner and test: two racing starts cannot both open one.
CREATE UNIQUE INDEX "MockTestAttempt_one_open_key" ON "MockTestAttempt"("testId", "userId") WHERE "submittedAt" IS NULL;
CREATE INDEX "MockTestAnswer_questionId_idx" ON "MockTestAnswer"("questionId");

ALTER TABLE "MockTest" ADD CONSTRAINT "MockTest_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "Course"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "MockTestSection" ADD CONSTRAINT "MockTestSection_testId_fkey" FOREIGN KEY ("testId") REFERENCES "MockTest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "MockTestQuestion" ADD CONSTRAINT "MockTestQuestion_sectionId_fkey" FOREIGN KEY ("sectionId") REFERENCES "MockTestSection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "MockTestAttempt" ADD CONSTRAINT "MockTestAttempt_testId_fkey" FOREIGN KEY ("testId") REFERENCES "MockTest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "MockTestAttempt" ADD CONSTRAINT "MockTestAttempt_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "MockTestAnswer" ADD CONSTRAINT "MockTestAnswer_attemptId_fkey" FOREIGN KEY ("attemptId") REFERENCES "MockTestAttempt"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "MockTestAnswer" ADD CONSTRAINT "MockTestAnswer_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "MockTestQuestion"("id") ON DELETE CASCADE ON UPDATE CASCADE;
