// Whose own answers (profile, enrollments, progress, certificates, notifications, exam seats) changed, as the
// gateways' per-learner answer caches hear it (decisions 042 and 047): the triggers of migration
// 20261203100000_learner_changed announce each statement's distinct learner ids, comma-separated, on
// `learner_changed`. Lesson progress and practice, which only a learner's own mutations write, end the list with the
// item "*activity" (migration 20261207100000_learner_activity_apart, decision 050). A lesson's discussion posts are
// announced as "lesson:<id>" items (migration 20261208100000_lesson_discussion_announced, decision 051).
import crypto from "node:crypto";
import { createChangeFeed } from "./change-feed.ts";
import type { Channels } from "./listener.ts";

export const LEARNER_CHANNEL = "learner_changed";

/**
 * Where this process sends a marker after each of its own writes of learners' rows. PostgreSQL delivers
 * notifications in the order their transactions committed, so once the marker is heard, every announcement of the
 * write, sent at its commit, has been heard before it (decision 047, amended).
 */
export const LEARNER_MARKER_CHANNEL = "learner_changed_marker";

/**
 * The last item of a payload that announces a change of the learners' activity alone (decision 050). No User id
 * looks like it, so a gateway that does not know the mark drops the named learners' every answer.
 */
export const LEARNER_ACTIVITY_MARK = "*activity";

/**
 * Learner (User) ids whose own answers must be read again, or null for every learner. `activityOnly`: only their
 * lesson progress or practice changed (LessonProgress, PracticeDay, PracticeSettings, PracticeCard), so an answer
 * that reads none of those still holds.
 */
export type LearnerChanged = (userIds: readonly string[] | null, activityOnly?: boolean) => void;

export interface LearnerChanges {
  /**
   * True while notifications are heard and none of this process's own writes awaits its announcement: only then
   * may an answer read before be trusted.
   */
  listening(): boolean;
  /** Calls `changed` for each change from now on, and with null whenever listening starts or stops. */
  subscribe(changed: LearnerChanged): () => void;
  /**
   * Ids this process heard announced on another channel before `learner_changed` may have brought them: a
   * discussion event names its lesson ("lesson:<id>") on a listener of its own, and the follower it reaches reads the
   * thread again at once. Told to subscribers as a change of those ids, so no answer kept of them is given after
   * the event (decision 055). Never activity only.
   */
  heardElsewhere(ids: readonly string[]): void;
}

export interface OwnLearnerChanges extends LearnerChanges {
  /** The handlers of the learner channel and of this process's markers, for the listener. */
  channels: Channels;
  /**
   * This process has committed a write of some learners' rows (or may have: a COMMIT sent as text). Its
   * announcement is on its way and names them; until it is heard nothing kept is trusted, and nobody's answers
   * are dropped but those it names.
   */
  written(): void;
}

/**
 * `send` delivers a marker's notification; it must be sent after the write's commit has returned. A marker not
 * heard within `markerTimeoutMs` (or not sent) forgets every learner, as every own write did before markers.
 */
export function createLearnerChanges(
  send: (channel: string, payload: string) => Promise<unknown>,
  { markerTimeoutMs = 5_000 } = {},
): OwnLearnerChanges {
  const feed = createChangeFeed((payload) => {
    const userIds = payload.split(",");
    const activityOnly = userIds.at(-1) === LEARNER_ACTIVITY_MARK;
    return { userIds: activityOnly ? userIds.slice(0, -1) : userIds, activityOnly };
  });
  // Every gateway hears every marker: each counts only its own.
  const origin = crypto.randomUUID();
  let sent = 0;
  const awaited = new Map<string, NodeJS.Timeout>();
  const settle = (marker: string) => {
    clearTimeout(awaited.get(marker));
    awaited.delete(marker);
  };
  const giveUp = (marker: string) => {
    if (!awaited.has(marker)) return;
    feed.forgetAll();
    settle(marker);
  };
  const settleAll = () => [...awaited.keys()].forEach(settle);
  return {
    listening: () => feed.listening() && awaited.size === 0,
    subscribe: (changed) =>
      feed.subscribe((change) => (change === null ? changed(null) : changed(change.userIds, change.activityOnly))),
    heardElsewhere: (ids) => void (ids.length > 0 && feed.announce(ids.join(","))),
    channels: {
      [LEARNER_CHANNEL]: {
        announce: feed.announce,
        // Listening starting or stopping forgets everything: the markers awaited then count for nothing.
        setListening(on) {
          settleAll();
          feed.setListening(on);
        },
      },
      [LEARNER_MARKER_CHANNEL]: { announce: settle, setListening: () => undefined },
    },
    written() {
      // Not listening: nothing is trusted, and everything is forgotten when listening starts.
      if (!feed.listening()) return;
      const marker = `${origin}:${(sent += 1)}`;
      awaited.set(
        marker,
        setTimeout(() => giveUp(marker), markerTimeoutMs),
      );
      awaited.get(marker)!.unref?.();
      send(LEARNER_MARKER_CHANNEL, marker).catch(() => giveUp(marker));
    },
  };
}
