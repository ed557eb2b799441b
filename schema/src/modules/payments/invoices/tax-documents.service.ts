// Who may read a tax invoice or credit note: its buyer and staff (docs/payments.md, "Tax invoices"). Each PDF is
// drawn on demand from its row in the reader's language (invoice-pdf.ts).
import type { PrismaClient } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { drawTaxDocument } from "./invoice-pdf.ts";

export type TaxDocumentKind = "invoice" | "credit-note";

export async function renderTaxDocumentPdf(
  prisma: PrismaClient,
  viewer: Viewer,
  kind: TaxDocumentKind,
  id: string,
): Promise<{ pdf: Uint8Array; number: string }> {
  const invoice =
    kind === "invoice"
      ? await prisma.taxInvoice.findUnique({
          where: { id },
          include: { order: { select: { userId: true, course: { select: { ownerId: true } } } } },
        })
      : (
          await prisma.creditNote.findUnique({
            where: { id },
            include: {
              invoice: { include: { order: { select: { userId: true, course: { select: { ownerId: true } } } } } },
            },
          })
        )?.invoice;
  // Admins read every document, an instructor those of their own courses; someone else's document answers as a
  // missing one, so its id tells nothing.
  const allowed =
    invoice &&
    (invoice.order.userId === viewer.userId ||
      viewer.role === "admin" ||
      (viewer.role === "instructor" && invoice.order.course.ownerId === viewer.userId));
  if (!invoice || !allowed) {
    throw new AppError("not_found", kind === "invoice" ? "Invoice not found" : "Credit note not found");
  }
  const creditNote = kind === "credit-note" ? await prisma.creditNote.findUnique({ where: { id } }) : null;
  const reader = await prisma.user.findUnique({ where: { id: viewer.userId }, select: { language: true } });
  const pdf = await drawTaxDocument(invoice, creditNote, reader?.language ?? "en");
  return { pdf, number: creditNote?.number ?? invoice.number };
}
