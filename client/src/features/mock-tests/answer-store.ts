// Every answer change of a mock test, kept on this device first (IndexedDB where the browser has it), so a dropped
// connection, a reload or a closed tab loses nothing; answer-sync.ts sends what the server has not acknowledged.
// One record per attempt and question holds the latest state; seq orders the changes (decision 022).
import { inTransaction, lazyDatabase } from "../../lib/idb.ts";

export interface LocalAnswer {
  attemptId: string;
  questionId: string;
  option: number | null;
  markedForReview: boolean;
  seq: number;
  timeSpentSeconds: number;
  /** False until the server has answered this seq (accepted, or already holding a newer one). */
  synced: boolean;
}

export interface AnswerStorage {
  forAttempt(attemptId: string): Promise<LocalAnswer[]>;
  put(answer: LocalAnswer): Promise<void>;
  /** Marks the record synced if it still holds `seq` (a newer change may have replaced it meanwhile). */
  markSynced(attemptId: string, questionId: string, seq: number): Promise<void>;
}

export function memoryAnswerStorage(): AnswerStorage {
  const rows = new Map<string, LocalAnswer>();
  const key = (attemptId: string, questionId: string) => `${attemptId}/${questionId}`;
  return {
    async forAttempt(attemptId) {
      return [...rows.values()].filter((row) => row.attemptId === attemptId).map((row) => ({ ...row }));
    },
    async put(answer) {
      rows.set(key(answer.attemptId, answer.questionId), { ...answer });
    },
    async markSynced(attemptId, questionId, seq) {
      const row = rows.get(key(attemptId, questionId));
      if (row?.seq === seq) row.synced = true;
    },
  };
}

const DB = "vidyapath-mock-tests";
const STORE = "answers";

const database = lazyDatabase(DB, (db) => {
  const store = db.createObjectStore(STORE, { keyPath: ["attemptId", "questionId"] });
  store.createIndex("attemptId", "attemptId");
});
const run = <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T> | void) =>
  inTransaction(database, STORE, mode, (transaction) => act(transaction.objectStore(STORE)));

export function idbAnswerStorage(): AnswerStorage {
  return {
    async forAttempt(attemptId) {
      return ((await run("readonly", (store) => store.index("attemptId").getAll(attemptId))) ?? []) as LocalAnswer[];
    },
    async put(answer) {
      await run("readwrite", (store) => store.put(answer));
    },
    async markSynced(attemptId, questionId, seq) {
      await run("readwrite", (store) => {
        const read = store.get([attemptId, questionId]);
        read.onsuccess = () => {
          const row = read.result as LocalAnswer | undefined;
          if (row?.seq === seq) store.put({ ...row, synced: true });
        };
      });
    },
  };
}

let shared: AnswerStorage | null = null;

export const answerStorage = (): AnswerStorage =>
  (shared ??= typeof indexedDB === "undefined" ? memoryAnswerStorage() : idbAnswerStorage());
