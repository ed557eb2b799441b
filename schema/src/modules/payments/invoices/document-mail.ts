// The buyer's email of a tax invoice or credit note (docs/payments.md, "Tax invoices"): a transactional mail sent by
// the durable queue's payment-mail job, whatever the learner's notification settings. The job is written by the
// transaction that issues the document, so it exists exactly when the document does: a gateway killed right after
// the commit still mails it once its queue runs again. As with notify(), the gateway hands its queue over at start.
import type { Prisma } from "@app/db";
import type { JobQueue } from "../../../context.ts";
import { jobQueueHolder } from "../../shared/job-queue-hand-over.ts";

const mail = jobQueueHolder();

export function setTaxDocumentMailQueue(queue: JobQueue | null): void {
  mail.set(queue);
}

/**
 * Readies the queue before the issuing transaction opens (SendOptions.transaction). Never throws: answers false
 * when the queue cannot be used, and the document is then issued without its mail (the error is logged); it is
 * still in the learner's Purchases.
 */
export async function readyTaxDocumentMail(): Promise<boolean> {
  const queue = mail.queue;
  if (!queue) return false;
  return queue.ready("payment-mail").then(
    () => true,
    (error: unknown) => {
      console.error("payments: payment-mail queue not ready, documents issued now are not mailed:", error);
      return false;
    },
  );
}

/** Queues the document's mail in the issuing transaction; a failure rolls the transaction back with it. */
export async function queueTaxDocumentMail(
  tx: Prisma.TransactionClient,
  kind: "invoice" | "credit-note",
  id: string,
): Promise<void> {
  await mail.queue?.send("payment-mail", { kind, id }, { transaction: tx });
}
