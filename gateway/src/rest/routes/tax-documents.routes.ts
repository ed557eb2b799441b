// A purchase's tax invoice and credit note as PDFs (docs/payments.md, "Tax invoices"): for the buyer, admins and the
// course's instructor only, drawn on demand from the stored row in the reader's language.
import { z } from "zod";
import { GST_SUMMARY_COLUMNS, gstSummaryRows, renderTaxDocumentPdf, type TaxDocumentKind } from "@app/schema";
import { toCsv } from "../csv.ts";
import { defineRoute, type RestRoute } from "../rest-route.ts";

const params = z.object({ id: z.uuid("Invalid document id") });

const pdfRoute = (kind: TaxDocumentKind, path: string, summary: string) =>
  defineRoute({
    method: "GET",
    path,
    auth: "bearer",
    tag: "Payments",
    summary,
    params,
    respond: async (_data: undefined, { params: { id }, viewer, services }) => {
      const { pdf, number } = await renderTaxDocumentPdf(services.db.prisma, viewer!, kind, id);
      return {
        binary: pdf,
        contentType: "application/pdf",
        filename: `${number.replaceAll("/", "-")}.pdf`,
        disposition: "attachment" as const,
      };
    },
    response: { contentType: "application/pdf", description: "One A4 page." },
    errors: [401, 404],
  });

export const taxDocumentRoutes: RestRoute[] = [
  pdfRoute("invoice", "/api/payments/invoices/:id.pdf", "A purchase's GST tax invoice as a PDF"),
  pdfRoute("credit-note", "/api/payments/credit-notes/:id.pdf", "A refunded purchase's credit note as a PDF"),
  defineRoute({
    method: "GET",
    path: "/api/admin/payments/gst.csv",
    auth: "bearer",
    tag: "Admin",
    summary: "A month's GST summary as CSV (admins)",
    description:
      "Columns number, date (India), place_of_supply (GST state code), taxable_value, cgst, sgst, igst, total in " +
      "rupees; invoices, then credit notes as negative rows; RFC 4180 quoting.",
    query: z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be YYYY-MM") }),
    respond: async (_data: undefined, { query, viewer, services }) => ({
      binary: new TextEncoder().encode(
        toCsv(GST_SUMMARY_COLUMNS, await gstSummaryRows(services.db.prisma, viewer, query.month)),
      ),
      contentType: "text/csv; charset=utf-8",
      filename: `gst-${query.month}.csv`,
      disposition: "attachment" as const,
    }),
    response: { contentType: "text/csv", description: "The header, then one line per invoice or credit note." },
    errors: [401, 403],
  }),
];
