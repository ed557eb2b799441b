// The progress queue's storage in IndexedDB: it outlives a reload or a closed tab, so a report made offline is
// still sent when the learner comes back online later. One record per learner and lesson.
import type { OutboxStorage, QueuedProgress } from "./progress-queue.ts";

const DB = "vidyapath-outbox";
const STORE = "progress";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: ["userId", "lessonId"] });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(db: IDBDatabase, mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = act(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request ? request.result : undefined);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

export function idbOutboxStorage(): OutboxStorage {
  let db: Promise<IDBDatabase> | null = null;
  const database = () => (db ??= open());
  return {
    async all() {
      return ((await run(await database(), "readonly", (store) => store.getAll())) ?? []) as QueuedProgress[];
    },
    async put(entry) {
      await run(await database(), "readwrite", (store) => store.put(entry));
    },
    async remove(userId, lessonId, rev) {
      await run(await database(), "readwrite", (store) => {
        const read = store.get([userId, lessonId]);
        read.onsuccess = () => {
          if ((read.result as QueuedProgress | undefined)?.rev === rev) store.delete([userId, lessonId]);
        };
      });
    },
  };
}
