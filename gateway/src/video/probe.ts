// What the transcoder needs to know of a source (ffprobe): its displayed size, duration and whether it has sound.
import { ExitError, ffprobePath, lastLine, run, UnplayableVideoError } from "./ffmpeg.ts";

export interface SourceInfo {
  durationSeconds: number;
  /** As displayed: a phone video recorded upright (rotated 90 degrees) is taller than wide. */
  width: number;
  height: number;
  hasAudio: boolean;
}

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
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
    throw new UnplayableVideoError(
      `The file is not a video that can be read (${lastLine((error as Error).message).slice(0, 200)})`,
    );
  }
  const info = JSON.parse(output) as { streams?: ProbeStream[]; format?: { duration?: string } };
  const streams = info.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === "video" && stream.width && stream.height);
  if (!video) throw new UnplayableVideoError("The file has no video track");
  const durationSeconds = Number(info.format?.duration);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0)
    throw new UnplayableVideoError("The video's duration cannot be read");
  const rotation = Math.abs(
    Number(video.tags?.rotate ?? video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? 0),
  );
  const upright = rotation === 90 || rotation === 270;
  return {
    durationSeconds,
    width: upright ? video.height! : video.width!,
    height: upright ? video.width! : video.height!,
    hasAudio: streams.some((stream) => stream.codec_type === "audio"),
  };
}
