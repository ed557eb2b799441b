// The console's Payments section (docs/payments.md, Console): orders with their status, coupon and learner, and the
// revenue by month. Admins see every course's; instructors only the courses they author (course-access.ts).
import { Prisma, type PaymentOrderStatus, type PrismaClient } from "@app/db";
import type { Viewer } from "../../../context.ts";

/** The orders a staff member may read, as a filter. */
export const visibleOrders = (viewer: Viewer): Prisma.PaymentOrderWhereInput =>
  viewer.role === "admin" ? {} : { course: { ownerId: viewer.userId } };

export interface OrderFilter {
  status?: PaymentOrderStatus | null;
  /** A learner's email (contains, any case) or an order's id, the provider's order id or its payment id. */
  search?: string | null;
  limit: number;
  offset: number;
}

export function orderWhere(viewer: Viewer, { status, search }: Omit<OrderFilter, "limit" | "offset">) {
  const term = search?.trim();
  const where: Prisma.PaymentOrderWhereInput = { ...visibleOrders(viewer) };
  if (status) where.status = status;
  if (term) {
    where.OR = [
      { providerOrderId: term },
      { paymentId: term },
      { id: term },
      { user: { email: { contains: term, mode: "insensitive" } } },
    ];
  }
  return where;
}

export async function listOrders(
  prisma: PrismaClient,
  viewer: Viewer,
  filter: OrderFilter,
  query: { include?: Prisma.PaymentOrderInclude; select?: Prisma.PaymentOrderSelect } = {},
) {
  const where = orderWhere(viewer, filter);
  const [total, items] = await Promise.all([
    prisma.paymentOrder.count({ where }),
    prisma.paymentOrder.findMany({
      ...query,
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: filter.limit,
      skip: filter.offset,
    }),
  ]);
  return { total, items };
}

export interface MonthRevenue {
  /** YYYY-MM in India's time (IST), as the operator's accounts count months. */
  month: string;
  amountPaise: number;
  orders: number;
}

/**
 * The money taken per month for the last `months` months, oldest first, every month present (0 when none): paid
 * orders not refunded, by the month they were paid in India's time.
 */
export async function revenueByMonth(
  prisma: PrismaClient,
  viewer: Viewer,
  months: number,
  now = new Date(),
): Promise<MonthRevenue[]> {
  const owner = viewer.role === "admin" ? Prisma.empty : Prisma.sql`AND c."ownerId" = ${viewer.userId}`;
  const rows = await prisma.$queryRaw<{ month: string; amount: bigint | number; orders: bigint | number }[]>`
    SELECT to_char((o."paidAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month,
           SUM(o."amountPaise") AS amount, COUNT(*) AS orders
    FROM "PaymentOrder" o JOIN "Course" c ON c."id" = o."courseId"
    WHERE o."status" = 'PAID' AND o."refundedAt" IS NULL AND o."amountPaise" > 0 AND o."paidAt" IS NOT NULL ${owner}
    GROUP BY 1`;
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return lastMonths(now, months).map((month) => {
    const row = byMonth.get(month);
    return { month, amountPaise: Number(row?.amount ?? 0), orders: Number(row?.orders ?? 0) };
  });
}

/** The `count` months up to the one `now` falls in (IST), oldest first, as YYYY-MM. */
export function lastMonths(now: Date, count: number): string[] {
  const ist = new Date(now.getTime() + 330 * 60 * 1000);
  const year = ist.getUTCFullYear();
  const month = ist.getUTCMonth();
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - (count - 1 - index), 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
  });
}
