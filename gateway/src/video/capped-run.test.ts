// The limits at work on real ffmpeg runs (docs/video.md, "Limits"): a stretched source is refused by its probe's
// figures before any work, and a run past its size or time cap is stopped, its whole process group with it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCapped } from "./capped-run.ts";
import { run, VideoRefusedError } from "./ffmpeg.ts";
import type { VideoLimits } from "./limits.ts";
import { probe } from "./probe.ts";
import { transcode } from "./transcode.ts";
import { makeStretchedVideo } from "./video-test-helpers.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "capped-run-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const limits: VideoLimits = { maxSeconds: 4 * 3600, outputHeadroom: 4, timeFactor: 5, minTimeSeconds: 300 };

/** Processes whose command line names `marker`: none may be left once a capped run has thrown. */
const processesNaming = (marker: string) =>
  execFileSync("ps", ["-eo", "args"], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes(marker) && !line.startsWith("ps "));

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(VideoRefusedError);
  return { code: (error as VideoRefusedError).code, message: (error as VideoRefusedError).message };
}

/** ffmpeg writing 60 s of 320x240 HLS, read at real speed (-re) so it runs long enough to be stopped. */
const hlsArgs = (out: string) => [
  "-y",
  "-loglevel",
  "error",
  "-re",
  "-f",
  "lavfi",
  "-i",
  "testsrc=size=320x240:rate=25:duration=60",
  "-c:v",
  "libx264",
  "-preset",
  "ultrafast",
  "-b:v",
  "2M",
  "-f",
  "hls",
  "-hls_time",
  "1",
  "-hls_segment_filename",
  path.join(out, "seg%03d.ts"),
  path.join(out, "index.m3u8"),
];

describe("a source whose timestamps claim hours", () => {
  it("probes as what it is, and is refused before ffmpeg makes a frame", async () => {
    const file = path.join(dir, "three-hours.mp4");
    fs.writeFileSync(file, await makeStretchedVideo(3 * 3600));
    const source = await probe(file);
    expect(source).toMatchObject({ frameRate: 30, frames: 3, width: 256, height: 144 });
    expect(source.durationSeconds).toBeCloseTo(3 * 3600, 0);
    expect(source.sizeBytes).toBeLessThan(10_000);

    const out = path.join(dir, "three-hours-out");
    const refused = await refusal(transcode(file, out, { limits }));
    expect(refused.code).toBe("video_implausible");
    expect(refused.message).toMatch(/KB claiming 3 h 0 min is under 1 kbit\/s$/);
    expect(fs.existsSync(out)).toBe(false);

    const longer = await refusal(transcode(file, out, { limits: { ...limits, maxSeconds: 3600 } }));
    expect(longer).toEqual({
      code: "video_too_long",
      message: "The video is 3 h 0 min long; the longest accepted is 1 h 0 min",
    });
  });
});

describe("a capped ffmpeg run", () => {
  it("is stopped once its folder holds more than its size cap", async () => {
    const out = fs.mkdtempSync(path.join(dir, "size-"));
    const started = Date.now();
    const refused = await refusal(
      runCapped(hlsArgs(out), { name: "The test version", ms: 60_000, bytes: 300_000, dir: out }),
    );
    expect(refused).toEqual({
      code: "video_output_too_large",
      message: "The test version was stopped: it grew past 292.97 KB",
    });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(processesNaming(out)).toEqual([]);
  });

  it("is stopped when it runs past its time cap", async () => {
    const out = fs.mkdtempSync(path.join(dir, "time-"));
    const started = Date.now();
    const refused = await refusal(runCapped(hlsArgs(out), { name: "The test version", ms: 1_500, dir: out }));
    expect(refused).toEqual({
      code: "video_too_slow",
      message: "The test version was stopped: it took longer than 1.5 s",
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(processesNaming(out)).toEqual([]);
  });

  it("kills the children of what it runs too: the whole process group", async () => {
    const marker = `${300 + Math.random()}`;
    const abort = new AbortController();
    const running = run("sh", ["-c", `sleep ${marker} & sleep ${marker} & wait`], { signal: abort.signal });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sleeps = () => processesNaming(`sleep ${marker}`).filter((line) => line.startsWith("sleep"));
    expect(sleeps()).toHaveLength(2);
    abort.abort(new Error("stopped"));
    await expect(running).rejects.toThrow("stopped");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(processesNaming(`sleep ${marker}`)).toEqual([]);
  });
});
