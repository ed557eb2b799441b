// One ffmpeg run under the limits of limits.ts (docs/video.md, "Limits"): past its time or size cap its process
// group is killed and the reason is thrown as a VideoRefusedError, which fails the lesson's video at once.
import fs from "node:fs";
import path from "node:path";
import { ffmpegPath, run, VideoRefusedError } from "./ffmpeg.ts";
import { formatBytes, formatDuration } from "./limits.ts";

export interface Caps {
  /** For the reason: "The 144p version". */
  name: string;
  ms: number;
  /** The most `dir` may hold. */
  bytes?: number;
  dir?: string;
  signal?: AbortSignal;
  onLine?: (line: string) => void;
}

/** Checked this often: a rendition past its size cap is stopped within about a second of writing. */
const SIZE_CHECK_MS = 1_000;

/** ffmpeg under a time cap and a size cap: past either, its process group is killed and the reason thrown. */
export async function runCapped(args: string[], caps: Caps): Promise<void> {
  const limit = new AbortController();
  const stop = (code: "video_too_slow" | "video_output_too_large", why: string) =>
    limit.abort(new VideoRefusedError(code, `${caps.name} was stopped: ${why}`));
  const timer = setTimeout(
    () => stop("video_too_slow", `it took longer than ${formatDuration(caps.ms / 1000)}`),
    caps.ms,
  );
  const watcher = setInterval(() => {
    if (caps.dir && caps.bytes)
      void bytesIn(caps.dir).then((bytes) => {
        if (bytes > caps.bytes!) stop("video_output_too_large", `it grew past ${formatBytes(caps.bytes!)}`);
      });
  }, SIZE_CHECK_MS);
  const signal = caps.signal ? AbortSignal.any([caps.signal, limit.signal]) : limit.signal;
  try {
    await run(ffmpegPath, args, { signal, onLine: caps.onLine });
  } finally {
    clearTimeout(timer);
    clearInterval(watcher);
  }
}

async function bytesIn(dir: string): Promise<number> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  const sizes = await Promise.all(
    names.map((name) =>
      fs.promises.stat(path.join(dir, name)).then(
        (stat) => stat.size,
        () => 0,
      ),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}
