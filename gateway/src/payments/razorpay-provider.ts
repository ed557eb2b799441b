// The payment port's adapter (decision 030): the official `razorpay` SDK for orders and payments, and the
// documented signature schemes for Checkout's answer and webhooks.
import crypto from "node:crypto";
import Razorpay from "razorpay";
import type { PaymentProvider, ProviderPayment } from "@app/schema";

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** Instead of https://api.razorpay.com: the built-in test provider, or a fake of the provider in tests. */
  apiUrl?: string;
  /** The built-in test provider's checkout page; absent for Razorpay's standard Checkout. */
  checkoutUrl?: string | null;
  /** The SDK's HTTP client waits forever by default; a provider that hangs must not hold the learner's request. */
  timeoutMs?: number;
}

interface SdkHttp {
  api: { rq: { defaults: { baseURL?: string; timeout?: number } } };
}

interface SdkPayment {
  id: string;
  order_id: string;
  status: string;
  amount: number | string;
  currency: string;
  error_description?: string | null;
}

export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const sdk = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  const http = (sdk as unknown as SdkHttp).api.rq.defaults;
  http.timeout = options.timeoutMs ?? 10_000;
  if (options.apiUrl) http.baseURL = options.apiUrl.replace(/\/$/, "");
  return {
    keyId: options.keyId,
    checkoutUrl: options.checkoutUrl ?? null,
    async createOrder({ amountPaise, currency, receipt, notes }) {
      const order = await sdk.orders.create({ amount: amountPaise, currency, receipt, notes });
      return { id: order.id, amountPaise: Number(order.amount), currency: order.currency };
    },
    isValidPaymentSignature(orderId, paymentId, signature) {
      return hmacMatches(`${orderId}|${paymentId}`, signature, options.keySecret);
    },
    async orderPayments(orderId) {
      const list = (await sdk.orders.fetchPayments(orderId)) as unknown as { items?: SdkPayment[] };
      return (list.items ?? []).map(toPayment);
    },
    async refundPayment({ paymentId, amountPaise, notes }) {
      const refund = await sdk.payments.refund(paymentId, { amount: amountPaise, speed: "normal", notes });
      return { id: refund.id, amountPaise: Number(refund.amount) };
    },
  };
}

function toPayment(payment: SdkPayment): ProviderPayment {
  return {
    id: payment.id,
    orderId: payment.order_id,
    status: payment.status,
    amountPaise: Number(payment.amount),
    currency: payment.currency,
    errorDescription: payment.error_description ?? null,
  };
}

/** HMAC-SHA256 in hex, compared in constant time (the SDK's own helper compares with ===). */
export function hmacMatches(payload: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(crypto.createHmac("sha256", secret).update(payload).digest("hex"));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** A webhook delivery is believed only when its `X-Razorpay-Signature` matches the raw body it came with. */
export function isValidWebhook(rawBody: string, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  return Razorpay.validateWebhookSignature(rawBody, signature, secret);
}
