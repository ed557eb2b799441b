-- Staff console (issue 16): the instructor role, course ownership and archiving, disabled accounts,
-- publishable listings and the audit log of staff writes.
ALTER TYPE "Role" ADD VALUE 'instructor' BEFORE 'admin';

-- AlterTable
ALTER TABLE "User" ADD COLUMN "disabledAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Course" ADD COLUMN "archived" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "ownerId" TEXT;

-- AlterTable
ALTER TABLE "Internship" ADD COLUMN "published" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "Exam" ADD COLUMN "published" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "Placement" ADD COLUMN "published" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" TEXT NOT NULL,
    "actorId" TEXT,
    "actorEmail" TEXT NOT NULL DEFAULT '',
    "action" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEntry_createdAt_idx" ON "AuditEntry"("createdAt");

-- CreateIndex
CREATE INDEX "AuditEntry_actorId_createdAt_idx" ON "AuditEntry"("actorId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEntry_entity_createdAt_idx" ON "AuditEntry"("entity", "createdAt");

-- CreateIndex
CREATE INDEX "Course_ownerId_idx" ON "Course"("ownerId");

-- AddForeignKey
ALTER TABLE "Course" ADD CONSTRAINT "Course_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
