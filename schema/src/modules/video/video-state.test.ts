import { describe, expect, it } from "vitest";
import { transition, type VideoState } from "./video-state.ts";

const queued: VideoState = { status: "QUEUED", progress: 0, failureCode: null, failureReason: null };
const processing = (progress = 0): VideoState => ({
  status: "PROCESSING",
  progress,
  failureCode: null,
  failureReason: null,
});

describe("video job state machine", () => {
  it("goes QUEUED -> PROCESSING -> READY with progress in between", () => {
    const started = transition(queued, { type: "start" });
    expect(started).toEqual(processing());
    const halfway = transition(started!, { type: "progress", percent: 50.7 });
    expect(halfway).toEqual(processing(50));
    expect(transition(halfway!, { type: "ready" })).toEqual({
      status: "READY",
      progress: 100,
      failureCode: null,
      failureReason: null,
    });
  });

  it("keeps progress below 100 until READY and never lets it go back", () => {
    expect(transition(processing(40), { type: "progress", percent: 30 })).toEqual(processing(40));
    expect(transition(processing(40), { type: "progress", percent: 100 })).toEqual(processing(99));
  });

  it("restarts a PROCESSING job (a retry after a crash) from zero", () => {
    expect(transition(processing(70), { type: "start" })).toEqual(processing(0));
  });

  it("fails with a reason, and only a failed video can be retried", () => {
    const failed = transition(processing(10), { type: "fail", code: "video_unreadable", reason: "Not a video file" });
    expect(failed).toEqual({
      status: "FAILED",
      progress: 0,
      failureCode: "video_unreadable",
      failureReason: "Not a video file",
    });
    expect(transition(failed!, { type: "retry" })).toEqual(queued);
    expect(transition(processing(), { type: "retry" })).toBeNull();
    expect(
      transition({ status: "READY", progress: 100, failureCode: null, failureReason: null }, { type: "retry" }),
    ).toBeNull();
  });

  it("ignores events of a stale job: a READY or FAILED video is not started or finished again", () => {
    const ready: VideoState = { status: "READY", progress: 100, failureCode: null, failureReason: null };
    expect(transition(ready, { type: "start" })).toBeNull();
    expect(transition(ready, { type: "ready" })).toBeNull();
    expect(transition(queued, { type: "ready" })).toBeNull();
    expect(
      transition(
        { status: "FAILED", progress: 0, failureCode: "video_too_long", failureReason: "x" },
        { type: "progress", percent: 5 },
      ),
    ).toBeNull();
  });

  it("queues again from any status when the lesson gets another video", () => {
    for (const status of ["QUEUED", "PROCESSING", "READY", "FAILED"] as const) {
      expect(
        transition({ status, progress: 30, failureCode: "video_too_long", failureReason: "x" }, { type: "source" }),
      ).toEqual(queued);
    }
  });
});
