// Mock test answers had a database of their own before they moved onto the outbox (docs/offline.md, "The outbox").
// An answer still unsent there when the app was updated (a learner offline mid-test) is taken over when its
// attempt's screen opens: the server gives an attempt only to its learner (decision 022), so it goes into the outbox
// under the signed-in learner, and only then leaves the old store. Never created here: opened only if it exists.
import { inTransaction, openExisting } from "../../lib/idb.ts";
import type { MockTestAnswerReport } from "../../lib/pwa/progress-queue.ts";

const LEGACY_DATABASE = "vidyapath-mock-tests";
const LEGACY_STORE = "answers";

interface LegacyAnswer extends MockTestAnswerReport {
  synced: boolean;
}

async function inLegacyStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) {
  if (typeof indexedDB === "undefined") return undefined;
  const db = await openExisting(LEGACY_DATABASE).catch(() => null);
  if (!db) return undefined;
  try {
    if (!db.objectStoreNames.contains(LEGACY_STORE)) return undefined;
    return await inTransaction(
      async () => db,
      LEGACY_STORE,
      mode,
      (transaction) => act(transaction.objectStore(LEGACY_STORE)),
    );
  } finally {
    db.close();
  }
}

/** The attempt's answers the old store had not sent, as the outbox takes them. */
export async function legacyAnswers(attemptId: string): Promise<MockTestAnswerReport[]> {
  const rows = ((await inLegacyStore("readonly", (store) => store.getAll(attemptRange(attemptId)))) ??
    []) as LegacyAnswer[];
  return rows
    .filter((row) => !row.synced)
    .map(({ questionId, option, markedForReview, seq, timeSpentSeconds }) => ({
      attemptId,
      questionId,
      option,
      markedForReview,
      seq,
      timeSpentSeconds,
    }));
}

/** Deletes the attempt's records from the old store, once the outbox holds what was unsent. */
export async function forgetLegacyAnswers(attemptId: string): Promise<void> {
  await inLegacyStore("readwrite", (store) => store.delete(attemptRange(attemptId)));
}

// The old store's key is [attemptId, questionId]; an array sorts after every string, so this spans the attempt.
const attemptRange = (attemptId: string) => IDBKeyRange.bound([attemptId], [attemptId, []]);
