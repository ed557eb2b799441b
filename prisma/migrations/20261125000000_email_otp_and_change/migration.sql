-- 6-digit codes beside email links, and email changes confirmed by both addresses.
ALTER TABLE "auth_users" ADD COLUMN "emailChange" TEXT;
ALTER TABLE "auth_users" ADD COLUMN "emailChangeSentAt" TIMESTAMP(3);
ALTER TABLE "auth_users" ADD COLUMN "emailChangeConfirmStatus" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "auth_one_time_tokens" ADD COLUMN "otpHash" TEXT;
ALTER TABLE "auth_one_time_tokens" ADD COLUMN "otpAttempts" INTEGER NOT NULL DEFAULT 0;
