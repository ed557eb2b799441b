// The progress queue's storage in IndexedDB: it outlives a reload or a closed tab, so a report made offline is
// still sent when the learner comes back online later. One record per learner and lesson.
import { inTransaction, lazyDatabase } from "../idb.ts";
import type { OutboxStorage, QueuedProgress } from "./progress-queue.ts";

const DB = "vidyapath-outbox";
const STORE = "progress";

const database = lazyDatabase(DB, (db) => db.createObjectStore(STORE, { keyPath: ["userId", "lessonId"] }));
const run = <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T> | void) =>
  inTransaction(database, STORE, mode, (transaction) => act(transaction.objectStore(STORE)));

export function idbOutboxStorage(): OutboxStorage {
  return {
    async all() {
      return ((await run("readonly", (store) => store.getAll())) ?? []) as QueuedProgress[];
    },
    async put(entry) {
      await run("readwrite", (store) => store.put(entry));
    },
    async remove(userId, lessonId, rev) {
      await run("readwrite", (store) => {
        const read = store.get([userId, lessonId]);
        read.onsuccess = () => {
          if ((read.result as QueuedProgress | undefined)?.rev === rev) store.delete([userId, lessonId]);
        };
      });
    },
  };
}
