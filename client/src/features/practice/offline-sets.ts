// Practice sets downloaded for offline use (docs/practice.md, "Offline"): a topic's set or the day's Revise set,
// kept whole on the phone (questions, key, explanations: decision 037) under the learner's own key, so a set opens
// without a network and its answers go out through the one outbox once back online. A download is the set already
// on screen (no request of its own) and the pictures it names, each fetched once so the service worker keeps it
// (sw/file-cache.ts); a seeded diagram is a data: URL inside the set. Signing out deletes them
// (lib/device/personal-data.ts).
import type { PracticeSetFieldsFragment } from "../../gql/graphql.ts";
import { fileUrl } from "../../lib/files.ts";
import { tokenStore, tokenSubject } from "../../lib/session/token-store.ts";

/** A topic's id, or "revise" for the day's Revise set. */
export type SetKey = string;

export interface OfflineSet {
  key: SetKey;
  savedAt: string;
  set: PracticeSetFieldsFragment;
}

const PREFIX = "vidyapath-practice-sets:";
/** The sets one learner keeps on a phone: a few days of practice, small enough for localStorage. */
export const MAX_OFFLINE_SETS = 8;

const storageKey = (learnerId: string) => `${PREFIX}${learnerId}`;

/** Whose sets to read: the learner of the stored token, known offline too (as lesson packs are partitioned). */
export const currentLearner = (): string | null => tokenSubject(tokenStore.get());

export function offlineSets(learnerId: string, storage: Storage = localStorage): OfflineSet[] {
  try {
    const kept = JSON.parse(storage.getItem(storageKey(learnerId)) ?? "[]") as unknown;
    return Array.isArray(kept) ? (kept as OfflineSet[]) : [];
  } catch {
    return [];
  }
}

export const offlineSet = (learnerId: string, key: SetKey, storage: Storage = localStorage) =>
  offlineSets(learnerId, storage).find((kept) => kept.key === key) ?? null;

/** The addresses of the pictures a set names that live on the server (not data: URLs), to fetch once. */
export const setPictures = (set: PracticeSetFieldsFragment): string[] => [
  ...new Set(
    set.questions
      .map((question) => question.imageUrl)
      .filter((url): url is string => !!url && !/^data:/i.test(url))
      .map((url) => fileUrl(url))
      .filter((url): url is string => !!url),
  ),
];

/**
 * Keeps `set` as the learner's copy for `key` (a newer download replaces the older; past MAX_OFFLINE_SETS the
 * oldest goes) and fetches its pictures. Throws when the phone has no room (the caller says so).
 */
export async function saveOfflineSet(
  learnerId: string,
  key: SetKey,
  set: PracticeSetFieldsFragment,
  { storage = localStorage, fetcher = fetch, now = new Date() } = {},
): Promise<OfflineSet> {
  const saved: OfflineSet = { key, savedAt: now.toISOString(), set };
  const others = offlineSets(learnerId, storage).filter((kept) => kept.key !== key);
  storage.setItem(storageKey(learnerId), JSON.stringify([saved, ...others].slice(0, MAX_OFFLINE_SETS)));
  // A picture that fails now shows its description offline; the set itself is kept either way.
  await Promise.all(setPictures(set).map((url) => fetcher(url).catch(() => null)));
  return saved;
}

export function removeOfflineSet(learnerId: string, key: SetKey, storage: Storage = localStorage): void {
  const others = offlineSets(learnerId, storage).filter((kept) => kept.key !== key);
  storage.setItem(storageKey(learnerId), JSON.stringify(others));
}
