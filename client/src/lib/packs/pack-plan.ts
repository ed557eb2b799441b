// What a lesson pack holds and how large it is, known before anything is fetched (docs/offline.md): a rendition's
// size is what the server measured when it wrote the segments (VideoRendition.bytes); the original video, notes,
// slides and captions are asked with HEAD. Nothing here downloads a segment.
import { getConfig } from "../config.ts";
import type { PackFile, PackQuality } from "./pack-store.ts";

export interface PackRendition {
  height: number;
  bytes: number;
  url: string;
}

export interface PackSource {
  courseId: string;
  courseTitle: string;
  lesson: {
    id: string;
    title: string;
    videoUrl?: string | null;
    video?: {
      status: string;
      posterUrl?: string | null;
      renditions: PackRendition[];
      captions: { language: string; url: string }[];
    } | null;
  };
  contents: { type: string; url?: string | null; title: string; content?: string | null }[];
}

export interface PackPlan {
  source: PackSource;
  /** The video at each quality the lesson offers, with its size: renditions once READY, else the original. */
  videos: Partial<Record<PackQuality, { file: PackFile; size: number }>>;
  /** Notes, slides, captions and the video's poster: the same at every quality. */
  files: PackFile[];
  /** What else travels with the lesson's kept answers: notes text, quiz questions. */
  notesText: number;
  questions: number;
}

/** The qualities of the dialog (spec of lesson packs): smallest renditions only, audio last. */
const RENDITION_QUALITIES: [PackQuality, number][] = [
  ["144p", 144],
  ["240p", 240],
  ["360p", 360],
  ["audio", 0],
];
export const QUALITY_ORDER: PackQuality[] = ["144p", "240p", "360p", "audio", "original"];

/** A file the API stores (the only kind a pack can hold: a YouTube lesson stays online). */
export const storedFile = (url: string | null | undefined) => {
  if (!url) return null;
  const absolute = new URL(url, getConfig().apiUrl || window.location.origin);
  return absolute.pathname.startsWith("/api/files/") ? absolute.href : null;
};

const fileOf = (url: string, kind: PackFile["kind"], size = 0, contentType = ""): PackFile => ({
  url,
  kind,
  size,
  contentType,
  done: 0,
  stored: false,
});

async function headed(url: string, kind: PackFile["kind"]): Promise<PackFile> {
  const head = await fetch(url, { method: "HEAD" });
  if (!head.ok) throw new Error(`HEAD ${url}: ${head.status}`);
  const size = Number(head.headers.get("content-length") ?? 0);
  return fileOf(url, kind, size, head.headers.get("content-type") ?? "application/octet-stream");
}

async function videosOf(source: PackSource): Promise<PackPlan["videos"]> {
  const video = source.lesson.video;
  const renditions = video?.status === "READY" ? video.renditions : [];
  const videos: PackPlan["videos"] = {};
  for (const [quality, height] of RENDITION_QUALITIES) {
    const rendition = renditions.find((candidate) => candidate.height === height);
    const url = storedFile(rendition?.url);
    // The media playlist names the segments; the worker adds them to the pack once it has read it.
    if (rendition && url) videos[quality] = { file: fileOf(url, "playlist"), size: rendition.bytes };
  }
  const original = storedFile(source.lesson.videoUrl);
  if (!Object.keys(videos).length && original) {
    const file = await headed(original, "video");
    videos.original = { file, size: file.size };
  }
  return videos;
}

/** The files a lesson's pack holds at each quality, with their sizes. */
export async function planPack(source: PackSource): Promise<PackPlan> {
  const wanted: { url: string; kind: PackFile["kind"] }[] = [];
  for (const item of source.contents) {
    const url = storedFile(item.url);
    if (url && (item.type === "note" || item.type === "ppt") && !wanted.some((file) => file.url === url))
      wanted.push({ url, kind: item.type === "note" ? "notes" : "slides" });
  }
  // Captions offline: the player's subtitles and the Transcript read the same .vtt files.
  for (const caption of source.lesson.video?.captions ?? []) {
    const url = storedFile(caption.url);
    if (url) wanted.push({ url, kind: "captions" });
  }
  // The poster the player shows before the first frame (offline it would be black until playing); the server
  // names one only with READY renditions, which are then what the pack holds.
  const poster = source.lesson.video?.status === "READY" ? storedFile(source.lesson.video.posterUrl) : null;
  if (poster) wanted.push({ url: poster, kind: "poster" });
  const [videos, files] = await Promise.all([
    videosOf(source),
    Promise.all(wanted.map(({ url, kind }) => headed(url, kind))),
  ]);
  return {
    source,
    videos,
    files,
    notesText: source.contents.filter((item) => item.type === "note" && item.content).length,
    questions: source.contents.filter((item) => item.type === "question").length,
  };
}

/** The qualities offered for these lessons together, in the dialog's order. */
export const qualitiesOf = (plans: PackPlan[]) =>
  QUALITY_ORDER.filter((quality) => plans.some((plan) => plan.videos[quality]));

/**
 * The lesson's video at the chosen quality. In a course download a lesson without that rendition takes its
 * smallest one (a lesson without renditions its original), so one choice covers every lesson.
 */
export function videoAt(plan: PackPlan, quality: PackQuality) {
  const chosen = plan.videos[quality] ? quality : QUALITY_ORDER.find((candidate) => plan.videos[candidate]);
  return chosen ? { quality: chosen, ...plan.videos[chosen]! } : null;
}

/** Bytes of the lesson's pack at a quality. */
export const sizeAt = (plan: PackPlan, quality: PackQuality) =>
  (videoAt(plan, quality)?.size ?? 0) + plan.files.reduce((sum, file) => sum + file.size, 0);
