// Which of the content cache's answers belong to one learner, and when they stop holding (decision 047). An answer
// kept for a signed-in learner (the "learner" scope: their profile, enrollments, progress, certificates,
// notifications, or a course read with their own viewer fields) is trusted only while the database's listener
// hears `learner_changed` and none of this process's own writes awaits its announcement: a notification naming the
// learner drops their answers on every replica; after this process's own write nothing is trusted until the
// write's announcement has been heard (prisma/src/learner-changes.ts), so only the learners it names lose theirs;
// a progress report's learner's answers are dropped when their mutation ends (`forget`); and a read that was under
// way when a change of its learner was heard is answered but not kept, since it may have seen the old rows. A change
// of a learner's activity alone (lesson progress, practice) drops only their answers that may read it (decision 050):
// a watching learner's bell stays kept while the player reports. A lesson's discussion is announced as an id of its
// own, "lesson:<id>" (decision 051): an answer that reads it is indexed under that id too. An answer showing other
// users' names is indexed under their ids as well, known only once it is answered, so a read watches every change
// heard while it runs (decision 052).
import type { LearnerChanges } from "@app/db";

export interface LearnerAnswers {
  /** Whether a learner's answer may be kept or trusted now: only while changes are heard. */
  trusted(): boolean;
  /** Starts a read for `learnerId`; `end()` then says whether its answer may be kept, and must be called once. */
  begin(learnerId: string): { end(): boolean };
  /**
   * Starts a read whose other users are known only once it is answered (the authors whose names it shows);
   * `end(userIds)` then says whether no change of theirs was heard meanwhile. Idempotent: later calls answer false.
   */
  watch(): { end(userIds: ReadonlySet<string>): boolean };
  /**
   * Records that `key` holds an answer of `learnerId`, so that a change of theirs drops it. `readsActivity`: the
   * answer may read their lesson progress or practice (`ContentScope`'s walk), so a change of those drops it too.
   */
  index(learnerId: string, key: string, readsActivity: boolean): void;
  /** Forgets `key` (evicted or replaced). */
  unindex(learnerId: string, key: string): void;
  /**
   * A mutation of this learner's ended: drops their answers that may read their activity, and keeps none of the
   * reads of theirs under way. Its writes of their other rows are trusted to nobody until announced (learner-changes.ts).
   */
  forget(learnerId: string): void;
  /** Stops hearing: a handle shared by several gateways (tests) outlives each cache. */
  close(): void;
}

/** Beyond this many ids heard during one watching read, it is simply not kept. */
const MAX_HEARD = 1024;

/** `drop` removes an entry from the cache (which then calls `unindex`). */
export function learnerAnswers(changes: LearnerChanges | undefined, drop: (key: string) => void): LearnerAnswers {
  if (!changes) {
    const nothing = () => undefined;
    return {
      trusted: () => false,
      begin: () => ({ end: () => false }),
      watch: () => ({ end: () => false }),
      index: nothing,
      unindex: nothing,
      forget: nothing,
      close: nothing,
    };
  }
  // Each learner's keys, and whether each answer may read their activity.
  const keysOf = new Map<string, Map<string, boolean>>();
  // Reads under way per learner, and whether a change of theirs was heard since the first of them began. Only
  // learners with a read under way are here, so a flood of notifications for others costs a lookup each.
  const reading = new Map<string, { count: number; changed: boolean }>();
  // Reads watching every change heard while they run, with the ids heard (null: too many, or everyone's).
  const watching = new Set<{ heard: Set<string> | null }>();
  const dropAll = (learnerId: string, activityOnly = false) => {
    const keys = keysOf.get(learnerId);
    if (keys) for (const [key, readsActivity] of [...keys]) if (readsActivity || !activityOnly) drop(key);
    const under = reading.get(learnerId);
    if (under) under.changed = true;
  };
  const unsubscribe = changes.subscribe((learnerIds, activityOnly) => {
    if (learnerIds === null) {
      for (const learnerId of [...keysOf.keys()]) dropAll(learnerId);
      for (const under of reading.values()) under.changed = true;
      for (const watch of watching) watch.heard = null;
      return;
    }
    for (const learnerId of learnerIds) dropAll(learnerId, activityOnly);
    // A learner's activity is no other user's profile: what a watching read shows of them stays true.
    if (activityOnly) return;
    for (const watch of watching) {
      for (const learnerId of learnerIds) watch.heard?.add(learnerId);
      if (watch.heard && watch.heard.size > MAX_HEARD) watch.heard = null;
    }
  });
  return {
    trusted: () => changes.listening(),
    begin(learnerId) {
      const under = reading.get(learnerId) ?? { count: 0, changed: !changes.listening() };
      under.count += 1;
      reading.set(learnerId, under);
      let ended = false;
      return {
        end() {
          if (ended) return false;
          ended = true;
          under.count -= 1;
          if (under.count === 0) reading.delete(learnerId);
          return !under.changed && changes.listening();
        },
      };
    },
    watch() {
      const watch = { heard: changes.listening() ? new Set<string>() : null };
      watching.add(watch);
      return {
        end(userIds) {
          const heard = watching.delete(watch) ? watch.heard : null;
          if (heard === null || !changes.listening()) return false;
          for (const userId of userIds) if (heard.has(userId)) return false;
          return true;
        },
      };
    },
    index(learnerId, key, readsActivity) {
      const keys = keysOf.get(learnerId) ?? new Map<string, boolean>();
      // Indexed twice (a learner who is also an author shown): dropped with whichever drops it first.
      keysOf.set(learnerId, keys.set(key, readsActivity || (keys.get(key) ?? false)));
    },
    forget: (learnerId) => dropAll(learnerId, true),
    unindex(learnerId, key) {
      const keys = keysOf.get(learnerId);
      keys?.delete(key);
      if (keys?.size === 0) keysOf.delete(learnerId);
    },
    close() {
      unsubscribe();
      for (const learnerId of [...keysOf.keys()]) dropAll(learnerId);
    },
  };
}
