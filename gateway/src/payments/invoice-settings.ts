// The operator as its tax invoices name it (docs/payments.md, "Tax invoices"), from configuration. Development
// without GST settings invoices as a test operator that says so, so `npm start` walks the whole purchase.
import type { InvoiceSettings } from "@app/schema";
import type { Config } from "../config/env.ts";

type InvoiceConfig = Pick<
  Config,
  "production" | "INVOICE_PREFIX" | "GST_LEGAL_NAME" | "GST_ADDRESS" | "GSTIN" | "GST_STATE" | "REFUND_WINDOW_DAYS"
>;

export function invoiceSettingsOf(config: InvoiceConfig): InvoiceSettings {
  const test = !config.production;
  return {
    prefix: config.INVOICE_PREFIX,
    legalName: config.GST_LEGAL_NAME ?? (test ? "VidyaPath TEST operator (set GST_LEGAL_NAME)" : ""),
    address: config.GST_ADDRESS ?? (test ? "Development address (set GST_ADDRESS)" : ""),
    gstin: config.GSTIN ?? "",
    state: config.GST_STATE ?? "29",
    refundWindowDays: config.REFUND_WINDOW_DAYS,
  };
}
