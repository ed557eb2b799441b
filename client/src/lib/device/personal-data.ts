// What this app keeps on a device, each store classified, and the one wipe that signing out runs (docs/offline.md,
// "Signing out"). A phone shared in a family is common: after a sign-out, online or offline, the next learner must
// find nothing of the last one. Every Cache Storage cache, IndexedDB database and store and localStorage key the
// code names is listed here (personal-data.test.ts fails on one that is not); a cache or database on the device that
// is not listed is deleted as personal, so a store added without thought errs on the side of the learner.
// Used by the page (lib/device/sign-out.ts) and by the service worker (sw/sign-out.ts): both scopes have the Cache
// Storage and IndexedDB APIs, so nothing here touches the DOM or localStorage.
import { openExisting } from "../idb.ts";

/** "personal": deleted whole. "public": kept (the same for every viewer). The others: see their `why`. */
export type Classification =
  | { kind: "personal"; why: string }
  | { kind: "public"; why: string }
  /** Some entries are personal: those `personal` says of are deleted, the rest kept. */
  | { kind: "entries"; personal: (url: URL) => boolean; why: string }
  /** Records kept only while `keep` says so; what stays is never sent as or shown to another learner (`why`). */
  | { kind: "sealed"; keep: (record: unknown) => boolean; why: string };

export interface CacheRule {
  /** An exact cache name, or a prefix ending in '-' followed by a partition or version. */
  name: string;
  prefix?: boolean;
  rule: Classification;
}

export const CACHES: readonly CacheRule[] = [
  {
    name: "workbox-precache-v2-",
    prefix: true,
    rule: { kind: "public", why: "the app's own files (shell, chunks, icons), the same for everyone" },
  },
  {
    name: "pages",
    rule: {
      kind: "entries",
      // Pages are rendered on the server without the learner's token, so they hold public data; a certificate's
      // verification page names its holder, and is kept only because this learner opened it.
      personal: (url) => url.pathname.startsWith("/certificates/"),
      why: "server-rendered pages are public, a certificate's verification page names its learner",
    },
  },
  { name: "config", rule: { kind: "public", why: "/config.json, the same for everyone" } },
  { name: "pdf-worker", rule: { kind: "public", why: "the PDF viewer's worker script" } },
  { name: "graphql-public", rule: { kind: "public", why: "answers to anonymous reads (catalogue, courses, news)" } },
  { name: "graphql-personal", rule: { kind: "personal", why: "a signed-in learner's GraphQL answers" } },
  {
    name: "files",
    rule: {
      kind: "personal",
      why: "PDFs and pictures opened while signed in: profile pictures, certificates, an enrolled course's notes",
    },
  },
  {
    name: "public-api",
    rule: {
      kind: "entries",
      // A certificate's PDF is public by its code (spec section 3), but names its learner.
      personal: (url) => url.pathname.startsWith("/api/certificates/"),
      why: "public REST reads; a certificate's PDF names its learner",
    },
  },
  { name: "packs-", prefix: true, rule: { kind: "personal", why: "a learner's downloaded lesson packs" } },
];

export interface DatabaseRule {
  name: string;
  stores: Record<string, Classification>;
}

export const DATABASES: readonly DatabaseRule[] = [
  {
    name: "vidyapath-packs",
    stores: {
      packs: { kind: "personal", why: "which lessons a learner downloaded" },
      chunks: { kind: "personal", why: "the bytes of files still being downloaded" },
    },
  },
  {
    name: "vidyapath-mock-tests",
    stores: {
      answers: {
        kind: "sealed",
        // The answers' store before the outbox (features/mock-tests/legacy-answers.ts), still on devices updated
        // mid-test. An answer the server has is gone from the device. One not yet sent (signed out offline
        // mid-test) stays so the attempt's owner loses nothing: it is moved to the outbox only for an attempt the
        // server gives its owner (the exam screen opens an attempt by the signed-in learner's id, decision 022).
        keep: (record) => (record as { synced?: unknown }).synced === false,
        why: "a learner's mock-test answers; those not yet sent are kept for the attempt's owner alone",
      },
    },
  },
  {
    name: "vidyapath-outbox",
    stores: {
      progress: {
        kind: "sealed",
        // Sent at sign-out when online (lib/device/sign-out.ts). What is left (offline) is the learner's watch
        // time, completions, practice and mock test answers, kept under their id: sent only while that learner is
        // signed in again (the auth link refuses a send whose token is another learner's) and never shown to
        // another (every read is by user id). Deleting it would lose what the product promises to deliver
        // (docs/offline.md).
        keep: () => true,
        why: "progress and answers made offline, under their learner's id, sent only as that learner",
      },
    },
  },
  {
    name: "workbox-expiration",
    stores: {
      "cache-entries": { kind: "personal", why: "the addresses of the files cache's entries and when they were kept" },
    },
  },
];

export interface LocalKeyRule {
  name: string;
  prefix?: boolean;
  /** The identity client's own keys: it needs them to revoke the session, so they go after its sign-out. */
  identity?: boolean;
  rule: Classification;
}

