// Buying a paid course (docs/payments.md, decision 030): the server makes the order with the course's price, a
// verified payment enrols the learner exactly once, and whichever of the browser, the webhook or the reconciliation
// job hears of the payment first settles it; the others find it settled.
import { isUniqueViolation, type PaymentOrder, type PrismaClient } from "@app/db";
import { ServiceUnavailableError } from "../../errors.ts";
import { CourseNotFoundError } from "../courses/courses.errors.ts";
import { AlreadyEnrolledError } from "../enrollment/enrollment.errors.ts";
import type { EnrollmentQuery } from "../enrollment/enrollment.service.ts";
import type { PaymentProvider, ProviderPayment } from "./payment-port.ts";
import {
  enrolWithFreeCoupon,
  holdCouponUse,
  keepCouponUse,
  priceOrder,
  releaseCouponHold,
} from "./coupons/coupons.service.ts";
import { issueInvoice, type InvoiceSettings } from "./invoices/invoices.service.ts";
import { isGstStateCode } from "./invoices/gst-states.ts";
import { notify } from "../notifications/notify.ts";
import { queueTaxDocumentMail, readyTaxDocumentMail } from "./invoices/document-mail.ts";
import {
  CourseIsFreeError,
  PaymentInvalidError,
  PaymentsUnavailableError,
  PlaceOfSupplyInvalidError,
} from "./payments.errors.ts";

/** The Profile's Purchases tab, where each purchase's invoice and credit note are downloaded. */
export const PURCHASES_PATH = "/profile?section=purchases";

/** How long an order is offered again to the same learner and asked about by the reconciliation job. */
export const OPEN_ORDER_MS = 24 * 60 * 60 * 1000;

const openKeyOf = (userId: string, courseId: string) => `${userId}:${courseId}`;

/**
 * The learner's open order for the course at its current price: one order whatever the tabs or double clicks (the
 * unique `openKey`). An open order at an older price is left payable but no longer offered.
 */
export async function createCourseOrder(
  prisma: PrismaClient,
  provider: PaymentProvider | null | undefined,
  {
    userId,
    courseId,
    placeOfSupply,
    couponCode,
    now = new Date(),
  }: { userId: string; courseId: string; placeOfSupply?: string | null; couponCode?: string | null; now?: Date },
): Promise<PaymentOrder> {
  if (placeOfSupply != null && !isGstStateCode(placeOfSupply)) throw new PlaceOfSupplyInvalidError();
  const course = await prisma.course.findFirst({
    where: { id: courseId, published: true },
    select: { id: true, pricePaise: true },
  });
  if (!course) throw new CourseNotFoundError();
  if (course.pricePaise <= 0) throw new CourseIsFreeError();
  if (!provider && !couponCode) throw new PaymentsUnavailableError();
  const enrolled = await prisma.enrollment.findUnique({ where: { userId_courseId: { userId, courseId } } });
  if (enrolled) throw new AlreadyEnrolledError();
  // The amount is the price less the coupon's discount, both the server's (coupons/coupons.service.ts).
  const priced = await priceOrder(prisma, { courseId, userId, now, pricePaise: course.pricePaise, couponCode });
  const amountPaise = priced.amountPaise;
  const openKey = openKeyOf(userId, courseId);
  const open = await prisma.paymentOrder.findUnique({ where: { openKey } });
  const fresh = open && now.getTime() - open.createdAt.getTime() < OPEN_ORDER_MS;
  if (open && fresh && open.amountPaise === amountPaise && open.couponId === (priced.coupon?.id ?? null)) {
    // The state chosen last is the place of supply, whichever tab asked.
    if (placeOfSupply && open.placeOfSupply !== placeOfSupply) {
      return prisma.paymentOrder.update({ where: { id: open.id }, data: { placeOfSupply } });
    }
    return open;
  }
  if (open) {
    await prisma.paymentOrder.updateMany({ where: { id: open.id, openKey }, data: { openKey: null } });
    await releaseCouponHold(prisma, open);
  }
  if (amountPaise === 0) return enrolWithFreeCoupon(prisma, { userId, courseId, priced, now });
  if (!provider) throw new PaymentsUnavailableError();
  const made = await provider
    .createOrder({
      amountPaise,
      currency: "INR",
      receipt: openKey.slice(-40),
      notes: { courseId, userId },
    })
    .catch((error: unknown) => {
      throw new ServiceUnavailableError("The payment provider", error);
    });
  if (made.amountPaise !== amountPaise || made.currency !== "INR") throw new PaymentInvalidError();
  const data = {
    userId,
    courseId,
    provider: "razorpay",
    providerOrderId: made.id,
    amountPaise,
    couponId: priced.coupon?.id ?? null,
    discountPaise: priced.discountPaise,
    couponHeld: Boolean(priced.coupon),
    placeOfSupply: placeOfSupply ?? (await lastPlaceOfSupply(prisma, userId)),
  };
  try {
    // The coupon's use is taken with the order or not at all (holdCouponUse: the last use goes to one learner).
    return await prisma.$transaction(async (tx) => {
      if (priced.coupon) await holdCouponUse(tx, priced.coupon, userId);
      return tx.paymentOrder.create({ data: { ...data, openKey } });
    });
  } catch (error) {
    // Another tab made its order in between: that one is offered; this provider order is never opened.
    if (!isUniqueViolation(error)) throw error;
    const winner = await prisma.paymentOrder.findUnique({ where: { openKey } });
    if (!winner) throw error;
    return winner;
  }
}

