// Tax invoices and credit notes (docs/payments.md, "Tax invoices"): each is issued inside the transaction that
// settles or refunds its order, numbered from a counter row per series and financial year, so a number is used
// exactly once and a rolled-back transaction gives its number back.
import type { PaymentOrder, Prisma } from "@app/db";
import { documentNumber, financialYear, SAC_TRAINING, splitGst } from "./gst.ts";

/** The operator as its invoices name it (configuration: INVOICE_PREFIX, GST_LEGAL_NAME, GST_ADDRESS, GSTIN, GST_STATE). */
export interface InvoiceSettings {
  prefix: string;
  legalName: string;
  address: string;
  gstin: string;
  /** The operator's two-digit GST state code. */
  state: string;
  /** How many days after payment an admin may refund it (REFUND_WINDOW_DAYS); a refund issues a credit note. */
  refundWindowDays: number;
}

type Series = "invoice" | "credit-note";

/** The next number of the series in the financial year; the counter row stays locked until the transaction ends. */
export async function nextDocumentSequence(tx: Prisma.TransactionClient, series: Series, year: string) {
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "TaxDocumentCounter" ("series", "financialYear", "last") VALUES (${series}, ${year}, 1)
    ON CONFLICT ("series", "financialYear") DO UPDATE SET "last" = "TaxDocumentCounter"."last" + 1
    RETURNING "last"`;
  return Number(row.last);
}

/**
 * The order's invoice, issued now. A learner whose state was never asked (an order made before checkout asked it)
 * is invoiced with the operator's state as the place of supply: for an unregistered buyer with no address on record
 * the place of supply is the supplier's location (IGST Act, section 12(2)(b)).
 */
export async function issueInvoice(
  tx: Prisma.TransactionClient,
  order: Pick<PaymentOrder, "id" | "userId" | "courseId" | "amountPaise" | "placeOfSupply">,
  settings: InvoiceSettings,
  at = new Date(),
) {
  const [buyer, course] = await Promise.all([
    tx.user.findUniqueOrThrow({ where: { id: order.userId }, select: { name: true, email: true } }),
    tx.course.findUniqueOrThrow({ where: { id: order.courseId }, select: { title: true } }),
  ]);
  const placeOfSupply = order.placeOfSupply ?? settings.state;
  const year = financialYear(at);
  const sequence = await nextDocumentSequence(tx, "invoice", year);
  return tx.taxInvoice.create({
    data: {
      number: documentNumber(settings.prefix, year, sequence),
      orderId: order.id,
      issuedAt: at,
      sellerName: settings.legalName,
      sellerAddress: settings.address,
      sellerGstin: settings.gstin,
      sellerState: settings.state,
      placeOfSupply,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      courseTitle: course.title,
      sac: SAC_TRAINING,
      ...splitGst(order.amountPaise, placeOfSupply, settings.state),
    },
  });
}

/** The credit note of a refunded order: its invoice's amounts, numbered `<prefix>/CN/<year>/<n>` in their own series. */
export async function issueCreditNote(
  tx: Prisma.TransactionClient,
  orderId: string,
  reason: string,
  settings: Pick<InvoiceSettings, "prefix">,
  at = new Date(),
) {
  const invoice = await tx.taxInvoice.findUnique({ where: { orderId } });
  if (!invoice) return null;
  const year = financialYear(at);
  const sequence = await nextDocumentSequence(tx, "credit-note", year);
  return tx.creditNote.create({
    data: {
      number: documentNumber(`${settings.prefix}/CN`, year, sequence),
      invoiceId: invoice.id,
      issuedAt: at,
      reason,
      totalPaise: invoice.totalPaise,
      taxablePaise: invoice.taxablePaise,
      cgstPaise: invoice.cgstPaise,
      sgstPaise: invoice.sgstPaise,
      igstPaise: invoice.igstPaise,
    },
  });
}
