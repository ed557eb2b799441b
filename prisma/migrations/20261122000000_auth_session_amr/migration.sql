-- AlterTable
ALTER TABLE "auth_sessions" ADD COLUMN     "amr" JSONB NOT NULL DEFAULT '[]';
