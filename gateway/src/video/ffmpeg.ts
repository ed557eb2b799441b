// ffmpeg and ffprobe from npm packages that carry the static Linux/macOS/Windows builds, so `npm install` is
// all a deployment needs (decision 018). FFMPEG_PATH / FFPROBE_PATH point at another build (Debian's 5.1).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ffmpegInstaller from "@ffmpeg-installer/ffmpeg";
import ffprobeInstaller from "@ffprobe-installer/ffprobe";

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

/** The source file cannot be read as a video: retrying will not help; the reason is shown to staff. */
export class UnplayableVideoError extends Error {}

/** The binary ran and exited with an error (as opposed to not starting at all). */
export class ExitError extends Error {}

/**
 * Runs a binary to the end. Below normal priority, so a transcode never starves the API on the same cores
 * (docs/video.md); killed when `signal` aborts (the job was taken back at shutdown).
 */
export function run(
  binary: string,
  args: string[],
  options: RunOptions = {},
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    options.signal?.throwIfAborted();
    const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] });
    if (child.pid) {
      try {
        os.setPriority(child.pid, 10);
      } catch {
        // Not permitted in some containers: the transcode then runs at normal priority.
      }
    }
    const abort = () => child.kill("SIGKILL");
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

export const lastLine = (text: string) => text.trim().split("\n").pop()?.trim() ?? "";
