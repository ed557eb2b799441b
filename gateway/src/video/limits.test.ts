// The probe's plausibility rules and the per-rendition caps (docs/video.md, "Limits"), on figures alone.
import { describe, expect, it } from "vitest";
import { VideoRefusedError } from "./ffmpeg.ts";
import { LADDER } from "./ladder.ts";
import { checkSource, renditionCaps, type SourceFacts, type VideoLimits } from "./limits.ts";

const limits: VideoLimits = { maxSeconds: 4 * 3600, outputHeadroom: 4, timeFactor: 5, minTimeSeconds: 300 };
// A phone lecture: 10 minutes of 720p at 30 fps, 60 MB.
const lecture: SourceFacts = { durationSeconds: 600, frameRate: 30, frames: 18_000, sizeBytes: 60e6 };

function refusal(source: SourceFacts): { code: string; message: string } | null {
  try {
    checkSource(source, limits);
    return null;
  } catch (error) {
    if (!(error instanceof VideoRefusedError)) throw error;
    return { code: error.code, message: error.message };
  }
}

describe("a source's figures", () => {
  it("accepts real videos: a lecture, a still slide with quiet sound, a sparse screen recording, 60 fps", () => {
    expect(refusal(lecture)).toBeNull();
    expect(refusal({ durationSeconds: 3600, frameRate: 1, frames: 3600, sizeBytes: 3_600 * 2_000 })).toBeNull();
    // Frames only when the screen changed: 40 stored for 20 minutes, and the sound's bytes.
    expect(refusal({ durationSeconds: 1200, frameRate: 30, frames: 40, sizeBytes: 1200 * 4_000 })).toBeNull();
    expect(refusal({ durationSeconds: 60, frameRate: 60, frames: 3600, sizeBytes: 30e6 })).toBeNull();
    expect(refusal({ ...lecture, durationSeconds: limits.maxSeconds, sizeBytes: 2e9 })).toBeNull();
  });

  it("refuses a source longer than VIDEO_MAX_SECONDS, saying how long it is and the limit", () => {
    expect(refusal({ ...lecture, durationSeconds: limits.maxSeconds + 60, sizeBytes: 2e9 })).toEqual({
      code: "video_too_long",
      message: "The video is 4 h 1 min long; the longest accepted is 4 h 0 min",
    });
  });

  it("refuses a tiny file claiming hours: 3.3 KB cannot hold 3 hours (under 1 kbit/s)", () => {
    const claim = { durationSeconds: 3 * 3600, frameRate: 30, frames: 3, sizeBytes: 3_300 };
    expect(refusal(claim)).toEqual({
      code: "video_implausible",
      message: "The file is not what it claims to be: 3.22 KB claiming 3 h 0 min is under 1 kbit/s",
    });
    // The same bytes over a few seconds are a short clip.
    expect(refusal({ ...claim, durationSeconds: 2 })).toBeNull();
  });

  it("refuses frames beyond what the size can hold: 240 fps claimed over a file of 1 kbit/s", () => {
    const refused = refusal({ durationSeconds: 3600, frameRate: 240, frames: 10, sizeBytes: 3600 * 130 });
    expect(refused?.code).toBe("video_implausible");
    expect(refused?.message).toMatch(/would make 864,000 frames from 10 stored$/);
  });

  it("refuses a frame rate that is a time base, or none", () => {
    expect(refusal({ ...lecture, frameRate: 90_000 })?.message).toMatch(/frame rate \(90000\) is not a video's/);
    expect(refusal({ ...lecture, frameRate: 0 })?.message).toMatch(/frame rate \(none\)/);
  });
});

describe("a rendition's caps", () => {
  it("allow the rung's bit rate times the duration with the headroom, and a multiple of the duration", () => {
    const [p144, , , p720] = LADDER;
    // 144p: (80 + 32) kbit/s = 14,000 B/s; 10 minutes with headroom 4.
    expect(renditionCaps(p144, 600, limits)).toEqual({ bytes: 14_000 * 600 * 4, ms: 3000 * 1000 });
    expect(renditionCaps(p720, 4 * 3600, limits).bytes).toBe(187_000 * 4 * 3600 * 4);
  });

  it("have floors for a short clip: 2 MiB and VIDEO_MIN_TIME_SECONDS", () => {
    expect(renditionCaps(LADDER[0], 2, limits)).toEqual({ bytes: 2 * 1024 * 1024, ms: 300_000 });
  });
});
