// Coupons at checkout (docs/payments.md, Coupons): the discount is computed on the server from the course's price
// and the coupon, never taken from the browser. A coupon's uses are counted in Coupon.usedCount: an order holds
// one from the moment it is made (so two learners racing for the last use cannot both pay the discounted price),
// keeps it when its payment is captured, and gives it back when it fails, expires or is replaced unpaid.
import crypto from "node:crypto";
import type { Coupon, PaymentOrder, Prisma, PrismaClient } from "@app/db";
import { CourseNotFoundError } from "../../courses/courses.errors.ts";
import { AlreadyEnrolledError } from "../../enrollment/enrollment.errors.ts";
import { CouponRefusedError } from "./coupons.errors.ts";

type Db = PrismaClient | Prisma.TransactionClient;

/** Razorpay refuses orders under ₹1: a discount never leaves less than this unless it makes the course free. */
export const MIN_ORDER_PAISE = 100;

/** Codes are kept upper case and matched whatever the case a learner types. */
export const normalCode = (code: string) => code.trim().toUpperCase();

/** The discount in paise on a price: a percentage rounded to the paisa, or the fixed amount, at most the price. */
export function discountFor(coupon: Pick<Coupon, "kind" | "value">, pricePaise: number): number {
  const raw = coupon.kind === "PERCENT" ? Math.round((pricePaise * coupon.value) / 100) : coupon.value;
  const discount = Math.max(0, Math.min(raw, pricePaise));
  const left = pricePaise - discount;
  return left > 0 && left < MIN_ORDER_PAISE ? Math.max(0, pricePaise - MIN_ORDER_PAISE) : discount;
}

export interface CouponCheck {
  code: string;
  courseId: string;
  /** The learner, for the per-learner limit; absent for a price shown to nobody in particular. */
  userId?: string;
  now?: Date;
}

/**
 * The coupon when it applies to this course for this learner now; otherwise the reason, as a coupon_* error.
 * The learner's own open order for the course does not count against the limits: a new order replaces it.
 */
export async function applicableCoupon(db: Db, { code, courseId, userId, now = new Date() }: CouponCheck) {
  const coupon = await db.coupon.findUnique({ where: { code: normalCode(code) } });
  if (!coupon) throw new CouponRefusedError("coupon_unknown");
  if (coupon.courseId && coupon.courseId !== courseId) throw new CouponRefusedError("coupon_not_for_course");
  if (coupon.disabled || (coupon.validUntil && coupon.validUntil <= now)) {
    throw new CouponRefusedError("coupon_expired");
  }
  if (coupon.validFrom && coupon.validFrom > now) throw new CouponRefusedError("coupon_not_yet_valid");
  const ownOpen = userId
    ? await db.paymentOrder.count({
        where: { openKey: `${userId}:${courseId}`, couponId: coupon.id, couponHeld: true },
      })
    : 0;
  if (coupon.maxUses !== null && coupon.usedCount - ownOpen >= coupon.maxUses) {
    throw new CouponRefusedError("coupon_used_up");
  }
  if (userId && coupon.maxUsesPerLearner !== null) {
    const mine = await heldBy(db, coupon.id, userId);
    if (mine - ownOpen >= coupon.maxUsesPerLearner) throw new CouponRefusedError("coupon_used_up_for_you");
  }
  return coupon;
}

const heldBy = (db: Db, couponId: string, userId: string) =>
  db.paymentOrder.count({ where: { couponId, userId, couponHeld: true } });

export interface PriceQuote {
  courseId: string;
  pricePaise: number;
  discountPaise: number;
  amountPaise: number;
  couponCode: string | null;
}

/** The price before and after a coupon, as an order made now would charge it. */
export async function quoteCoursePrice(db: Db, check: CouponCheck): Promise<PriceQuote> {
  const course = await db.course.findFirst({
    where: { id: check.courseId, published: true },
    select: { pricePaise: true },
  });
  if (!course) throw new CourseNotFoundError();
  const coupon = await applicableCoupon(db, check);
  const discountPaise = discountFor(coupon, course.pricePaise);
  return {
    courseId: check.courseId,
    pricePaise: course.pricePaise,
    discountPaise,
    amountPaise: course.pricePaise - discountPaise,
    couponCode: coupon.code,
  };
}

/**
 * Takes one use of the coupon for a new order, inside the transaction that creates the order. The total limit is
 * checked and raised in one conditional UPDATE: of two learners racing for the last use, the second's update finds
 * the limit reached (PostgreSQL re-reads the row after the first commits). The row lock it takes also orders the
 * per-learner count that follows.
 */
