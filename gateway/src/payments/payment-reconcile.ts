// The reconciliation job (docs/payments.md, "A payment is never lost"): a learner who paid by UPI in another app
// and never came back, with a webhook that was lost or not configured, is enrolled when one gateway next asks the
// provider about the unpaid orders of the last 24 hours (pg-boss's schedule: one run per occurrence).
import { reconcileOpenOrders } from "@app/schema";
import type { AppServices } from "../services.ts";
import { invoiceSettingsOf } from "./invoice-settings.ts";

type Services = Pick<AppServices, "db" | "jobs" | "payments" | "config">;

export async function startPaymentReconciliation(services: Services): Promise<boolean> {
  const provider = services.payments;
  if (!provider) return false;
  // A lost run is not retried: the next one asks about the same orders.
  await services.jobs.work("payments-reconcile", { concurrency: 1, retryLimit: 0 }, async () => {
    await reconcileOpenOrders(services.db.prisma, provider, invoiceSettingsOf(services.config));
  });
  await services.jobs.schedule("payments-reconcile", services.config.PAYMENTS_RECONCILE_CRON, {});
  return true;
}
