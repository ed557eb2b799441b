// Provider webhooks and the reconciliation job (docs/payments.md, "A payment is never lost"): a learner whose
// browser never came back from Checkout is enrolled by whichever of them hears of the captured payment first.
import type { PrismaClient } from "@app/db";
import type { PaymentProvider, ProviderPayment } from "./payment-port.ts";
import { applyProviderPayment, OPEN_ORDER_MS } from "./payments.service.ts";
import { releaseFailedOrderHolds } from "./coupons/coupons.service.ts";
import type { InvoiceSettings } from "./invoices/invoices.service.ts";
import { completeRefund } from "./refunds/refunds.service.ts";

/** Razorpay's webhook body, as far as it is read here. */
export interface ProviderEvent {
  event: string;
  payload?: {
    payment?: { entity?: RazorpayPayment };
    order?: { entity?: { id?: string } };
    refund?: { entity?: { id?: string; payment_id?: string; amount?: number } };
  };
}

interface RazorpayPayment {
  id?: string;
  order_id?: string;
  status?: string;
  amount?: number;
  currency?: string;
  error_description?: string | null;
}

export function paymentFromRazorpay(entity: RazorpayPayment | undefined): ProviderPayment | null {
  if (!entity?.id || !entity.order_id || typeof entity.amount !== "number") return null;
  return {
    id: entity.id,
    orderId: entity.order_id,
    status: entity.status ?? "",
    amountPaise: entity.amount,
    currency: entity.currency ?? "",
    errorDescription: entity.error_description ?? null,
  };
}

/**
 * Handles one verified webhook delivery, once per event id: a redelivery answers "duplicate". The event id is
 * recorded after the work, so a delivery whose handling failed is handled again; the work itself is idempotent
 * by order (payments.service.ts, settleOrder).
 */
export async function handleProviderEvent(
  prisma: PrismaClient,
  eventId: string,
  event: ProviderEvent,
  invoicing: InvoiceSettings,
) {
  if (await prisma.paymentEvent.findUnique({ where: { id: eventId } })) return "duplicate";
  let outcome = "ignored";
  if (event.event === "payment.captured" || event.event === "order.paid" || event.event === "payment.failed") {
    const payment = paymentFromRazorpay(event.payload?.payment?.entity);
    outcome = payment ? await applyProviderPayment(prisma, payment, invoicing) : "no_payment";
  } else if (event.event === "refund.processed") {
    // A refund made here, or in the provider's dashboard: recorded once, with its credit note.
    const refund = event.payload?.refund?.entity;
    outcome =
      refund?.id && refund.payment_id
        ? (await completeRefund(prisma, invoicing, {
            paymentId: refund.payment_id,
            refundId: refund.id,
            reason: "Refunded at the payment provider",
          }))
          ? "refunded"
          : "already_refunded"
        : "no_refund";
  }
  await prisma.paymentEvent.createMany({ data: [{ id: eventId, event: event.event }], skipDuplicates: true });
  return outcome;
}

/**
 * Asks the provider about every order still unpaid and younger than a day, settling those it reports captured;
 * older ones are closed as FAILED. A provider that does not answer about one order leaves it for the next run.
 */
export async function reconcileOpenOrders(
  prisma: PrismaClient,
  provider: PaymentProvider,
  invoicing: InvoiceSettings,
  now = new Date(),
) {
  const since = new Date(now.getTime() - OPEN_ORDER_MS);
  await prisma.paymentOrder.updateMany({
    where: { status: "CREATED", createdAt: { lt: since } },
    data: { status: "FAILED", openKey: null, failureReason: "No payment within 24 hours" },
  });
  await releaseFailedOrderHolds(prisma);
  const open = await prisma.paymentOrder.findMany({
    where: { status: "CREATED", createdAt: { gte: since } },
    select: { providerOrderId: true },
    orderBy: { createdAt: "asc" },
  });
  let settled = 0;
  let unanswered = 0;
  for (const { providerOrderId } of open) {
    const payments = await provider.orderPayments(providerOrderId).catch(() => null);
    if (!payments) {
      unanswered++;
      continue;
    }
    for (const payment of payments.filter((each) => each.status === "captured")) {
      if ((await applyProviderPayment(prisma, payment, invoicing)) === "settled") settled++;
    }
  }
  return { asked: open.length, settled, unanswered };
}
