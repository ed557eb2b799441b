// What the gateway's delivery job reads and writes (docs/notifications.md): the notifications whose email or push is
// still pending, with what each channel needs; each channel is cleared once sent, so a retry sends only the rest.
import type { PrismaClient } from "@app/db";

export async function pendingDeliveries(prisma: PrismaClient, ids: readonly string[]) {
  return prisma.notification.findMany({
    where: { id: { in: [...ids] }, OR: [{ emailPending: true }, { pushPending: true }] },
    select: {
      id: true,
      kind: true,
      title: true,
      params: true,
      link: true,
      emailPending: true,
      pushPending: true,
      recipient: {
        select: {
          email: true,
          language: true,
          notifEmail: true,
          notifPush: true,
          pushSubscriptions: { select: { endpoint: true, p256dh: true, auth: true } },
        },
      },
    },
  });
}

export type PendingDelivery = Awaited<ReturnType<typeof pendingDeliveries>>[number];

/** Whether any of `ids` is visible at all: a job sent from inside a transaction may run before its commit. */
export const notificationsExist = async (prisma: PrismaClient, ids: readonly string[]) =>
  (await prisma.notification.count({ where: { id: { in: [...ids] } } })) > 0;

export type DeliveryChannel = "email" | "push";

const pendingFlag = (channel: DeliveryChannel, pending: boolean) =>
  channel === "email" ? { emailPending: pending } : { pushPending: pending };

/** Takes the channel off the pending list; false when another job took it first (so only one sends it). */
export async function claimChannel(prisma: PrismaClient, id: string, channel: DeliveryChannel): Promise<boolean> {
  const { count } = await prisma.notification.updateMany({
    where: { id, ...pendingFlag(channel, true) },
    data: pendingFlag(channel, false),
  });
  return count > 0;
}

/** Sending failed: the channel is pending again for the job's retry or the next start. */
export const releaseChannel = (prisma: PrismaClient, id: string, channel: DeliveryChannel) =>
  prisma.notification.updateMany({ where: { id }, data: pendingFlag(channel, true) });

/** The push service answered 404 or 410: the subscription is gone for good (RFC 8030 section 7.3). */
export const forgetPushSubscription = (prisma: PrismaClient, endpoint: string) =>
  prisma.pushSubscription.deleteMany({ where: { endpoint } });

/** Pending rows a crash or a gateway without a queue left behind, oldest first, in batches for the job. */
export async function pendingNotificationIds(prisma: PrismaClient, limit = 500): Promise<string[]> {
  const rows = await prisma.notification.findMany({
    where: { OR: [{ emailPending: true }, { pushPending: true }] },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}
