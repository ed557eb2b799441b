// Which payment provider this gateway sells through (decision 030): Razorpay when its keys are configured; in
// development without them the built-in test provider; in production without them none, and paid courses read
// 'Not available for purchase yet'.
import type { PaymentProvider } from "@app/schema";
import type { Config } from "../config/env.ts";
import { createDevProvider } from "./dev-provider.ts";
import { createRazorpayProvider } from "./razorpay-provider.ts";

type PaymentConfig = Pick<Config, "production" | "RAZORPAY_KEY_ID" | "RAZORPAY_KEY_SECRET" | "RAZORPAY_API_URL">;

export function openPaymentProvider(config: PaymentConfig): PaymentProvider | null {
  if (!config.RAZORPAY_KEY_ID || !config.RAZORPAY_KEY_SECRET) return config.production ? null : createDevProvider();
  return createRazorpayProvider({
    keyId: config.RAZORPAY_KEY_ID,
    keySecret: config.RAZORPAY_KEY_SECRET,
    apiUrl: config.RAZORPAY_API_URL,
  });
}
