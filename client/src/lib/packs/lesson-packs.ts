// The page's side of lesson packs (docs/offline.md): plan a pack (which files, how large, before anything is
// fetched), check that it fits, hand it to the service worker (sw/pack-download.ts), list, pause, resume, delete.
import { useEffect, useSyncExternalStore } from "react";
import { tokenStore } from "../session/token-store.ts";
import { viewerScope } from "../pwa/request-rules.ts";
import { allPacks, PACK_CHANNEL, packId, putPack, type LessonPack, type PackQuality } from "./pack-store.ts";
import { sizeAt, videoAt, type PackPlan, type PackSource } from "./pack-plan.ts";

export type { LessonPack, PackFile, PackQuality } from "./pack-store.ts";
export type { PackPlan, PackSource } from "./pack-plan.ts";

/** Why a pack was not started: a catalogue key of the viewer namespace. */
export class PackRefused extends Error {
  constructor(readonly key: "offline.noSpace" | "offline.wifiOnly" | "offline.noWorker" | "offline.nothing") {
    super(key);
  }
}

const WIFI_ONLY = "vidyapath.downloadWifiOnly";
type Connection = { type?: string };

const partition = () => viewerScope(tokenStore.get() ? `Bearer ${tokenStore.get()}` : null) ?? "anonymous";

/**
 * What the pack is checked against: a changed lesson on the server (text, materials, captions, or another source
 * video, whose renditions live in another folder) means 'Update available'.
 */
export const packVersion = (source: PackSource, quality: PackQuality) =>
  JSON.stringify([
    source.lesson.title,
    quality === "original"
      ? (source.lesson.videoUrl ?? null)
      : (source.lesson.video?.renditions.find((rendition) => rendition.height === heightOf(quality))?.url ?? null),
    (source.lesson.video?.captions ?? []).map((caption) => caption.url),
    source.contents.map((item) => [item.type, item.title, item.url ?? null, item.content ?? null]),
  ]);

/** A finished pack older than the lesson the server has now: 'Update available', in the viewer and in Profile. */
export const packIsStale = (pack: LessonPack, source: PackSource) =>
  pack.status === "done" && pack.version !== packVersion(source, pack.quality);

const heightOf = (quality: PackQuality) => (quality === "audio" ? 0 : Number.parseInt(quality, 10));

/** One lesson's pack at the chosen quality: its files, fresh (nothing done yet), and its size. */
function packOf(owner: string, plan: PackPlan, chosen: PackQuality): LessonPack | null {
  const video = videoAt(plan, chosen);
  const files = [...(video ? [video.file] : []), ...plan.files].map((file) => ({ ...file, done: 0, stored: false }));
  if (!files.length) return null;
  const quality = video?.quality ?? "original";
  const { source } = plan;
  return {
    id: packId(owner, source.lesson.id),
    partition: owner,
    courseId: source.courseId,
    courseTitle: source.courseTitle,
    lessonId: source.lesson.id,
    lessonTitle: source.lesson.title,
    quality,
    size: sizeAt(plan, quality),
    files,
    status: "downloading",
    createdAt: new Date().toISOString(),
    version: packVersion(source, quality),
  };
}

/** Starts the packs (one per lesson) after checking, for all of them together, the network and the free space. */
export async function startPacks(plans: PackPlan[], quality: PackQuality): Promise<void> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) throw new PackRefused("offline.noWorker");
  const owner = partition();
  const packs = plans.map((plan) => packOf(owner, plan, quality)).filter((pack): pack is LessonPack => !!pack);
  if (!packs.length) throw new PackRefused("offline.nothing");
  const connection = connectionOf();
  if (wifiOnly() && connection?.type && connection.type !== "wifi" && connection.type !== "ethernet")
    throw new PackRefused("offline.wifiOnly");
  // Refused up front rather than failing half-way with the phone full.
  const { quota = 0, usage = 0 } = await navigator.storage.estimate();
  if (quota - usage < packs.reduce((sum, pack) => sum + pack.size, 0)) throw new PackRefused("offline.noSpace");
  // Asked, not required: a browser that says no may evict packs under pressure, and the learner downloads again.
  await navigator.storage.persist?.().catch(() => false);
  for (const pack of packs) {
    await putPack(pack);
    worker.postMessage({ type: "PACK_DOWNLOAD", id: pack.id });
  }
}

const tell = (message: object) => navigator.serviceWorker?.controller?.postMessage(message);
export const pausePack = (id: string) => tell({ type: "PACK_PAUSE", id });
export const resumePack = (id: string) => tell({ type: "PACK_DOWNLOAD", id });
export const deletePack = (id: string) => tell({ type: "PACK_DELETE", id });
export const deleteAllPacks = () => snapshot?.forEach((pack) => deletePack(pack.id));
/**
 * After a dropped network or a closed tab: the worker goes on with the packs that were cut. Asked only when there
 * are some, so that the worker is not woken for nothing at the moment the network returns.
 */
export async function resumeCutPacks() {
  const owner = partition();
  const cut = (await allPacks(owner).catch(() => [])).some(
    (pack) => pack.status === "downloading" || pack.status === "waiting",
  );
  if (cut) tell({ type: "PACK_RESUME", partition: owner });
}

const connectionOf = () => (navigator as Navigator & { connection?: Connection }).connection;
/**
 * Download over Wi-Fi only: until the learner chooses, on where the browser says which network it is on (Android
 * Chrome), off elsewhere, where it could not be kept anyway (lesson packs spec).
 */
export const wifiOnly = () => {
  const chosen = localStorage.getItem(WIFI_ONLY);
  return chosen === null ? !!connectionOf()?.type : chosen === "true";
};
export const setWifiOnly = (on: boolean) => localStorage.setItem(WIFI_ONLY, String(on));

// The learner's packs, kept current from the worker's announcements; null until first read.
let snapshot: LessonPack[] | null = null;
const NONE: LessonPack[] = [];
const listeners = new Set<() => void>();
async function refresh() {
  snapshot = await allPacks(partition()).catch(() => []);
  listeners.forEach((listener) => listener());
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  const channel = new BroadcastChannel(PACK_CHANNEL);
  channel.onmessage = () => void refresh();
  if (listeners.size === 1) void refresh();
  return () => {
    listeners.delete(listener);
    channel.close();
  };
}

function usePackSnapshot(): LessonPack[] | null {
  useEffect(() => void refresh(), []);
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

export const useLessonPacks = (): LessonPack[] => usePackSnapshot() ?? NONE;

/** The lesson's pack, null for none, undefined until the device's packs have been read. */
export function useLessonPack(lessonId: string): LessonPack | null | undefined {
  const packs = usePackSnapshot();
  return packs && (packs.find((pack) => pack.lessonId === lessonId) ?? null);
}

// A rendition's size was measured on the server; what arrives may differ by a playlist's few bytes.
export const packProgress = (pack: LessonPack) =>
  pack.size ? Math.min(1, pack.files.reduce((sum, file) => sum + file.done, 0) / pack.size) : 1;
