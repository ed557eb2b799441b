// IndexedDB without a wrapper library: one database opened lazily per name, and one transaction per call that
// settles when the transaction completes (so every write in it is durable), not when its request succeeds. Used by
// the outbox, the service worker's lesson packs and the sign-out's wipe.

/** Opens `name` (version 1) on first use and keeps it; `upgrade` creates its stores the first time. */
export function lazyDatabase(name: string, upgrade: (db: IDBDatabase) => void): () => Promise<IDBDatabase> {
  let database: Promise<IDBDatabase> | null = null;
  return () =>
    (database ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => upgrade(request.result);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }));
}

/** Runs `act` in one transaction over `stores`; answers its request's result once the transaction has completed. */
export async function inTransaction<T>(
  database: () => Promise<IDBDatabase>,
  stores: string | string[],
  mode: IDBTransactionMode,
  act: (transaction: IDBTransaction) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const db = await database();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(stores, mode);
    const request = act(transaction);
    transaction.oncomplete = () => resolve(request ? request.result : undefined);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

const settled = (request: IDBRequest | IDBOpenDBRequest) =>
  new Promise<void>((resolve, reject) => {
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });

/**
 * Opens a database only if it exists: opening one that does not would create it empty at version 1, and its own
 * module (lazyDatabase above) would then find no stores to use. The creation is aborted instead.
 */
export async function openExisting(name: string): Promise<IDBDatabase | null> {
  const request = indexedDB.open(name);
  let created = false;
  request.onupgradeneeded = () => {
    created = true;
    request.transaction?.abort();
  };
  try {
    await settled(request);
    return request.result;
  } catch (error) {
    if (created) return null;
    throw error;
  }
}
