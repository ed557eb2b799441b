// The buyer's email of a tax invoice or credit note (docs/payments.md, "Tax invoices"): a transactional mail sent by
// the durable queue's payment-mail job, whatever the learner's notification settings. The document is queued once
// its transaction has committed; as with notify(), the gateway hands its queue over at start.
import type { JobQueue } from "../../../context.ts";

let mailQueue: JobQueue | null = null;

export function setTaxDocumentMailQueue(queue: JobQueue | null): void {
  mailQueue = queue;
}

/** Never throws: the document is issued whether or not its mail could be queued (the error is logged). */
export async function queueTaxDocumentMail(kind: "invoice" | "credit-note", id: string): Promise<void> {
  if (!mailQueue) return;
  await mailQueue
    .send("payment-mail", { kind, id })
    .catch((error: unknown) => console.error(`payments: ${kind} ${id} mail not queued:`, error));
}
