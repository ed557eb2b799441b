// Resume where you left off: where a lesson's video starts when the learner comes back.
import type { ProgressStatus } from "../../../gql/graphql.ts";

/** Closer than this to the end, the learner has seen the video: it starts from the beginning again. */
export const endMarginSeconds = 5;

export interface SavedPlayback {
  status: ProgressStatus;
  lastPosition: number;
  /** Seconds, as last reported; 0 when unknown. */
  totalDuration: number;
}

/** The saved second, unless it is 0 or within the end margin of a known duration; 0 means the beginning. */
export function positionBeforeEnd(position: number, duration: number): number {
  if (!(position > 0)) return 0;
  if (Number.isFinite(duration) && duration > 0 && duration - position <= endMarginSeconds) return 0;
  return Math.floor(position);
}

/** An uploaded video resumes unless its lesson is completed. */
export const resumePoint = (saved: SavedPlayback, duration: number) =>
  saved.status === "completed" ? 0 : positionBeforeEnd(saved.lastPosition, duration);

/**
 * A YouTube frame completes its lesson as soon as it loads (spec section 9), so completion says nothing about
 * how much was watched: it starts at the saved second unless that is near the reported end.
 */
export const youTubeStart = (saved: SavedPlayback) => positionBeforeEnd(saved.lastPosition, saved.totalDuration);

/** m:ss, as the player's clock shows it. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds || 0));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
