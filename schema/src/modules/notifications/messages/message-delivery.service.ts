// SMS and WhatsApp messages of notifications (docs/notifications.md): notify() records one row per opted-in channel;
// the gateway's job sends each through its channel's provider. The rows are the durable record the job works from and
// what the caps count: the daily cap (messageLimits.perLearnerPerDay, both channels, the Indian day) and the
// operator's monthly spending cap (the sum of what went out this Indian month).
import { Prisma, type MessageChannel, type NotificationKind, type PrismaClient } from "@app/db";
import { messageLimits } from "../../../input-limits.ts";
import { MESSAGE_KINDS } from "./opt-ins.service.ts";
import { indianDayStart, indianMonthStart, quietUntil } from "./message-clock.ts";

/**
 * The messages of freshly recorded notifications, for the recipients who opted in and have a number: an INSERT over
 * the rows of a CTE named `recorded` ("id", "recipientId", "kind"), which notify() writes in the statement that
 * records them, returning the messages' ids.
 */
export const recordMessagesOf = () => Prisma.sql`
  INSERT INTO "NotificationMessage" ("id", "notificationId", "userId", "channel", "createdAt")
  SELECT gen_random_uuid()::text, r."id", r."recipientId", o."channel", now() AT TIME ZONE 'UTC'
  FROM recorded r
  JOIN "NotificationOptIn" o ON o."userId" = r."recipientId" AND o."kind" = r."kind"
  JOIN "User" u ON u."id" = r."recipientId" AND u."phone" IS NOT NULL
  WHERE r."kind"::text = ANY(${[...MESSAGE_KINDS]}::text[])
  RETURNING "id"`;

export interface ChannelCosts {
  /** What one message costs the operator, per channel. */
  costPaise: Record<MessageChannel, number>;
  /** The operator's monthly cap on both channels together; null for none. */
  monthlyBudgetPaise: number | null;
}

export type MessagePlan =
  /** Nothing to do: sent, skipped or taken by another job, or gone. */
  | { action: "done" }
  /** Quiet hours: queue the job again to start then. */
  | { action: "hold"; until: Date }
  /** Claimed: send it, then report with messageSent or messageFailed. */
  | { action: "send"; message: ClaimedMessage };

export interface ClaimedMessage {
  id: string;
  channel: MessageChannel;
  to: string;
  language: string | null;
  notification: { kind: NotificationKind; title: string; params: Prisma.JsonValue; link: string };
}

/** Whether the row exists at all: notify() queues from inside its caller's transaction, which may not be committed. */
export const messageExists = async (prisma: PrismaClient, id: string) =>
  (await prisma.notificationMessage.count({ where: { id } })) > 0;

/**
 * Decides what to do with a message now: skipped (recorded with why) when the learner opted out or has no number,
 * the channel is not configured, the day's cap or the month's budget is reached; held in quiet hours; else claimed.
 */
export async function planMessage(
  prisma: PrismaClient,
  id: string,
  now: Date,
  costs: ChannelCosts & { configured: (channel: MessageChannel, kind: NotificationKind) => boolean },
): Promise<MessagePlan> {
  const row = await prisma.notificationMessage.findUnique({
    where: { id },
    select: {
      id: true,
      status: true,
      channel: true,
      userId: true,
      notification: { select: { kind: true, title: true, params: true, link: true } },
      user: { select: { phone: true, language: true, disabledAt: true } },
    },
  });
  if (!row || row.status !== "PENDING") return { action: "done" };
  const optedIn = await prisma.notificationOptIn.count({
    where: { userId: row.userId, kind: row.notification.kind, channel: row.channel },
  });
  if (optedIn === 0 || row.user.disabledAt) return skip(prisma, id, "opted_out");
  if (!row.user.phone) return skip(prisma, id, "no_phone");
  if (!costs.configured(row.channel, row.notification.kind)) return skip(prisma, id, "not_configured");
  const until = quietUntil(now);
  if (until) return { action: "hold", until };

  const cost = costs.costPaise[row.channel];
  const { count } = await prisma.notificationMessage.updateMany({
    where: { id, status: "PENDING" },
    data: { status: "SENDING", sentAt: now, costPaise: cost },
  });
  if (count === 0) return { action: "done" };
  // Counted after the claim, with every message claimed or sent: two jobs racing may both skip, never both pass.
  const today = await prisma.notificationMessage.count({
    where: {
      userId: row.userId,
      id: { not: id },
      status: { in: ["SENDING", "SENT"] },
      sentAt: { gte: indianDayStart(now) },
    },
  });
  if (today >= messageLimits.perLearnerPerDay) return skip(prisma, id, "daily_cap");
  if (costs.monthlyBudgetPaise !== null) {
    const spent = await monthSpentPaise(prisma, now);
    if (spent > costs.monthlyBudgetPaise) return skip(prisma, id, "budget");
  }
  return {
    action: "send",
    message: {
      id,
      channel: row.channel,
      to: row.user.phone,
      language: row.user.language,
      notification: row.notification,
    },
  };
}

async function skip(prisma: PrismaClient, id: string, reason: string): Promise<MessagePlan> {
  await prisma.notificationMessage.updateMany({
    where: { id, status: { in: ["PENDING", "SENDING"] } },
    data: { status: "SKIPPED", reason, sentAt: null, costPaise: 0 },
  });
  return { action: "done" };
}

/** What this Indian month's messages cost, those going out now included. */
export async function monthSpentPaise(prisma: PrismaClient, now: Date): Promise<number> {
  const { _sum } = await prisma.notificationMessage.aggregate({
    where: { status: { in: ["SENDING", "SENT"] }, sentAt: { gte: indianMonthStart(now) } },
    _sum: { costPaise: true },
  });
  return _sum.costPaise ?? 0;
}

export const messageSent = (prisma: PrismaClient, id: string) =>
  prisma.notificationMessage.updateMany({ where: { id, status: "SENDING" }, data: { status: "SENT" } });

/** Sending failed: pending again for the retry, or failed for good after the last attempt (the job fails too). */
export const messageFailed = (prisma: PrismaClient, id: string, error: string, last: boolean) =>
  prisma.notificationMessage.updateMany({
    where: { id, status: "SENDING" },
    data: last ? { status: "FAILED", reason: error.slice(0, 500) } : { status: "PENDING", sentAt: null, costPaise: 0 },
  });

/** Messages a crash or a queue-less process left pending, for the worker's start. */
export async function pendingMessageIds(prisma: PrismaClient, limit = 500): Promise<string[]> {
  const rows = await prisma.notificationMessage.findMany({
    where: { status: "PENDING" },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/** This Indian month's messages by channel, status and reason, for the System page (skipped ones stay visible). */
export async function monthMessageCounts(prisma: PrismaClient, now: Date) {
  const rows = await prisma.notificationMessage.groupBy({
    by: ["channel", "status", "reason"],
    where: { createdAt: { gte: indianMonthStart(now) } },
    _count: { _all: true },
    orderBy: [{ channel: "asc" }, { status: "asc" }, { reason: "asc" }],
  });
  return rows.map((row) => ({ channel: row.channel, status: row.status, reason: row.reason, count: row._count._all }));
}
