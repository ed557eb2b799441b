// Whose own answers (profile, enrollments, progress, certificates, notifications, exam seats) changed, as the
// gateways' per-learner answer caches hear it (decisions 042 and 047): the triggers of migration
// 20261203100000_learner_changed announce each statement's distinct learner ids, comma-separated, on
// `learner_changed`.
import { createChangeFeed } from "./change-feed.ts";
import type { ChannelHandler } from "./listener.ts";

export const LEARNER_CHANNEL = "learner_changed";

/** Learner (User) ids whose own answers must be read again, or null for every learner. */
export type LearnerChanged = (userIds: readonly string[] | null) => void;

export interface LearnerChanges {
  /** True while notifications are heard: only then may an answer read before be trusted. */
  listening(): boolean;
  /** Calls `changed` for each change from now on, and with null whenever listening starts or stops. */
  subscribe(changed: LearnerChanged): () => void;
}

export function createLearnerChanges(): LearnerChanges & ChannelHandler & { forgetAll(): void } {
  return createChangeFeed((userIds): readonly string[] => userIds.split(","));
}
