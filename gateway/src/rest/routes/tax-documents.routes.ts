// A purchase's tax invoice and credit note as PDFs (docs/payments.md, "Tax invoices"): for the buyer, admins and the
// course's instructor only, drawn on demand from the stored row in the reader's language.
import { z } from "zod";
import { renderTaxDocumentPdf, type TaxDocumentKind } from "@app/schema";
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
];
