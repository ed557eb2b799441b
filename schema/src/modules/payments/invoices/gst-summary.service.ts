// A month's GST summary for the accountant (docs/payments.md, "GST summary"): every invoice issued in the month, and
// every credit note as a negative row, by issue time in India. Admins only: instructors see their own revenue in
// the console, never the whole operator's tax.
import type { PrismaClient } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { AppError } from "../../../errors.ts";

export const GST_SUMMARY_COLUMNS = [
  "number",
  "date",
  "place_of_supply",
  "taxable_value",
  "cgst",
  "sgst",
  "igst",
  "total",
] as const;

const IST_OFFSET_MS = 330 * 60_000;
const rupees = (paise: number) => (paise / 100).toFixed(2);
const istDate = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The month's rows, invoices then credit notes, each in number order; `month` is YYYY-MM. */
export async function gstSummaryRows(prisma: PrismaClient, viewer: Viewer | null, month: string): Promise<string[][]> {
  if (viewer?.role !== "admin") throw new AppError("forbidden", "Only admins read the GST summary");
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw new AppError("invalid_input", "month must be YYYY-MM", { month: "month must be YYYY-MM" });
  const [year, index] = [Number(match[1]), Number(match[2]) - 1];
  const from = new Date(Date.UTC(year, index, 1) - IST_OFFSET_MS);
  const to = new Date(Date.UTC(year, index + 1, 1) - IST_OFFSET_MS);
  const issuedAt = { gte: from, lt: to };
  const [invoices, notes] = await Promise.all([
    prisma.taxInvoice.findMany({ where: { issuedAt }, orderBy: { number: "asc" } }),
    prisma.creditNote.findMany({
      where: { issuedAt },
      orderBy: { number: "asc" },
      include: { invoice: { select: { placeOfSupply: true } } },
    }),
  ]);
  const row = (
    number: string,
    at: Date,
    place: string,
    sign: 1 | -1,
    amounts: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number },
  ) => [
    number,
    istDate(at),
    place,
    ...[amounts.taxablePaise, amounts.cgstPaise, amounts.sgstPaise, amounts.igstPaise, amounts.totalPaise].map(
      (paise) => rupees(sign * paise),
    ),
  ];
  return [
    ...invoices.map((invoice) => row(invoice.number, invoice.issuedAt, invoice.placeOfSupply, 1, invoice)),
    ...notes.map((note) => row(note.number, note.issuedAt, note.invoice.placeOfSupply, -1, note)),
  ];
}
