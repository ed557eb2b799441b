// Refunding a payment in full (docs/payments.md, "Refunds"): admins only.
import { z } from "zod";
import { builder } from "../../../builder.ts";
import { viewerOf } from "../../shared/viewer.ts";
import { invoicingOf } from "../invoices/invoicing.ts";
import { PurchaseRef } from "../invoices/invoices.schema.ts";
import { PaymentsUnavailableError } from "../payments.errors.ts";
import { refundPayment } from "./refunds.service.ts";

/** Why the payment is refunded: printed on the credit note and kept in the audit log. */
const reasonRule = z.string().trim().min(3).max(500);

builder.mutationField("refundPayment", (t) =>
  t.prismaField({
    type: PurchaseRef,
    description:
      "Refunds a captured payment in full through the provider within REFUND_WINDOW_DAYS: the course's access ends " +
      "(progress kept) and a credit note is issued. Codes: refund_window_closed, already_refunded, " +
      "refund_not_possible, service_unavailable.",
    authScopes: { admin: true },
    args: {
      paymentId: t.arg.id({ required: true, description: "The purchase's id (Purchase.id, the order)." }),
      reason: t.arg.string({ required: true, validate: reasonRule }),
    },
    resolve: async (query, _root, { paymentId, reason }, context) => {
      if (!context.payments) throw new PaymentsUnavailableError();
      const order = await refundPayment(context.prisma, context.payments, invoicingOf(context), viewerOf(context), {
        orderId: String(paymentId),
        reason,
      });
      return context.prisma.paymentOrder.findUniqueOrThrow({ ...query, where: { id: order.id } });
    },
  }),
);
