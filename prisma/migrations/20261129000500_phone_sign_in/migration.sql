-- Phone sign-in (docs/phone-sign-in.md, decision 036): the identity's number and a pending number change, and the
-- domain user's copy of the confirmed number.
ALTER TABLE "auth_users" ADD COLUMN "phone" TEXT;
ALTER TABLE "auth_users" ADD COLUMN "phoneConfirmedAt" TIMESTAMP(3);
ALTER TABLE "auth_users" ADD COLUMN "phoneChange" TEXT;
ALTER TABLE "auth_users" ADD COLUMN "phoneChangeSentAt" TIMESTAMP(3);
CREATE UNIQUE INDEX "auth_users_phone_key" ON "auth_users"("phone");

ALTER TABLE "User" ADD COLUMN "phone" TEXT;