export async function holdCouponUse(tx: Prisma.TransactionClient, coupon: Coupon, userId: string) {
  const raised = await tx.$executeRaw`
    UPDATE "Coupon" SET "usedCount" = "usedCount" + 1, "updatedAt" = now()
    WHERE "id" = ${coupon.id} AND NOT "disabled" AND ("maxUses" IS NULL OR "usedCount" < "maxUses")`;
  if (raised !== 1) throw new CouponRefusedError("coupon_used_up");
  if (coupon.maxUsesPerLearner !== null && (await heldBy(tx, coupon.id, userId)) >= coupon.maxUsesPerLearner) {
    throw new CouponRefusedError("coupon_used_up_for_you");
  }
}

/** Gives back the use an unpaid order held (it failed, expired or was replaced); once, however often called. */
export async function releaseCouponHold(db: PrismaClient, order: Pick<PaymentOrder, "id" | "couponId">) {
  if (!order.couponId) return;
  const couponId = order.couponId;
  await db.$transaction(async (tx) => {
    const { count } = await tx.paymentOrder.updateMany({
      where: { id: order.id, couponHeld: true, status: { not: "PAID" } },
      data: { couponHeld: false },
    });
    if (count === 1) await tx.coupon.update({ where: { id: couponId }, data: { usedCount: { decrement: 1 } } });
  });
}

/** The uses every failed order still holds go back (the reconciliation job closes expired orders as FAILED). */
export async function releaseFailedOrderHolds(db: PrismaClient) {
  const failed = await db.paymentOrder.findMany({
    where: { status: "FAILED", couponHeld: true },
    select: { id: true, couponId: true },
  });
  for (const order of failed) await releaseCouponHold(db, order);
  return failed.length;
}

/**
 * A captured payment keeps its order's use. An order whose hold went back before the money arrived (it expired,
 * then the learner's bank settled) takes a use again, past the limit if need be: the learner paid that price.
 */
export async function keepCouponUse(tx: Prisma.TransactionClient, order: Pick<PaymentOrder, "id" | "couponId">) {
  if (!order.couponId) return;
  const { count } = await tx.paymentOrder.updateMany({
    where: { id: order.id, couponHeld: false },
    data: { couponHeld: true },
  });
  if (count === 1) await tx.coupon.update({ where: { id: order.couponId }, data: { usedCount: { increment: 1 } } });
}

export interface PricedOrder {
  amountPaise: number;
  discountPaise: number;
  coupon: Coupon | null;
}

/** What an order made now charges: the course's price less the coupon's discount (none without a code). */
export async function priceOrder(
  db: Db,
  { pricePaise, couponCode, ...check }: Omit<CouponCheck, "code"> & { pricePaise: number; couponCode?: string | null },
): Promise<PricedOrder> {
  if (!couponCode?.trim()) return { amountPaise: pricePaise, discountPaise: 0, coupon: null };
  const coupon = await applicableCoupon(db, { ...check, code: couponCode });
  const discountPaise = discountFor(coupon, pricePaise);
  return { amountPaise: pricePaise - discountPaise, discountPaise, coupon };
}

/**
 * A coupon that makes the course free enrols at once, with no payment: the order is recorded PAID at ₹0 with its
 * coupon (and holds its use), so the console and the limits see it like any other.
 */
export async function enrolWithFreeCoupon(
  prisma: PrismaClient,
  { userId, courseId, priced, now = new Date() }: { userId: string; courseId: string; priced: PricedOrder; now?: Date },
): Promise<PaymentOrder> {
  const coupon = priced.coupon;
  if (!coupon || priced.amountPaise !== 0) throw new Error("enrolWithFreeCoupon: the coupon does not make it free");
  return prisma.$transaction(async (tx) => {
    await holdCouponUse(tx, coupon, userId);
    const enrolled = await tx.enrollment.createMany({ data: [{ userId, courseId }], skipDuplicates: true });
    if (enrolled.count === 0) throw new AlreadyEnrolledError();
    return tx.paymentOrder.create({
      data: {
        userId,
        courseId,
        provider: "coupon",
        providerOrderId: `coupon_${crypto.randomUUID()}`,
        amountPaise: 0,
        discountPaise: priced.discountPaise,
        couponId: coupon.id,
        couponHeld: true,
        status: "PAID",
        paidAt: now,
      },
    });
  });
}
