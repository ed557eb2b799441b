/// <reference lib="webworker" />
// Downloads lesson packs in the service worker, so a download goes on while the learner reads another page.
// Resumable by construction: each file is fetched in byte ranges, and a range is kept (IndexedDB) in the same
// transaction that records it as done, so after a dropped network, a pause or a closed tab the download continues
// at the first byte not yet kept and no byte is fetched twice. Background Fetch is not used: Chromium offers it
// only with a visible download notification and no byte ranges, and other browsers lack it (docs/offline.md).
import {
  allPacks,
  announcePacks,
  deletePack,
  fileBlob,
  getPack,
  packCacheName,
  putChunk,
  putPack,
  removeChunks,
  type LessonPack,
  type PackFile,
} from "./pack-store.ts";

// A file comes in about 16 ranges (so its progress moves and a drop loses little), each between 32 KB (requests
// stay few) and 1 MB (a range lost on a 2G connection costs seconds, not minutes).
const MIN_RANGE = 32 * 1024;
const MAX_RANGE = 1024 * 1024;
export const rangeBytes = (size: number) => Math.min(MAX_RANGE, Math.max(MIN_RANGE, Math.ceil(size / 16)));

// The PDF viewer's worker script: a pack with notes or slides needs it offline even if no PDF was opened before.
export const PDF_WORKER_CACHE = "pdf-worker";
const PDF_WORKER = "/pdf.worker.min.mjs";

const running = new Map<string, { controller: AbortController; finished: Promise<void> }>();

/** The next range of a file to fetch, or null when the file is complete. */
export function nextRange(file: Pick<PackFile, "done" | "size">): { start: number; end: number } | null {
  if (file.done >= file.size) return null;
  return { start: file.done, end: Math.min(file.done + rangeBytes(file.size), file.size) - 1 };
}

/** Downloads what the pack still lacks; settles when it is complete, paused, or the network failed. */
export function downloadPack(id: string): Promise<void> {
  const current = running.get(id);
  if (current) return current.finished;
  const controller = new AbortController();
  const finished = download(id, controller);
  running.set(id, { controller, finished });
  return finished;
}

/** Goes on with every pack of the learner that was cut (a dropped network, a closed tab). */
export async function resumePacks(partition: string): Promise<void> {
  const cut = (await allPacks(partition)).filter((pack) => pack.status === "downloading" || pack.status === "waiting");
  await Promise.all(cut.map((pack) => downloadPack(pack.id)));
}

export async function pausePack(id: string): Promise<void> {
  const current = running.get(id);
  current?.controller.abort();
  await current?.finished;
}

export async function removePack(id: string): Promise<void> {
  await pausePack(id);
  await deletePack(id);
  announcePacks();
}

async function download(id: string, controller: AbortController): Promise<void> {
  let pack = await getPack(id);
  try {
    if (!pack || pack.status === "done") return;
    pack = { ...pack, status: "downloading" };
    await putPack(pack);
    announcePacks();
    // By index: reading a rendition's playlist appends its segments to the files.
    for (let index = 0; index < pack.files.length; index += 1) {
      const file = pack.files[index];
      await (WHOLE.has(file.kind)
        ? downloadWhole(pack, file, controller.signal)
        : downloadFile(pack, file, controller.signal));
    }
    if (pack.files.some((file) => file.kind === "notes" || file.kind === "slides")) await keepPdfWorker();
    pack.status = "done";
  } catch (error) {
    // Paused by the learner, or the network went: either way what was kept stays, and the next start goes on.
    if (pack)
      pack.status = controller.signal.aborted ? "paused" : error instanceof ChangedOnServer ? "failed" : "waiting";
  } finally {
    running.delete(id);
    // Deleted while it ran: nothing to write back.
    if (pack && (await getPack(id))) await putPack(pack);
    announcePacks();
  }
}

class ChangedOnServer extends Error {}

