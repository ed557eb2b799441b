-- Lesson discussions (docs/discussions.md): questions and answers in one table, votes, reports, posting suspensions.
-- CreateTable
CREATE TABLE "DiscussionPost" (
    "id" TEXT NOT NULL,
    "lessonId" TEXT NOT NULL,
    "courseId" TEXT NOT NULL,
    "questionId" TEXT,
    "authorId" TEXT NOT NULL,
    "title" TEXT,
    "body" TEXT NOT NULL,
    "byInstructor" BOOLEAN NOT NULL DEFAULT false,
    "held" BOOLEAN NOT NULL DEFAULT false,
    "hiddenAt" TIMESTAMP(3),
    "deletedAt" TIMESTAMP(3),
    "lockedAt" TIMESTAMP(3),
    "acceptedAnswerId" TEXT,
    "voteCount" INTEGER NOT NULL DEFAULT 0,
    "reportCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "editedAt" TIMESTAMP(3),
    CONSTRAINT "DiscussionPost_pkey" PRIMARY KEY ("id")
);
-- CreateTable
CREATE TABLE "DiscussionVote" (
    "postId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DiscussionVote_pkey" PRIMARY KEY ("postId","userId")
);
-- CreateTable
CREATE TABLE "DiscussionReport" (
    "id" TEXT NOT NULL,
    "postId" TEXT NOT NULL,
    "reporterId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),
    CONSTRAINT "DiscussionReport_pkey" PRIMARY KEY ("id")
);
-- CreateTable
CREATE TABLE "DiscussionSuspension" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "until" TIMESTAMP(3) NOT NULL,
    "reason" TEXT NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DiscussionSuspension_pkey" PRIMARY KEY ("id")
);
-- CreateIndex
CREATE UNIQUE INDEX "DiscussionPost_acceptedAnswerId_key" ON "DiscussionPost"("acceptedAnswerId");
-- CreateIndex
CREATE INDEX "DiscussionPost_lessonId_questionId_createdAt_idx" ON "DiscussionPost"("lessonId", "questionId", "createdAt");
-- CreateIndex
CREATE INDEX "DiscussionPost_questionId_createdAt_idx" ON "DiscussionPost"("questionId", "createdAt");
-- CreateIndex
CREATE INDEX "DiscussionPost_authorId_createdAt_idx" ON "DiscussionPost"("authorId", "createdAt");
-- CreateIndex
CREATE INDEX "DiscussionPost_courseId_createdAt_idx" ON "DiscussionPost"("courseId", "createdAt");
-- CreateIndex
CREATE INDEX "DiscussionVote_userId_idx" ON "DiscussionVote"("userId");
-- CreateIndex
CREATE INDEX "DiscussionReport_resolvedAt_createdAt_idx" ON "DiscussionReport"("resolvedAt", "createdAt");
-- CreateIndex
CREATE UNIQUE INDEX "DiscussionReport_postId_reporterId_key" ON "DiscussionReport"("postId", "reporterId");
-- CreateIndex
CREATE INDEX "DiscussionSuspension_userId_until_idx" ON "DiscussionSuspension"("userId", "until");
-- AddForeignKey
ALTER TABLE "DiscussionPost" ADD CONSTRAINT "DiscussionPost_lessonId_fkey" FOREIGN KEY ("lessonId") REFERENCES "Lesson"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- AddForeignKey
ALTER TABLE "DiscussionPost" ADD CONSTRAINT "DiscussionPost_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- AddForeignKey
ALTER TABLE "DiscussionPost" ADD CONSTRAINT "DiscussionPost_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "DiscussionPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- AddForeignKey
ALTER TABLE "DiscussionPost" ADD CONSTRAINT "DiscussionPost_acceptedAnswerId_fkey" FOREIGN KEY ("acceptedAnswerId") REFERENCES "DiscussionPost"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- AddForeignKey
ALTER TABLE "DiscussionVote" ADD CONSTRAINT "DiscussionVote_postId_fkey" FOREIGN KEY ("postId") REFERENCES "DiscussionPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- AddForeignKey
ALTER TABLE "DiscussionVote" ADD CONSTRAINT "DiscussionVote_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- AddForeignKey
ALTER TABLE "DiscussionReport" ADD CONSTRAINT "DiscussionReport_postId_fkey" FOREIGN KEY ("postId") REFERENCES "DiscussionPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- AddForeignKey
ALTER TABLE "DiscussionReport" ADD CONSTRAINT "DiscussionReport_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- AddForeignKey
ALTER TABLE "DiscussionSuspension" ADD CONSTRAINT "DiscussionSuspension_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
