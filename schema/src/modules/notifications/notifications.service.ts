// The viewer's own notifications and push subscriptions (docs/notifications.md). Every read and write names the
// viewer's id, so nobody sees or changes another learner's rows.
import type { Database, PrismaClient } from "@app/db";
import { notFound } from "../../errors.ts";

export const NOTIFICATION_PAGE_MAX = 50;

export async function listNotifications(
  prisma: PrismaClient,
  userId: string,
  { first, after }: { first: number; after?: string | null },
) {
  // The cursor must be one of the viewer's own rows: another learner's id would give away its position.
  const cursor = after
    ? await prisma.notification.findFirst({ where: { id: after, recipientId: userId }, select: { id: true } })
    : null;
  if (after && !cursor) throw notFound("Notification cursor");
  const rows = await prisma.notification.findMany({
    where: { recipientId: userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: first + 1,
    ...(cursor ? { cursor: { id: cursor.id }, skip: 1 } : {}),
  });
  const items = rows.slice(0, first);
  return { items, hasNextPage: rows.length > first, endCursor: items.at(-1)?.id ?? null };
}

/**
 * The header's badge on every signed-in screen: straight through the driver (decision 007), since Prisma's
 * compilation of the count cost more gateway CPU than the count itself (docs/performance.md, item 15).
 */
export async function unreadCount(sql: Database["sql"], userId: string): Promise<number> {
  const [row] = await sql<{ unread: number }>`
    SELECT count(*)::int AS "unread" FROM "Notification" WHERE "recipientId" = ${userId} AND "readAt" IS NULL`;
  return row.unread;
}

export async function markRead(prisma: PrismaClient, userId: string, id: string) {
  const { count } = await prisma.notification.updateMany({
    where: { id, recipientId: userId, readAt: null },
    data: { readAt: new Date() },
  });
  const row = await prisma.notification.findFirst({ where: { id, recipientId: userId } });
  if (!row) throw notFound("Notification");
  return { row, changed: count > 0 };
}

export async function markAllRead(prisma: PrismaClient, userId: string): Promise<number> {
  const { count } = await prisma.notification.updateMany({
    where: { recipientId: userId, readAt: null },
    data: { readAt: new Date() },
  });
  return count;
}