const WHOLE = new Set<PackFile["kind"]>(["playlist", "segment", "captions", "poster"]);

/** The segments a media playlist names (RFC 8216 4.3.2: every line that is not a tag or empty), as full URLs. */
export function segmentUrls(playlist: string, playlistUrl: string): string[] {
  return playlist
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => new URL(line, playlistUrl).href);
}

async function downloadWhole(pack: LessonPack, file: PackFile, signal: AbortSignal) {
  const cache = await caches.open(packCacheName(pack.partition));
  // Also kept before the pack's record said so (a worker stopped between the two): not fetched again.
  let copy = await cache.match(file.url);
  if (!copy) {
    const response = await fetchWithRetries(file.url, {}, signal);
    if (response.status === 404 || response.status === 410) throw new ChangedOnServer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const bytes = await response.blob();
    const contentType = response.headers.get("content-type") ?? "application/octet-stream";
    const headers = { "content-type": contentType, "content-length": String(bytes.size), "accept-ranges": "bytes" };
    await cache.put(file.url, new Response(bytes, { headers }));
    copy = (await cache.match(file.url))!;
  }
  if (file.kind === "playlist") {
    const known = new Set(pack.files.map((other) => other.url));
    for (const url of segmentUrls(await copy.clone().text(), file.url))
      if (!known.has(url)) pack.files.push({ url, kind: "segment", contentType: "", size: 0, done: 0, stored: false });
  }
  if (!file.stored) {
    file.contentType = copy.headers.get("content-type") ?? "";
    file.size = file.done = Number(copy.headers.get("content-length") ?? 0);
    file.stored = true;
    await putPack(pack);
    announcePacks();
  }
}

async function downloadFile(pack: LessonPack, file: PackFile, signal: AbortSignal) {
  for (let range = nextRange(file); range; range = nextRange(file)) {
    const response = await fetchWithRetries(file.url, { range: `bytes=${range.start}-${range.end}` }, signal);
    const bytes = await bytesOf(response, range, file.size);
    file.done += bytes.size;
    await putChunk(pack, file.url, range.start, bytes);
    announcePacks();
  }
  if (file.stored) return;
  const whole = await fileBlob(pack.id, file.url, file.contentType);
  const headers = { "content-type": file.contentType, "content-length": String(whole.size), "accept-ranges": "bytes" };
  await (await caches.open(packCacheName(pack.partition))).put(file.url, new Response(whole, { headers }));
  file.stored = true;
  await putPack(pack);
  await removeChunks(pack.id, file.url);
}

// A network that has just come back (or flickers) gets a few tries before the pack waits for the next 'online'.
const RETRY_DELAYS_MS = [1_000, 3_000, 5_000];

async function fetchWithRetries(url: string, headers: HeadersInit, signal: AbortSignal): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetch(url, { headers, cache: "no-store", signal });
    } catch (error) {
      if (signal.aborted || attempt >= RETRY_DELAYS_MS.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
    }
  }
}

async function keepPdfWorker() {
  const cache = await caches.open(PDF_WORKER_CACHE);
  if (!(await cache.match(PDF_WORKER))) await cache.add(PDF_WORKER);
}

/** The asked range's bytes: from a 206, or cut from a 200 of a server that ignored the range. */
async function bytesOf(response: Response, range: { start: number; end: number }, size: number): Promise<Blob> {
  const total = /\/(\d+)$/.exec(response.headers.get("content-range") ?? "")?.[1];
  if (response.status === 206 && Number(total) === size) return response.blob();
  if (response.status === 200 && Number(response.headers.get("content-length")) === size)
    return (await response.blob()).slice(range.start, range.end + 1);
  // Another size than planned: the file was replaced since the pack was planned.
  if (response.status === 206 || response.status === 200 || response.status === 404 || response.status === 416)
    throw new ChangedOnServer();
  throw new Error(`HTTP ${response.status}`);
}
