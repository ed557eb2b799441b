// The renditions a lesson video gets (docs/video.md): YouTube's low rungs for 2G/3G, never above the source.
// Baseline-profile H.264 and AAC-LC play on every Android phone's hardware decoder; the CODECS strings
// name exactly that (avc1.42E01E = Baseline level 3.0, avc1.42E01F = Baseline level 3.1, mp4a.40.2 = AAC-LC).

export interface Rung {
  /** Output height in pixels; 0 is the audio-only rendition. */
  height: number;
  videoKbps: number;
  audioKbps: number;
  /** x264 level (3.1 is needed above 720x576 at 25 fps). */
  level: "3.0" | "3.1";
}

export const LADDER: Rung[] = [
  { height: 144, videoKbps: 80, audioKbps: 32, level: "3.0" },
  { height: 240, videoKbps: 200, audioKbps: 48, level: "3.0" },
  { height: 360, videoKbps: 420, audioKbps: 64, level: "3.0" },
  { height: 720, videoKbps: 1_400, audioKbps: 96, level: "3.1" },
];

export const AUDIO_ONLY: Rung = { height: 0, videoKbps: 0, audioKbps: 48, level: "3.0" };

/** Segments of ~4 s (within the 4-6 s players expect): short enough to switch quality quickly on a slow link. */
export const SEGMENT_SECONDS = 4;

/**
 * Rungs at or below the source's height (a source below 144p gets one rendition at its own height), then audio
 * only when the source has sound.
 */
export function chooseRungs(source: { height: number; hasAudio: boolean }): Rung[] {
  const fitting = LADDER.filter((rung) => rung.height <= source.height);
  const video = fitting.length > 0 ? fitting : [{ ...LADDER[0], height: evenBelow(source.height) }];
  return source.hasAudio ? [...video, AUDIO_ONLY] : video;
}

const evenBelow = (height: number) => Math.max(2, height - (height % 2));

export function codecsOf(rung: Rung, hasAudio: boolean): string {
  const audio = "mp4a.40.2";
  if (rung.height === 0) return audio;
  const video = rung.level === "3.1" ? "avc1.42e01f" : "avc1.42e01e";
  return hasAudio ? `${video},${audio}` : video;
}
