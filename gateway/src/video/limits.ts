// What a source may claim and what one rendition may cost (docs/video.md, "Limits"). A tiny file can claim hours
// (its timestamps say so), and ffmpeg, which writes a constant frame rate, would then make millions of frames from
// a handful: the probe's figures are checked against each other before any work, and every rendition runs under a
// size and a time cap in case the source still is not what it claimed.
import type { Rung } from "./ladder.ts";
import { VideoRefusedError } from "./ffmpeg.ts";

export interface VideoLimits {
  /** VIDEO_MAX_SECONDS: the longest source accepted. */
  maxSeconds: number;
  /** VIDEO_OUTPUT_HEADROOM: a rendition may be this many times its bit rate times the duration. */
  outputHeadroom: number;
  /** VIDEO_TIME_FACTOR: a rendition may take this many times the source's duration... */
  timeFactor: number;
  /** VIDEO_MIN_TIME_SECONDS: ...but never less than this (ffmpeg's start, a short clip on a busy machine). */
  minTimeSeconds: number;
}

export interface SourceFacts {
  durationSeconds: number;
  /** The rate ffmpeg writes (r_frame_rate, else avg_frame_rate); 0 when the file names none. */
  frameRate: number;
  /** Frames stored, when the container says (MP4 and MOV do). */
  frames: number | null;
  sizeBytes: number;
}

/**
 * The least a real video takes: a still slide with no sound is a few kbit/s, a phone video hundreds. Below these
 * the file cannot hold what it claims (a 3.3 KB file claiming 20 hours is 0.4 bit/s).
 */
export const MIN_BITS_PER_SECOND = 1_000;
export const MIN_BYTES_PER_FRAME = 4;
/** Above this the rate is a container's time base, not frames: ffmpeg would make that many frames a second. */
export const MAX_FRAME_RATE = 240;
/** A short rendition's playlist, first key frames and container overhead. */
const MIN_OUTPUT_BYTES = 2 * 1024 * 1024;

/** Throws the reason a source is refused before any transcoding, or returns nothing. */
export function checkSource(source: SourceFacts, limits: VideoLimits): void {
  const { durationSeconds, frameRate, sizeBytes } = source;
  if (durationSeconds > limits.maxSeconds)
    throw new VideoRefusedError(
      "video_too_long",
      `The video is ${formatDuration(durationSeconds)} long; the longest accepted is ${formatDuration(limits.maxSeconds)}`,
    );
  if (!(frameRate > 0) || frameRate > MAX_FRAME_RATE)
    throw implausible(`its frame rate (${frameRate > 0 ? round(frameRate) : "none"}) is not a video's`);
  const claims = `${formatBytes(sizeBytes)} claiming ${formatDuration(durationSeconds)}`;
  if ((sizeBytes * 8) / durationSeconds < MIN_BITS_PER_SECOND)
    throw implausible(`${claims} is under ${MIN_BITS_PER_SECOND / 1000} kbit/s`);
  const toMake = Math.ceil(durationSeconds * frameRate);
  if (sizeBytes / toMake < MIN_BYTES_PER_FRAME) {
    const stored = source.frames === null ? "" : ` from ${source.frames.toLocaleString("en")} stored`;
    throw implausible(`${claims} would make ${toMake.toLocaleString("en")} frames${stored}`);
  }
}

const implausible = (why: string) =>
  new VideoRefusedError("video_implausible", `The file is not what it claims to be: ${why}`);

/** The most one rendition may take: bytes on disk and wall-clock milliseconds. */
export function renditionCaps(rung: Rung, durationSeconds: number, limits: VideoLimits) {
  const bytesPerSecond = ((rung.videoKbps + rung.audioKbps) * 1000) / 8;
  return {
    bytes: Math.max(MIN_OUTPUT_BYTES, Math.ceil(bytesPerSecond * durationSeconds * limits.outputHeadroom)),
    ms: timeCapMs(durationSeconds, limits),
  };
}

export const timeCapMs = (durationSeconds: number, limits: VideoLimits) =>
  Math.max(limits.minTimeSeconds, limits.timeFactor * durationSeconds) * 1000;

const round = (value: number) => Math.round(value * 100) / 100;

export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return `${round(seconds)} s`;
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${round(bytes / 1024)} KB`;
  return `${round(bytes / 1024 / 1024)} MB`;
}
