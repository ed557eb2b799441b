// The page's side of lesson packs (docs/offline.md): plan a pack (which files, how large, before anything is
// fetched), check that it fits, hand it to the service worker (sw/pack-download.ts), list, pause, resume, delete.
import { useEffect, useSyncExternalStore } from "react";
import { getConfig } from "../config.ts";
import { tokenStore } from "../session/token-store.ts";
import { viewerScope } from "../../sw/request-rules.ts";
import { allPacks, PACK_CHANNEL, packId, putPack, type LessonPack, type PackFile } from "../../sw/pack-store.ts";

export type { LessonPack, PackFile } from "../../sw/pack-store.ts";

export interface PackSource {
  courseId: string;
  courseTitle: string;
  lesson: { id: string; title: string; videoUrl?: string | null };
  contents: { type: string; url?: string | null; title: string; content?: string | null }[];
}

export interface PackPlan {
  source: PackSource;
  quality: "original";
  files: PackFile[];
  size: number;
  /** What else travels with the lesson's kept answers: notes text, quiz questions. */
  notesText: number;
  questions: number;
}

/** Why a pack was not started: a catalogue key of the viewer namespace. */
export class PackRefused extends Error {
  constructor(readonly key: "offline.noSpace" | "offline.wifiOnly" | "offline.noWorker" | "offline.nothing") {
    super(key);
  }
}

const WIFI_ONLY = "vidyapath.downloadWifiOnly";
type Connection = { type?: string };

const partition = () => viewerScope(tokenStore.get() ? `Bearer ${tokenStore.get()}` : null) ?? "anonymous";
/** A file the API stores (the only kind a pack can hold: a YouTube lesson stays online). */
const storedFile = (url: string | null | undefined) => {
  if (!url) return null;
  const absolute = new URL(url, getConfig().apiUrl || window.location.origin);
  return absolute.pathname.startsWith("/api/files/") ? absolute.href : null;
};

/** The files a lesson's pack holds, with their sizes (HEAD requests: no file is fetched). */
export async function planPack(source: PackSource): Promise<PackPlan> {
  const wanted: { url: string; kind: PackFile["kind"] }[] = [];
  const video = storedFile(source.lesson.videoUrl);
  if (video) wanted.push({ url: video, kind: "video" });
  for (const item of source.contents) {
    const url = storedFile(item.url);
    if (url && (item.type === "note" || item.type === "ppt") && !wanted.some((file) => file.url === url))
      wanted.push({ url, kind: item.type === "note" ? "notes" : "slides" });
  }
  const files = await Promise.all(
    wanted.map(async ({ url, kind }) => {
      const head = await fetch(url, { method: "HEAD" });
      if (!head.ok) throw new Error(`HEAD ${url}: ${head.status}`);
      const size = Number(head.headers.get("content-length") ?? 0);
      return {
        url,
        kind,
        size,
        contentType: head.headers.get("content-type") ?? "application/octet-stream",
        done: 0,
        stored: false,
      };
    }),
  );
  return {
    source,
    quality: "original",
    files,
    size: files.reduce((sum, file) => sum + file.size, 0),
    notesText: source.contents.filter((item) => item.type === "note" && item.content).length,
    questions: source.contents.filter((item) => item.type === "question").length,
  };
}

/** What the pack is checked against: a changed lesson on the server means 'Update available'. */
export const packVersion = (source: PackSource) =>
  JSON.stringify([
    source.lesson.title,
    source.lesson.videoUrl ?? null,
    source.contents.map((item) => [item.type, item.title, item.url ?? null, item.content ?? null]),
  ]);

/** Starts the packs (one per lesson) after checking, for all of them together, the network and the free space. */
export async function startPacks(plans: PackPlan[]): Promise<void> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) throw new PackRefused("offline.noWorker");
  const wanted = plans.filter((plan) => plan.files.length > 0);
  if (!wanted.length) throw new PackRefused("offline.nothing");
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (wifiOnly() && connection?.type && connection.type !== "wifi" && connection.type !== "ethernet")
    throw new PackRefused("offline.wifiOnly");
  // Refused up front rather than failing half-way with the phone full.
  const { quota = 0, usage = 0 } = await navigator.storage.estimate();
  if (quota - usage < wanted.reduce((sum, plan) => sum + plan.size, 0)) throw new PackRefused("offline.noSpace");
  // Asked, not required: a browser that says no may evict packs under pressure, and the learner downloads again.
  await navigator.storage.persist?.().catch(() => false);
  const owner = partition();
  for (const plan of wanted) {
    const pack = packOf(owner, plan);
    await putPack(pack);
    worker.postMessage({ type: "PACK_DOWNLOAD", id: pack.id });
  }
}

function packOf(owner: string, { source, quality, size, files }: PackPlan): LessonPack {
  return {
    id: packId(owner, source.lesson.id),
    partition: owner,
    courseId: source.courseId,
    courseTitle: source.courseTitle,
    lessonId: source.lesson.id,
    lessonTitle: source.lesson.title,
    quality,
    size,
    files,
    status: "downloading",
    createdAt: new Date().toISOString(),
    version: packVersion(source),
  };
}

const tell = (message: object) => navigator.serviceWorker?.controller?.postMessage(message);
export const pausePack = (id: string) => tell({ type: "PACK_PAUSE", id });
export const resumePack = (id: string) => tell({ type: "PACK_DOWNLOAD", id });
export const deletePack = (id: string) => tell({ type: "PACK_DELETE", id });
export const deleteAllPacks = () => snapshot.forEach((pack) => deletePack(pack.id));
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

export const wifiOnly = () => localStorage.getItem(WIFI_ONLY) !== "false";
export const setWifiOnly = (on: boolean) => localStorage.setItem(WIFI_ONLY, String(on));

// The learner's packs, kept current from the worker's announcements.
let snapshot: LessonPack[] = [];
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

export function useLessonPacks(): LessonPack[] {
  useEffect(() => void refresh(), []);
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

export const packProgress = (pack: LessonPack) =>
  pack.size ? pack.files.reduce((sum, file) => sum + file.done, 0) / pack.size : 1;
