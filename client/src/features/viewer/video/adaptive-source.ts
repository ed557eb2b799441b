// Chooses what the lesson video plays (docs/video.md): the HLS master playlist once renditions are READY (hls.js,
// loaded only when a lesson has them, or the browser's own HLS), else the uploaded original.
import type { LessonVideoFieldsFragment } from "../../../gql/graphql.ts";
import { fileUrl } from "../../../lib/files.ts";

/** "auto", a rendition height, or "audio" for the audio-only rendition. */
export type Quality = "auto" | number | "audio";

/** Data saver: starts at the lowest rendition and never goes above this height. */
export const DATA_SAVER_MAX_HEIGHT = 240;

export interface Stream {
  master: string;
  audio: string | null;
  poster: string | null;
  /** Video rendition heights, lowest first. */
  heights: number[];
  /** A downloaded pack's one rendition (0: audio only): its media playlist names no resolution to read. */
  fixedHeight?: number;
}

export function streamOf(video: LessonVideoFieldsFragment | null | undefined): Stream | null {
  const master = video?.status === "READY" ? fileUrl(video.streamUrl) : null;
  if (!video || !master) return null;
  const audio = video.renditions.find((rendition) => rendition.height === 0);
  return {
    master,
    audio: audio ? fileUrl(audio.url) : null,
    poster: fileUrl(video.posterUrl),
    heights: video.renditions
      .map((rendition) => rendition.height)
      .filter((height) => height > 0)
      .sort((a, b) => a - b),
  };
}

/** The qualities the menu offers: data saver hides the renditions above 240p. */
export function qualityChoices(stream: Stream, dataSaver: boolean): Quality[] {
  const heights = dataSaver ? stream.heights.filter((height) => height <= DATA_SAVER_MAX_HEIGHT) : stream.heights;
  return ["auto", ...[...heights].reverse(), ...(stream.audio ? (["audio"] as const) : [])];
}

/**
 * hls.js level indexes (levels sorted lowest first) for a start level and a cap. Playback always starts at the
 * lowest rendition: hls.js would otherwise guess 500 kbit/s and start at 240p, whose first segment takes over 4 s on
 * a 400 kbit/s link (docs/video.md, figures); its bandwidth estimate then climbs within a few segments on a faster one.
 */
export function levelLimits(heights: number[], dataSaver: boolean): { startLevel: number; cap: number } {
  if (!dataSaver) return { startLevel: 0, cap: -1 };
  // Data saver's Auto stays at the lowest rendition (144p is ~1.1 MB a minute, 240p ~1.9: the budget is 1.2);
  // the learner may still pick 240p in the menu, never more.
  return { startLevel: 0, cap: 0 };
}

export const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);
