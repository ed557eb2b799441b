// The life of a lesson's adaptive video (docs/video.md): one job per uploaded source. Every write to a
// LessonVideo row is conditional on the statuses listed here, so a stale job (its source replaced, or a second
// delivery of the same job) changes nothing.
import type { VideoStatus } from "@app/db";
import type { VideoFailure } from "./video-failure.ts";

export type VideoEvent =
  /** A worker takes the job; PROCESSING again when the job is retried after a crash (decision 018). */
  | { type: "start" }
  | { type: "progress"; percent: number }
  | { type: "ready" }
  /** The source cannot be played (corrupt, unsupported, over a limit) or the last attempt failed. */
  | ({ type: "fail" } & VideoFailure)
  /** Staff retry a failed video. */
  | { type: "retry" }
  /** The lesson got another uploaded video: the old renditions are dropped, a new job is queued. */
  | { type: "source" };

const from: Record<VideoEvent["type"], VideoStatus[]> = {
  start: ["QUEUED", "PROCESSING"],
  progress: ["PROCESSING"],
  ready: ["PROCESSING"],
  fail: ["QUEUED", "PROCESSING"],
  retry: ["FAILED"],
  source: ["QUEUED", "PROCESSING", "READY", "FAILED"],
};

/** The statuses in which `event` may happen. */
export const allowedFrom = (event: VideoEvent["type"]): VideoStatus[] => from[event];

export interface VideoState {
  status: VideoStatus;
  progress: number;
  /** A VideoFailureCode, as the row keeps it. */
  failureCode: string | null;
  failureReason: string | null;
}

/** The state after `event`, or null when the event cannot happen in `state` (the write is skipped). */
export function transition(state: VideoState, event: VideoEvent): VideoState | null {
  if (!from[event.type].includes(state.status)) return null;
  switch (event.type) {
    case "start":
      return { status: "PROCESSING", progress: 0, failureCode: null, failureReason: null };
    case "progress":
      return { ...state, progress: Math.max(state.progress, Math.min(99, Math.max(0, Math.floor(event.percent)))) };
    case "ready":
      return { status: "READY", progress: 100, failureCode: null, failureReason: null };
    case "fail":
      return { status: "FAILED", progress: 0, failureCode: event.code, failureReason: event.reason.slice(0, 500) };
    case "retry":
    case "source":
      return { status: "QUEUED", progress: 0, failureCode: null, failureReason: null };
  }
}