/** localStorage (the page only). */
export const LOCAL_KEYS: readonly LocalKeyRule[] = [
  { name: "token", rule: { kind: "personal", why: "the backend token (spec section 3)" } },
  {
    name: "sb-",
    prefix: true,
    identity: true,
    rule: {
      kind: "personal",
      why: "the identity session; removed by the identity client's sign-out, and after it if that could not finish",
    },
  },
  { name: "vidyapath.language", rule: { kind: "public", why: "the device's language" } },
  { name: "vidyapath.downloadWifiOnly", rule: { kind: "public", why: "a device setting: download over Wi-Fi only" } },
  { name: "vidyapath-mock-visited:", prefix: true, rule: { kind: "personal", why: "questions a learner visited" } },
  {
    name: "vidyapath-discussion-draft:",
    prefix: true,
    rule: {
      kind: "personal",
      why: "a learner's unsent question and answer drafts, and posts the server refused (lib/pwa/post-drafts.ts)",
    },
  },
  {
    name: "vidyapath-practice-sets:",
    prefix: true,
    rule: { kind: "personal", why: "practice sets a learner downloaded, with their answers (docs/practice.md)" },
  },
];

const named = <T extends { name: string; prefix?: boolean }>(rules: readonly T[], name: string) =>
  rules.find((rule) => (rule.prefix ? name.startsWith(rule.name) : name === rule.name));

export const cacheRule = (name: string) => named(CACHES, name)?.rule;
export const localKeyRule = (name: string) => named(LOCAL_KEYS, name);
export const databaseRule = (name: string) => DATABASES.find((database) => database.name === name);

/** The browser's storage as the wipe uses it; a seam so the rules are tested without a browser. */
export interface DeviceStorage {
  cacheNames(): Promise<string[]>;
  deleteCache(name: string): Promise<void>;
  /** Deletes the cache's entries whose address `drop` names. */
  deleteCacheEntries(name: string, drop: (url: URL) => boolean): Promise<void>;
  /** The databases on the device, or null where the browser cannot list them. */
  databaseNames(): Promise<string[] | null>;
  deleteDatabase(name: string): Promise<void>;
  /** Deletes the store's records `keep` refuses; a database or store that does not exist is left so. */
  filterStore(database: string, store: string, keep: (record: unknown) => boolean): Promise<void>;
  /**
   * Ends this browser's Web Push subscription (docs/notifications.md): it was saved for the learner, and the next
   * learner must not be shown their notifications. The gateway drops the endpoint when its push service says it is
   * gone; online, the sign-out also deletes it on the server first (lib/session/session-service.ts).
   */
  endPushSubscription(): Promise<void>;
}

/**
 * Deletes or seals everything personal in Cache Storage and IndexedDB, by the rules above. Idempotent: the page and
 * the service worker may both run it. Nothing is kept for "the next sign-in of the same learner": the device cannot
 * know who that is.
 */
export async function wipePersonalData(storage: DeviceStorage): Promise<void> {
  for (const name of await storage.cacheNames()) {
    const rule = cacheRule(name);
    if (!rule || rule.kind === "personal" || rule.kind === "sealed") await storage.deleteCache(name);
    else if (rule.kind === "entries") await storage.deleteCacheEntries(name, rule.personal);
  }
  for (const database of DATABASES)
    for (const [store, rule] of Object.entries(database.stores)) {
      if (rule.kind === "public") continue;
      const keep = rule.kind === "sealed" ? rule.keep : () => false;
      await storage.filterStore(database.name, store, keep);
    }
  for (const name of (await storage.databaseNames()) ?? []) if (!databaseRule(name)) await storage.deleteDatabase(name);
  await storage.endPushSubscription();
}

/** A browser step that may never end (a push service out of reach): the wipe goes on without it after `ms`. */
const within = (step: Promise<unknown>, ms: number) =>
  Promise.race([step.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]);

/** Cache Storage, IndexedDB and the push subscription of this origin, in a page or a worker. */
export const browserStorage = (): DeviceStorage => ({
  cacheNames: () => caches.keys(),
  deleteCache: async (name) => void (await caches.delete(name)),
  async deleteCacheEntries(name, drop) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) if (drop(new URL(request.url))) await cache.delete(request);
  },
  async databaseNames() {
    if (typeof indexedDB.databases !== "function") return null;
    return (await indexedDB.databases()).flatMap((database) => (database.name ? [database.name] : []));
  },
  async deleteDatabase(name) {
    const request = indexedDB.deleteDatabase(name);
    // Blocked by a connection still open elsewhere: deleted when it closes; the wipe does not wait for that.
    await new Promise<void>((resolve) => {
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    });
  },
  async filterStore(database, store, keep) {
    const db = await openExisting(database);
    if (!db) return;
    try {
      if (!db.objectStoreNames.contains(store)) return;
      const transaction = db.transaction(store, "readwrite");
      const done = new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onerror = transaction.onabort = () => reject(transaction.error);
      });
      const cursor = transaction.objectStore(store).openCursor();
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (!at) return;
        if (!keep(at.value)) at.delete();
        at.continue();
      };
      await done;
    } finally {
      db.close();
    }
  },
  async endPushSubscription() {
    // The worker's own registration, or the page's.
    const registration =
      (globalThis as { registration?: ServiceWorkerRegistration }).registration ??
      (await globalThis.navigator?.serviceWorker?.getRegistration().catch(() => undefined));
    if (!registration?.pushManager) return;
    await within(
      registration.pushManager.getSubscription().then((subscription) => subscription?.unsubscribe()),
      3_000,
    );
  },
});
