// The built-in test provider (decision 030): in development without Razorpay keys it stands in for Razorpay's
// test mode as the dev mailbox stands in for mail. Orders, payments and signatures follow Razorpay's scheme
// (HMAC-SHA256 of `order_id|payment_id` with a development secret); its checkout page is dev-checkout.routes.ts.
// Orders live in this process's memory: a restart forgets unpaid test orders.
import crypto from "node:crypto";
import type { PaymentProvider, ProviderPayment } from "@app/schema";
import { hmacMatches } from "./razorpay-provider.ts";

export const DEV_KEY_ID = "rzp_test_builtin";
export const DEV_CHECKOUT_PATH = "/dev/payments/checkout";

export interface DevOrder {
  id: string;
  amountPaise: number;
  currency: string;
  notes: Record<string, string>;
}

export interface DevProvider extends PaymentProvider {
  /** Signs webhooks the test checkout delivers to the gateway's own webhook route. */
  readonly webhookSecret: string;
  order(orderId: string): DevOrder | undefined;
  /** What Razorpay's Checkout does when the learner pays or the bank declines. */
  pay(orderId: string, outcome: "captured" | "failed"): { payment: ProviderPayment; signature: string };
}

export const isDevProvider = (provider: PaymentProvider | null | undefined): provider is DevProvider =>
  provider?.keyId === DEV_KEY_ID && "webhookSecret" in provider;

const hex = (bytes: number) => crypto.randomBytes(bytes).toString("hex");
const sign = (payload: string, secret: string) => crypto.createHmac("sha256", secret).update(payload).digest("hex");

export function createDevProvider(): DevProvider {
  const keySecret = hex(24);
  const orders = new Map<string, DevOrder>();
  const payments = new Map<string, ProviderPayment[]>();
  return {
    keyId: DEV_KEY_ID,
    checkoutUrl: DEV_CHECKOUT_PATH,
    webhookSecret: hex(24),
    async createOrder({ amountPaise, currency, notes }) {
      const order = { id: `order_${hex(7)}`, amountPaise, currency, notes };
      orders.set(order.id, order);
      return order;
    },
    isValidPaymentSignature: (orderId, paymentId, signature) =>
      hmacMatches(`${orderId}|${paymentId}`, signature, keySecret),
    async orderPayments(orderId) {
      return payments.get(orderId) ?? [];
    },
    // No money moved, so none goes back: the refund is recorded here and its id answered, as Razorpay's test mode.
    async refundPayment({ paymentId, amountPaise }) {
      const paid = [...payments.values()].flat().find((payment) => payment.id === paymentId);
      if (!paid || paid.status !== "captured") throw new Error(`test payment ${paymentId} is not captured`);
      paid.status = "refunded";
      return { id: `rfnd_${hex(7)}`, amountPaise };
    },
    order: (orderId) => orders.get(orderId),
    pay(orderId, outcome) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`unknown test order ${orderId}`);
      const payment: ProviderPayment = {
        id: `pay_${hex(7)}`,
        orderId,
        status: outcome,
        amountPaise: order.amountPaise,
        currency: order.currency,
        errorDescription: outcome === "failed" ? "Declined on the TEST checkout page" : null,
      };
      payments.set(orderId, [...(payments.get(orderId) ?? []), payment]);
      return { payment, signature: sign(`${orderId}|${payment.id}`, keySecret) };
    },
  };
}

/** A webhook body as Razorpay sends it, and its signature with the given secret. */
export function devWebhook(event: string, payment: ProviderPayment, secret: string) {
  const entity = {
    id: payment.id,
    entity: "payment",
    order_id: payment.orderId,
    status: payment.status,
    amount: payment.amountPaise,
    currency: payment.currency,
    error_description: payment.errorDescription ?? null,
  };
  const body = JSON.stringify({ entity: "event", event, payload: { payment: { entity } } });
  return { body, signature: sign(body, secret), eventId: `evt_${hex(7)}` };
}
