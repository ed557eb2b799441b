// Accumulates real watch time from the video's clock (seeks are not watching), spec sections 7 and 9:
// progress is sent every 5 s while playing and on pause and end; watch time in whole seconds.
import { assumedDurationSeconds } from "./progress.ts";

export { progressIntervalMs } from "../../lib/progress-interval.ts";
// A jump larger than this between two timeupdate events is a seek, not playback.
const maxTickSeconds = 2;

export interface ProgressReport {
  watchTime: number;
  totalDuration: number;
  status: "completed" | null;
}

export function createWatchTracker() {
  let watched = 0;
  let last: number | null = null;
  return {
    tick(currentTime: number) {
      if (last !== null) {
        const delta = currentTime - last;
        if (delta > 0 && delta <= maxTickSeconds) watched += delta;
      }
      last = currentTime;
    },
    /** Playback stopped or jumped: the next tick starts a new stretch. */
    pause() {
      last = null;
    },
    report(duration: number, ended = false): ProgressReport {
      const totalDuration = Number.isFinite(duration) && duration > 0 ? Math.round(duration) : assumedDurationSeconds;
      if (ended) return { watchTime: totalDuration, totalDuration, status: "completed" };
      return { watchTime: Math.min(Math.round(watched), totalDuration), totalDuration, status: null };
    },
    reset() {
      watched = 0;
      last = null;
    },
  };
}
