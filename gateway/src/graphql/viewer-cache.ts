// The viewers of recent backend tokens, so that a signed-in request costs no statement while nothing about its
// account or session changed (decision 042). An entry is trusted only while the database's listener hears the
// `viewer_changed` notifications (as the content version is, decision 010); a notification for its user drops it
// on every replica, this process's own writes drop every entry at once, and an entry lives at most ten minutes
// (a dead listener is noticed by its heartbeat within 20 s, decision 042 amended).
import { LRUCache } from "lru-cache";
import type { Database } from "@app/db";
import { viewerFromClaims, type Viewer, type ViewerClaims } from "@app/schema";

export interface ViewerCacheOptions {
  /** Entries kept (least recently used evicted); ~0.6 KB each with their index (decision 042). */
  max?: number;
  /** A safety net only: notifications, not this, are what end a cached viewer. */
  ttlMs?: number;
}

export interface ViewerCache {
  /** The viewer of verified claims; null when the account is disabled or gone or the session ended. */
  resolve(claims: ViewerClaims, checkSession: boolean): Promise<Viewer | null>;
  size(): number;
  /** Stops hearing the database's changes: a handle shared by several gateways (tests) outlives each one. */
  close(): void;
}

interface Entry {
  viewer: Viewer;
  /** Epoch ms at which the session ends by itself (its `notAfter`), or Infinity. */
  endsAtMs: number;
}

export function createViewerCache(db: Database, { max = 20_000, ttlMs = 600_000 }: ViewerCacheOptions = {}) {
  // Keys by user, so that a notification drops that user's sessions without a scan of the whole cache.
  const byUser = new Map<string, Set<string>>();
  const unindex = (userId: string, key: string) => {
    const keys = byUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) byUser.delete(userId);
  };
  const entries = new LRUCache<string, Entry>({
    max,
    ttl: ttlMs,
    dispose: (entry, key) => unindex(entry.viewer.userId, key),
  });
  // Raised by every change heard: a read that began before one may have seen the old rows and is not kept.
  let generation = 0;
  const unsubscribe = db.viewerChanges.subscribe((userId) => {
    generation += 1;
    if (userId === null) return entries.clear();
    for (const key of byUser.get(userId) ?? []) entries.delete(key);
  });

  const keep = (key: string, entry: Entry) => {
    entries.set(key, entry);
    const keys = byUser.get(entry.viewer.userId) ?? new Set<string>();
    byUser.set(entry.viewer.userId, keys.add(key));
  };

  return {
    async resolve(claims: ViewerClaims, checkSession: boolean) {
      const key = `${claims.userId} ${claims.sessionId ?? ""}`;
      const hit = db.viewerChanges.listening() ? entries.get(key) : undefined;
      if (hit && hit.endsAtMs > Date.now()) return hit.viewer;
      const started = generation;
      const found = await viewerFromClaims(db, claims, checkSession);
      if (!found || !db.viewerChanges.listening() || started !== generation) return found?.viewer ?? null;
      keep(key, { viewer: found.viewer, endsAtMs: found.sessionNotAfter?.getTime() ?? Infinity });
      return found.viewer;
    },
    size: () => entries.size,
    close: () => {
      unsubscribe();
      entries.clear();
    },
  } satisfies ViewerCache;
}
