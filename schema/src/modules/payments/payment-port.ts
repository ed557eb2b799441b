// The payment provider as the domain needs it (decision 030). The gateway's adapter is the official `razorpay` SDK,
// pointed at Razorpay or, in development without keys, at the built-in test provider.

/** A payment of an order as the provider reports it (Razorpay's payment entity, amounts in paise). */
export interface ProviderPayment {
  id: string;
  orderId: string;
  /** Razorpay's status: created, authorized, captured, refunded or failed. */
  status: string;
  amountPaise: number;
  currency: string;
  /** Why it failed, in the provider's words. */
  errorDescription?: string | null;
}

export interface PaymentProvider {
  /** The public key id the browser's checkout opens with. */
  readonly keyId: string;
  /** The built-in test provider's checkout page; null for Razorpay's own Checkout script. */
  readonly checkoutUrl: string | null;
  createOrder(order: {
    amountPaise: number;
    currency: "INR";
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string; amountPaise: number; currency: string }>;
  /** Checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, compared in constant time. */
  isValidPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  orderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** Refunds a captured payment in full (Razorpay's payments.refund); answers the provider's refund id. */
  refundPayment(refund: { paymentId: string; amountPaise: number; notes: Record<string, string> }): Promise<{
    id: string;
    amountPaise: number;
  }>;
}
