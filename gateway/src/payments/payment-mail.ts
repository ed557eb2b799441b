// The buyer's mail of a tax invoice or credit note (docs/payments.md, "Tax invoices"): one payment-mail job per
// document on the durable queue, written by the transaction that issues the document, sent in the buyer's language
// with the link to Purchases, where the PDF is downloaded. A transactional mail: it goes whatever the notification
// settings.
import { setTaxDocumentMailQueue } from "@app/schema";
import { textsIn } from "@app/client/texts";
import type { AppServices } from "../services.ts";
import { escapeHtml } from "../jobs/notification-delivery.ts";

type Services = Pick<AppServices, "db" | "jobs" | "mailer" | "config">;

const RETRY_LIMIT = 5;
const rupees = (paise: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", trailingZeroDisplay: "stripIfInteger" }).format(
    paise / 100,
  );

export async function startPaymentMailWorker(services: Services): Promise<void> {
  setTaxDocumentMailQueue(services.jobs);
  await services.jobs.work("payment-mail", { concurrency: 1, retryLimit: RETRY_LIMIT }, (job) =>
    sendTaxDocumentMail(services, job.data),
  );
}

export async function sendTaxDocumentMail(services: Services, job: { kind: "invoice" | "credit-note"; id: string }) {
  const prisma = services.db.prisma;
  const note = job.kind === "credit-note" ? await prisma.creditNote.findUnique({ where: { id: job.id } }) : null;
  const invoice = await prisma.taxInvoice.findUnique({
    where: { id: note?.invoiceId ?? job.id },
    include: { order: { select: { user: { select: { email: true, language: true } } } } },
  });
  // A document deleted with its learner's account has no one to mail.
  if (!invoice || (job.kind === "credit-note" && !note)) return;
  const t = textsIn(invoice.order.user.language);
  const params = {
    courseTitle: invoice.courseTitle,
    number: note?.number ?? invoice.number,
    amount: rupees(invoice.totalPaise),
    interpolation: { escapeValue: false },
  };
  const prefix = job.kind === "invoice" ? "invoiceMail" : "creditNoteMail";
  const subject = t(`mail:taxDocument.${prefix}Subject`, params);
  const body = t(`mail:taxDocument.${prefix}Body`, params);
  const open = t("mail:taxDocument.openPurchases");
  const link = `${services.config.publicUrl}/profile?section=purchases`;
  await services.mailer.send({
    to: invoice.buyerEmail || invoice.order.user.email,
    subject,
    text: `${body}\n\n${open}: ${link}`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>`,
  });
}
