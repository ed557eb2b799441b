// Refunds (docs/payments.md, "Refunds"): an admin refunds a captured payment in full within REFUND_WINDOW_DAYS,
// through the provider. Access to the course ends (its progress is kept), a credit note is issued against the
// invoice, the learner is told, and the audit log records who did it. The provider's refund.processed webhook for
// the same payment, or a second click, finds the order refunded and changes nothing.
import type { PrismaClient } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { notFound, ServiceUnavailableError } from "../../../errors.ts";
import { recordAudit } from "../../audit/audit.service.ts";
import { notify } from "../../notifications/notify.ts";
import { issueCreditNote, type InvoiceSettings } from "../invoices/invoices.service.ts";
import { queueTaxDocumentMail, readyTaxDocumentMail } from "../invoices/document-mail.ts";
import type { PaymentProvider } from "../payment-port.ts";
import { AlreadyRefundedError, RefundNotPossibleError, RefundWindowClosedError } from "../payments.errors.ts";
import { PURCHASES_PATH } from "../payments.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A claim older than this belongs to a request that died mid-way: another admin may try again. */
const STALE_CLAIM_MS = 5 * 60 * 1000;

const rupees = (paise: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", trailingZeroDisplay: "stripIfInteger" }).format(
    paise / 100,
  );

export async function refundPayment(
  prisma: PrismaClient,
  provider: PaymentProvider,
  invoicing: InvoiceSettings,
  actor: Viewer,
  { orderId, reason, now = new Date() }: { orderId: string; reason: string; now?: Date },
) {
  const order = await prisma.paymentOrder.findUnique({ where: { id: orderId } });
  if (!order) throw notFound("Payment");
  if (order.status === "REFUNDED") throw new AlreadyRefundedError();
  if (order.status !== "PAID" || !order.paymentId || !order.paidAt || order.amountPaise <= 0) {
    throw new RefundNotPossibleError();
  }
  if (now.getTime() - order.paidAt.getTime() > invoicing.refundWindowDays * DAY_MS) {
    throw new RefundWindowClosedError(invoicing.refundWindowDays);
  }
  // One refund request at a time per payment: two admins' clicks ask the provider once.
  const claim = await prisma.paymentOrder.updateMany({
    where: {
      id: order.id,
      status: "PAID",
      OR: [{ refundRequestedAt: null }, { refundRequestedAt: { lt: new Date(now.getTime() - STALE_CLAIM_MS) } }],
    },
    data: { refundRequestedAt: now },
  });
  if (claim.count === 0) throw new AlreadyRefundedError();
  let refund: { id: string };
  try {
    refund = await provider.refundPayment({
      paymentId: order.paymentId,
      amountPaise: order.amountPaise,
      notes: { orderId: order.id, reason: reason.slice(0, 200) },
    });
  } catch (error) {
    // Nothing was refunded: the claim is given back so the refund can be tried again.
    await prisma.paymentOrder.updateMany({
      where: { id: order.id, status: "PAID" },
      data: { refundRequestedAt: null },
    });
    throw new ServiceUnavailableError("The payment provider", error);
  }
  await completeRefund(prisma, invoicing, { paymentId: order.paymentId, refundId: refund.id, reason, actor, now });
  return prisma.paymentOrder.findUniqueOrThrow({ where: { id: order.id } });
}

/**
 * Records a full refund of the payment, once: the order becomes REFUNDED, the enrolment ends (progress rows stay),
 * the credit note is issued and the learner notified, all in one transaction. Answers false when the payment is
 * unknown or already refunded.
 */
export async function completeRefund(
  prisma: PrismaClient,
  invoicing: InvoiceSettings,
  {
    paymentId,
    refundId,
    reason,
    actor = null,
    now = new Date(),
  }: { paymentId: string; refundId: string; reason: string; actor?: Viewer | null; now?: Date },
): Promise<boolean> {
  const mail = await readyTaxDocumentMail();
  return prisma.$transaction(async (tx) => {
    const order = await tx.paymentOrder.findUnique({ where: { paymentId } });
    if (!order) return false;
    const { count } = await tx.paymentOrder.updateMany({
      where: { id: order.id, status: "PAID" },
      data: { status: "REFUNDED", refundId, refundReason: reason, refundedAt: now, refundRequestedAt: null },
    });
    if (count === 0) return false;
    await tx.enrollment.deleteMany({ where: { userId: order.userId, courseId: order.courseId } });
    const note = await issueCreditNote(tx, order.id, reason, invoicing, now);
    const course = await tx.course.findUnique({ where: { id: order.courseId }, select: { title: true } });
    await notify(tx, {
      userIds: [order.userId],
      kind: "PAYMENT_REFUNDED",
      params: {
        courseTitle: course?.title ?? "",
        amount: rupees(order.amountPaise),
        creditNoteNumber: note?.number ?? "",
      },
      link: PURCHASES_PATH,
    });
    if (actor) {
      await recordAudit(tx, actor, {
        action: "refund",
        entity: "PaymentOrder",
        entityId: order.id,
        before: { status: order.status, refundId: null, refundReason: null },
        after: { status: "REFUNDED", refundId, refundReason: reason, creditNote: note?.number ?? null },
      });
    }
    if (note && mail) await queueTaxDocumentMail(tx, "credit-note", note.id);
    return true;
  });
}
