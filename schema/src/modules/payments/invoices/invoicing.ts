import type { Context } from "../../../context.ts";
import { PaymentsUnavailableError } from "../payments.errors.ts";
import type { InvoiceSettings } from "./invoices.service.ts";

/** The operator's invoice settings; a gateway that has none configured cannot sell (nothing could be invoiced). */
export function invoicingOf(context: Pick<Context, "invoicing">): InvoiceSettings {
  if (!context.invoicing) throw new PaymentsUnavailableError();
  return context.invoicing;
}