/** The state the learner gave at their latest purchase: the checkout's default and a REST order's place of supply. */
export async function lastPlaceOfSupply(prisma: PrismaClient, userId: string): Promise<string | null> {
  const last = await prisma.paymentOrder.findFirst({
    where: { userId, placeOfSupply: { not: null } },
    orderBy: { createdAt: "desc" },
    select: { placeOfSupply: true },
  });
  return last?.placeOfSupply ?? null;
}

/** The browser's word that Checkout succeeded, believed only with a valid signature for the learner's own order. */
export async function confirmCoursePayment(
  prisma: PrismaClient,
  provider: PaymentProvider | null | undefined,
  input: { userId: string; orderId: string; paymentId: string; signature: string },
  invoicing: InvoiceSettings,
  query: EnrollmentQuery = {},
) {
  if (!provider) throw new PaymentsUnavailableError();
  const order = await prisma.paymentOrder.findUnique({ where: { providerOrderId: input.orderId } });
  if (!order || order.userId !== input.userId) throw new PaymentInvalidError();
  if (!provider.isValidPaymentSignature(input.orderId, input.paymentId, input.signature)) {
    throw new PaymentInvalidError();
  }
  // A payment id already settled on another order is a replay.
  if (order.paymentId && order.paymentId !== input.paymentId) throw new PaymentInvalidError();
  await settleOrder(prisma, order, input.paymentId, invoicing);
  return prisma.enrollment.findUniqueOrThrow({
    ...query,
    where: { userId_courseId: { userId: order.userId, courseId: order.courseId } },
  });
}

/**
 * Settlements run one after another in each process (decision 040): every one takes the financial year's invoice
 * counter row, so they are serial in the database anyway, and waiting here holds no pool connection and no open
 * transaction. A course launch's burst queued in the database instead ran out the pool's connection wait and the
 * transactions' timeout.
 */
let settling: Promise<unknown> = Promise.resolve();
function oneAfterAnother<T>(work: () => Promise<T>): Promise<T> {
  const run = settling.then(work, work);
  settling = run.catch(() => undefined);
  return run;
}

/**
 * Marks the order paid, enrols its learner and issues the tax invoice, exactly once however many times and in
 * whatever order it is called: the status moves only from unpaid to PAID (a refunded order stays refunded), the
 * invoice is issued only by the call that moved it, in the same transaction, and the enrolment insert skips an
 * existing row (the unique index). Answers true when this call was the one that settled it.
 */
export async function settleOrder(
  prisma: PrismaClient,
  order: PaymentOrder,
  paymentId: string,
  invoicing: InvoiceSettings,
): Promise<boolean> {
  const mail = await readyTaxDocumentMail();
  return oneAfterAnother(() => settleNow(prisma, order, paymentId, invoicing, mail));
}

async function settleNow(
  prisma: PrismaClient,
  order: PaymentOrder,
  paymentId: string,
  invoicing: InvoiceSettings,
  mail: boolean,
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const paidAt = new Date();
    const { count } = await tx.paymentOrder.updateMany({
      where: { id: order.id, status: { in: ["CREATED", "FAILED"] } },
      data: { status: "PAID", paymentId, paidAt, openKey: null, failureReason: null },
    });
    if (count === 0) return false;
    await keepCouponUse(tx, order);
    await tx.enrollment.createMany({
      data: [{ userId: order.userId, courseId: order.courseId }],
      skipDuplicates: true,
    });
    const invoice = await issueInvoice(tx, order, invoicing, paidAt);
    await notify(tx, {
      userIds: [order.userId],
      kind: "PAYMENT_RECEIVED",
      params: { courseTitle: invoice.courseTitle, invoiceNumber: invoice.number },
      link: PURCHASES_PATH,
    });
    if (mail) await queueTaxDocumentMail(tx, "invoice", invoice.id);
    return true;
  });
}

/** A provider's payment settles its order only when captured for the order's exact amount and currency. */
export async function applyProviderPayment(
  prisma: PrismaClient,
  payment: ProviderPayment,
  invoicing: InvoiceSettings,
): Promise<string> {
  const order = await prisma.paymentOrder.findUnique({ where: { providerOrderId: payment.orderId } });
  if (!order) return "unknown_order";
  if (payment.status === "failed") {
    // The learner may retry within the same Checkout and order; the order stays open until paid or expired.
    if (order.status !== "PAID") {
      await prisma.paymentOrder.updateMany({
        where: { id: order.id, status: { in: ["CREATED", "FAILED"] } },
        data: { failureReason: payment.errorDescription?.slice(0, 500) || "Payment failed" },
      });
    }
    return "failed";
  }
  if (payment.status !== "captured") return "not_captured";
  if (payment.amountPaise !== order.amountPaise || payment.currency !== order.currency) {
    // A tampered or mismatched amount never enrols; the row says why for the operator.
    await prisma.paymentOrder.updateMany({
      where: { id: order.id, status: { in: ["CREATED", "FAILED"] } },
      data: { failureReason: `Amount mismatch: ${payment.amountPaise} ${payment.currency}` },
    });
    return "amount_mismatch";
  }
  return (await settleOrder(prisma, order, payment.id, invoicing)) ? "settled" : "already_settled";
}
