// Source file -> HLS renditions, poster and master playlist in a working directory (docs/video.md). One ffmpeg
// run per rendition: the npm build crashes writing several with -var_stream_map (decision 018).
import fs from "node:fs";
import path from "node:path";
import { chooseRungs, codecsOf, SEGMENT_SECONDS, type Rung } from "./ladder.ts";
import { measureBandwidth, segmentsOf, writeMasterPlaylist, type Variant } from "./master-playlist.ts";
import { runCapped } from "./capped-run.ts";
import { checkSource, renditionCaps, timeCapMs, type VideoLimits } from "./limits.ts";
import { probe, type SourceInfo } from "./probe.ts";

export interface TranscodeOutput {
  source: SourceInfo;
  /** Paths relative to the working directory. */
  files: string[];
  master: string;
  poster: string | null;
  /** `bytes`: the media playlist and its segments, what an offline pack of the rendition downloads. */
  renditions: { height: number; bandwidth: number; playlist: string; bytes: number }[];
}

export interface TranscodeOptions {
  limits: VideoLimits;
  signal?: AbortSignal;
  /** 0-100 over all renditions. */
  onProgress?: (percent: number) => void;
}

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** The rung's frame: its height names the shorter side, so an upright phone video gets 144 pixels across. */
export function frameOf(rung: Rung, source: Pick<SourceInfo, "width" | "height">) {
  if (source.width >= source.height)
    return { width: even((rung.height * source.width) / source.height), height: rung.height };
  return { width: rung.height, height: even((rung.height * source.height) / source.width) };
}

function renditionArgs(input: string, dir: string, rung: Rung, source: SourceInfo): string[] {
  const hls = [
    "-f",
    "hls",
    "-hls_time",
    String(SEGMENT_SECONDS),
    "-hls_playlist_type",
    "vod",
    "-hls_segment_filename",
    path.join(dir, "seg%03d.ts"),
  ];
  const audio = (kbps: number) => ["-c:a", "aac", "-b:a", `${kbps}k`, "-ac", "1", "-ar", "44100"];
  // -t: never more than the probe's duration, whatever the timestamps inside say.
  const length = ["-t", (source.durationSeconds + SEGMENT_SECONDS).toFixed(2)];
  const common = [
    "-y",
    "-hide_banner",
    "-loglevel",
    "error",
    "-nostats",
    "-progress",
    "pipe:1",
    "-i",
    input,
    ...length,
  ];
  if (rung.height === 0)
    return [...common, "-map", "0:a:0", "-vn", ...audio(rung.audioKbps), ...hls, path.join(dir, "index.m3u8")];
  const { width, height } = frameOf(rung, source);
  const kbps = rung.videoKbps;
  return [
    ...common,
    "-map",
    "0:v:0",
    ...(source.hasAudio ? ["-map", "0:a:0", ...audio(rung.audioKbps)] : ["-an"]),
    "-vf",
    `scale=${width}:${height}`,
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-profile:v",
    "baseline",
    "-level",
    rung.level,
    "-pix_fmt",
    "yuv420p",
    "-b:v",
    `${kbps}k`,
    "-maxrate",
    `${Math.round(kbps * 1.1)}k`,
    "-bufsize",
    `${kbps * 2}k`,
    // A key frame at every segment start, in every rendition: players switch quality at segment boundaries.
    "-force_key_frames",
    `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    "-sc_threshold",
    "0",
    ...hls,
    path.join(dir, "index.m3u8"),
  ];
}

/** Rough cost of a rendition, so progress moves evenly: audio only is nearly free, 720p the dearest. */
const weightOf = (rung: Rung) => (rung.height === 0 ? 5 : rung.height);

export async function transcode(input: string, workDir: string, options: TranscodeOptions): Promise<TranscodeOutput> {
  const source = await probe(input);
  checkSource(source, options.limits);
  const rungs = chooseRungs(source);
  const total = rungs.reduce((sum, rung) => sum + weightOf(rung), 0);
  let done = 0;
  const files: string[] = [];
  const variants: (Variant & { height: number; bytes: number })[] = [];
  for (const rung of rungs) {
    const name = rung.height === 0 ? "audio" : String(rung.height);
    const dir = path.join(workDir, name);
    fs.mkdirSync(dir, { recursive: true });
    const onLine = (line: string) => {
      const time = /^out_time_(?:ms|us)=(\d+)/.exec(line);
      if (time)
        options.onProgress?.(
          ((done + weightOf(rung) * Math.min(1, Number(time[1]) / 1e6 / source.durationSeconds)) / total) * 100,
        );
    };
    await runCapped(renditionArgs(input, dir, rung, source), {
      ...renditionCaps(rung, source.durationSeconds, options.limits),
      dir,
      name: rung.height === 0 ? "The audio-only version" : `The ${rung.height}p version`,
      signal: options.signal,
      onLine,
    });
    done += weightOf(rung);
    const playlist = fs.readFileSync(path.join(dir, "index.m3u8"), "utf8");
    const segments = segmentsOf(playlist);
    const sizeOf = (file: string) => fs.statSync(path.join(dir, file)).size;
    const { peak, average } = measureBandwidth(playlist, sizeOf);
    files.push(`${name}/index.m3u8`, ...segments.map((segment) => `${name}/${segment}`));
    variants.push({
      uri: `${name}/index.m3u8`,
      bandwidth: peak,
      averageBandwidth: average,
      codecs: codecsOf(rung, source.hasAudio),
      resolution: rung.height === 0 ? undefined : frameOf(rung, source),
      height: rung.height,
      bytes: sizeOf("index.m3u8") + segments.reduce((sum, segment) => sum + sizeOf(segment), 0),
    });
  }
  const poster = await writePoster(input, workDir, source, options);
  fs.writeFileSync(path.join(workDir, "master.m3u8"), writeMasterPlaylist(variants));
  return {
    source,
    files: [...files, ...(poster ? [poster] : []), "master.m3u8"],
    master: "master.m3u8",
    poster,
    renditions: variants
      .map(({ height, bandwidth, uri, bytes }) => ({ height, bandwidth, playlist: uri, bytes }))
      .sort((a, b) => (b.height || -1) - (a.height || -1)),
  };
}

/** A frame a second in (past a fade from black), at most 360 pixels high: the player's poster on a slow link. */
async function writePoster(
  input: string,
  workDir: string,
  source: SourceInfo,
  options: TranscodeOptions,
): Promise<string | null> {
  const at = Math.min(1, source.durationSeconds / 3).toFixed(2);
  const { width, height } = frameOf(
    { height: Math.min(360, Math.min(source.width, source.height)), videoKbps: 0, audioKbps: 0, level: "3.0" },
    source,
  );
  await runCapped(
    [
      "-y",
      "-hide_banner",
      "-loglevel",
      "error",
      "-ss",
      at,
      "-i",
      input,
      "-frames:v",
      "1",
      "-vf",
      `scale=${width}:${height}`,
      "-q:v",
      "5",
      path.join(workDir, "poster.jpg"),
    ],
    { name: "The poster", ms: timeCapMs(0, options.limits), signal: options.signal },
  );
  return fs.existsSync(path.join(workDir, "poster.jpg")) ? "poster.jpg" : null;
}
