// ffmpeg and ffprobe from npm packages that carry the static Linux/macOS/Windows builds, so `npm install` is
// all a deployment needs (decision 018). FFMPEG_PATH / FFPROBE_PATH point at another build (Debian's 5.1).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ffmpegInstaller from "@ffmpeg-installer/ffmpeg";
import ffprobeInstaller from "@ffprobe-installer/ffprobe";
import type { VideoFailureCode } from "@app/schema";

export const ffmpegPath = process.env.FFMPEG_PATH || executable(ffmpegInstaller.path);
export const ffprobePath = process.env.FFPROBE_PATH || executable(ffprobeInstaller.path);

/**
 * The packages make their binary executable in a postinstall script, which this project does not run
 * (package.json allowScripts): the file mode is set here instead, or, when node_modules is read-only, on a copy.
 */
function executable(file: string): string {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return file;
  } catch {
    try {
      fs.chmodSync(file, 0o755);
      return file;
    } catch {
      const copy = path.join(os.tmpdir(), `vidyapath-${path.basename(path.dirname(file))}-${path.basename(file)}`);
      if (!fs.existsSync(copy)) fs.copyFileSync(file, copy);
      fs.chmodSync(copy, 0o755);
      return copy;
    }
  }
}

export interface RunOptions {
  signal?: AbortSignal;
  /** Each line ffmpeg writes to stdout (-progress pipe:1). */
  onLine?: (line: string) => void;
}

/**
 * The source is refused (unreadable, over a limit, not what it claims): retrying will not help. The code and the
 * English text are what staff see (schema/src/modules/video/video-failure.ts).
 */
export class VideoRefusedError extends Error {
  constructor(
    readonly code: VideoFailureCode,
    message: string,
  ) {
    super(message);
  }
}

/** The binary ran and exited with an error (as opposed to not starting at all). */
export class ExitError extends Error {}

/**
 * Runs a binary to the end. Below normal priority, so a transcode never starves the API on the same cores
 * (docs/video.md); killed when `signal` aborts (the job was taken back at shutdown, or a limit of transcode.ts
 * was hit). It runs in a process group of its own, and the whole group is killed: nothing it started lives on.
 */
export function run(
  binary: string,
  args: string[],
  options: RunOptions = {},
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    options.signal?.throwIfAborted();
    const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"], detached: process.platform !== "win32" });
    if (child.pid) {
      try {
        os.setPriority(child.pid, 10);
      } catch {
        // Not permitted in some containers: the transcode then runs at normal priority.
      }
    }
    const abort = () => killGroup(child);
    options.signal?.addEventListener("abort", abort, { once: true });
    let stdout = "";
    let stderr = "";
    let partial = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      if (!options.onLine) {
        stdout += chunk;
        return;
      }
      const lines = (partial + chunk).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) options.onLine(line);
    });
    // Only the end of stderr matters (the error); a long run must not grow it without bound.
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      options.signal?.removeEventListener("abort", abort);
      if (options.signal?.aborted) reject(options.signal.reason ?? new Error("aborted"));
      else if (code === 0) resolve({ stdout, stderr });
      else reject(new ExitError(`${path.basename(binary)} exited with ${code ?? signal}: ${lastLine(stderr)}`));
    });
  });
}

function killGroup(child: ChildProcess) {
  try {
    if (child.pid && process.platform !== "win32") process.kill(-child.pid, "SIGKILL");
    else child.kill("SIGKILL");
  } catch {
    // Already gone: its "close" event settles the run.
  }
}

export const lastLine = (text: string) => text.trim().split("\n").pop()?.trim() ?? "";
