-- SMS and WhatsApp notifications (docs/notifications.md): the practice reminder's kind, each learner's opt-ins per
-- kind and channel, and one row per message for delivery, the daily cap and the monthly spending cap.
ALTER TYPE "NotificationKind" ADD VALUE 'PRACTICE_REMINDER';

CREATE TYPE "MessageChannel" AS ENUM ('SMS', 'WHATSAPP');
CREATE TYPE "MessageStatus" AS ENUM ('PENDING', 'SENDING', 'SENT', 'SKIPPED', 'FAILED');

CREATE TABLE "NotificationOptIn" (
    "userId" TEXT NOT NULL,
    "kind" "NotificationKind" NOT NULL,
    "channel" "MessageChannel" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "NotificationOptIn_pkey" PRIMARY KEY ("userId", "kind", "channel")
);

CREATE TABLE "NotificationMessage" (
    "id" TEXT NOT NULL,
    "notificationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "channel" "MessageChannel" NOT NULL,
    "status" "MessageStatus" NOT NULL DEFAULT 'PENDING',
    "reason" TEXT,
    "costPaise" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    CONSTRAINT "NotificationMessage_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "NotificationMessage_userId_sentAt_idx" ON "NotificationMessage"("userId", "sentAt");
CREATE INDEX "NotificationMessage_sentAt_idx" ON "NotificationMessage"("sentAt");
CREATE INDEX "NotificationMessage_status_idx" ON "NotificationMessage"("status");

ALTER TABLE "NotificationOptIn" ADD CONSTRAINT "NotificationOptIn_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "NotificationMessage" ADD CONSTRAINT "NotificationMessage_notificationId_fkey" FOREIGN KEY ("notificationId") REFERENCES "Notification"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "NotificationMessage" ADD CONSTRAINT "NotificationMessage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
