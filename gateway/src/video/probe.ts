// What the transcoder needs to know of a source (ffprobe): its displayed size, duration and whether it has sound,
// and the figures limits.ts checks against each other (frame rate, frames stored, size).
import fs from "node:fs";
import { ExitError, ffprobePath, lastLine, run, VideoRefusedError } from "./ffmpeg.ts";
import type { SourceFacts } from "./limits.ts";

export interface SourceInfo extends SourceFacts {
  /** As displayed: a phone video recorded upright (rotated 90 degrees) is taller than wide. */
  width: number;
  height: number;
  hasAudio: boolean;
}

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  nb_frames?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

export async function probe(file: string): Promise<SourceInfo> {
  let output: string;
  try {
    output = (await run(ffprobePath, ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file]))
      .stdout;
  } catch (error) {
    if (!(error instanceof ExitError)) throw error;
    throw new VideoRefusedError(
      "video_unreadable",
      `The file is not a video that can be read (${lastLine((error as Error).message).slice(0, 200)})`,
    );
  }
  const info = JSON.parse(output) as { streams?: ProbeStream[]; format?: { duration?: string } };
  const streams = info.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === "video" && stream.width && stream.height);
  if (!video) throw new VideoRefusedError("video_no_picture", "The file has no video track");
  const durationSeconds = Number(info.format?.duration);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0)
    throw new VideoRefusedError("video_unreadable", "The video's duration cannot be read");
  const rotation = Math.abs(
    Number(video.tags?.rotate ?? video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? 0),
  );
  const upright = rotation === 90 || rotation === 270;
  const frames = Number(video.nb_frames);
  return {
    durationSeconds,
    width: upright ? video.height! : video.width!,
    height: upright ? video.width! : video.height!,
    hasAudio: streams.some((stream) => stream.codec_type === "audio"),
    // ffmpeg writes a constant rate: r_frame_rate, which it reads as the stream's rate when set.
    frameRate: rateOf(video.r_frame_rate) || rateOf(video.avg_frame_rate),
    frames: Number.isInteger(frames) && frames > 0 ? frames : null,
    sizeBytes: (await fs.promises.stat(file)).size,
  };
}

/** "30000/1001" -> 29.97; 0 for none ("0/0"). */
function rateOf(text: string | undefined): number {
  const [numerator, denominator] = (text ?? "").split("/").map(Number);
  const rate = numerator / (denominator ?? 1);
  return Number.isFinite(rate) && rate > 0 ? rate : 0;
}
