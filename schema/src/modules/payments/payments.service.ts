// Buying a paid course (docs/payments.md, decision 030): the server makes the order with the course's price, a
// verified payment enrols the learner exactly once, and whichever of the browser, the webhook or the reconciliation
// job hears of the payment first settles it; the others find it settled.
import { isUniqueViolation, type PaymentOrder, type PrismaClient } from "@app/db";
import { ServiceUnavailableError } from "../../errors.ts";
import { CourseNotFoundError } from "../courses/courses.errors.ts";
import { AlreadyEnrolledError } from "../enrollment/enrollment.errors.ts";
import type { EnrollmentQuery } from "../enrollment/enrollment.service.ts";
import type { PaymentProvider, ProviderPayment } from "./payment-port.ts";
import { CourseIsFreeError, PaymentInvalidError, PaymentsUnavailableError } from "./payments.errors.ts";

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
  { userId, courseId, now = new Date() }: { userId: string; courseId: string; now?: Date },
): Promise<PaymentOrder> {
  const course = await prisma.course.findFirst({
    where: { id: courseId, published: true },
    select: { id: true, pricePaise: true },
  });
  if (!course) throw new CourseNotFoundError();
  if (course.pricePaise <= 0) throw new CourseIsFreeError();
  if (!provider) throw new PaymentsUnavailableError();
  const enrolled = await prisma.enrollment.findUnique({ where: { userId_courseId: { userId, courseId } } });
  if (enrolled) throw new AlreadyEnrolledError();
  const openKey = openKeyOf(userId, courseId);
  const open = await prisma.paymentOrder.findUnique({ where: { openKey } });
  const fresh = open && now.getTime() - open.createdAt.getTime() < OPEN_ORDER_MS;
  if (open && fresh && open.amountPaise === course.pricePaise) return open;
  if (open) await prisma.paymentOrder.updateMany({ where: { id: open.id, openKey }, data: { openKey: null } });
  const made = await provider
    .createOrder({
      amountPaise: course.pricePaise,
      currency: "INR",
      receipt: openKey.slice(-40),
      notes: { courseId, userId },
    })
    .catch((error: unknown) => {
      throw new ServiceUnavailableError("The payment provider", error);
    });
  if (made.amountPaise !== course.pricePaise || made.currency !== "INR") throw new PaymentInvalidError();
  const data = { userId, courseId, provider: "razorpay", providerOrderId: made.id, amountPaise: course.pricePaise };
  try {
    return await prisma.paymentOrder.create({ data: { ...data, openKey } });
  } catch (error) {
    // Another tab made its order in between: that one is offered; this provider order is never opened.
    if (!isUniqueViolation(error)) throw error;
    const winner = await prisma.paymentOrder.findUnique({ where: { openKey } });
    if (!winner) throw error;
    return winner;
  }
}

/** The browser's word that Checkout succeeded, believed only with a valid signature for the learner's own order. */
export async function confirmCoursePayment(
  prisma: PrismaClient,
  provider: PaymentProvider | null | undefined,
  input: { userId: string; orderId: string; paymentId: string; signature: string },
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
  await settleOrder(prisma, order, input.paymentId);
  return prisma.enrollment.findUniqueOrThrow({
    ...query,
    where: { userId_courseId: { userId: order.userId, courseId: order.courseId } },
  });
}

/**
 * Marks the order paid and enrols its learner, exactly once however many times and in whatever order it is called:
 * the status moves only from unpaid to PAID, and the enrolment insert skips an existing row (the unique index).
 * Answers true when this call was the one that settled it.
 */
export async function settleOrder(prisma: PrismaClient, order: PaymentOrder, paymentId: string): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.paymentOrder.updateMany({
      where: { id: order.id, status: { not: "PAID" } },
      data: { status: "PAID", paymentId, paidAt: new Date(), openKey: null, failureReason: null },
    });
    await tx.enrollment.createMany({
      data: [{ userId: order.userId, courseId: order.courseId }],
      skipDuplicates: true,
    });
    return count === 1;
  });
}

/** A provider's payment settles its order only when captured for the order's exact amount and currency. */
export async function applyProviderPayment(prisma: PrismaClient, payment: ProviderPayment): Promise<string> {
  const order = await prisma.paymentOrder.findUnique({ where: { providerOrderId: payment.orderId } });
  if (!order) return "unknown_order";
  if (payment.status === "failed") {
    // The learner may retry within the same Checkout and order; the order stays open until paid or expired.
    if (order.status !== "PAID") {
      await prisma.paymentOrder.updateMany({
        where: { id: order.id, status: { not: "PAID" } },
        data: { failureReason: payment.errorDescription?.slice(0, 500) || "Payment failed" },
      });
    }
    return "failed";
  }
  if (payment.status !== "captured") return "not_captured";
  if (payment.amountPaise !== order.amountPaise || payment.currency !== order.currency) {
    // A tampered or mismatched amount never enrols; the row says why for the operator.
    await prisma.paymentOrder.updateMany({
      where: { id: order.id, status: { not: "PAID" } },
      data: { failureReason: `Amount mismatch: ${payment.amountPaise} ${payment.currency}` },
    });
    return "amount_mismatch";
  }
  return (await settleOrder(prisma, order, payment.id)) ? "settled" : "already_settled";
}
