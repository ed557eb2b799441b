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
} from "../lib/packs/pack-store.ts";

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

/** Stops every download under way (signing out), each keeping what it had until the wipe deletes it. */
export async function pauseEveryPack(): Promise<void> {
  await Promise.all([...running.keys()].map(pausePack));
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
      const current = pack;
      await retried(
        () =>
          WHOLE.has(file.kind)
            ? downloadWhole(current, file, controller.signal)
            : downloadFile(current, file, controller.signal),
        controller.signal,
      );
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
    await fetchRest(pack, file, signal);
    const bytes = await fileBlob(pack.id, file.url, file.contentType);
    const headers = {
      "content-type": file.contentType,
      "content-length": String(bytes.size),
      "accept-ranges": "bytes",
    };
    await cache.put(file.url, new Response(bytes, { headers }));
    await removeChunks(pack.id, file.url);
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

/** The file's size from a full answer; unknown (0) for a compressed one, whose bytes cannot be asked for by range. */
const lengthOf = (response: Pick<Response, "headers">) =>
  response.headers.get("content-encoding") ? 0 : Number(response.headers.get("content-length") ?? 0);

/**
 * How an answer for the rest of a file (from `start`) goes on: appended to what is kept, the whole file again (a
 * server that ignored the range), or refused because the file is no longer the one whose start is kept.
 */
export function continuation(
  response: Pick<Response, "status" | "headers">,
  start: number,
  size: number,
): "append" | "restart" | "changed" {
  if (response.status === 200) return "restart";
  const range = /^bytes (\d+)-\d+\/(\d+)$/.exec(response.headers.get("content-range") ?? "");
  return response.status === 206 && Number(range?.[1]) === start && Number(range?.[2]) === size ? "append" : "changed";
}

/**
 * A file fetched whole (a segment, playlist, captions, poster) is kept as it arrives: cut mid-way (the network went,
 * or Pause), the bytes that came stay with the pack, and the next start asks only for the rest, by byte range.
 */
async function fetchRest(pack: LessonPack, file: PackFile, signal: AbortSignal) {
  // All of it was kept already (the worker stopped before moving it into the cache); a compressed answer, of no
  // known size, is kept only once complete.
  if (file.done > 0 && (!file.size || file.done >= file.size)) return;
  let start = file.done;
  const response = await fetchFile(file.url, start ? { range: `bytes=${start}-` } : {}, signal);
  if (response.status === 404 || response.status === 410 || response.status === 416) throw new ChangedOnServer();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const next = start ? continuation(response, start, file.size) : "restart";
  if (next === "changed") throw new ChangedOnServer();
  if (next === "restart") {
    await removeChunks(pack.id, file.url);
    start = file.done = 0;
    file.size = lengthOf(response);
    file.contentType = response.headers.get("content-type") ?? "application/octet-stream";
  }
  const parts: Uint8Array[] = [];
  let received = 0;
  let ended = false;
  const reader = response.body!.getReader();
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      parts.push(part.value);
      received += part.value.byteLength;
    }
    ended = true;
  } finally {
    // Kept when complete, or cut with a known size (the rest can then be asked for); else fetched again whole.
    if (received && (ended || file.size)) {
      file.done = start + received;
      await putChunk(pack, file.url, start, new Blob(parts as BlobPart[]));
      announcePacks();
    }
  }
  if (file.size && file.done < file.size) throw new Error(`${file.url}: ${file.done} of ${file.size} bytes`);
}

async function downloadFile(pack: LessonPack, file: PackFile, signal: AbortSignal) {
  for (let range = nextRange(file); range; range = nextRange(file)) {
    const response = await fetchFile(file.url, { range: `bytes=${range.start}-${range.end}` }, signal);
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

// A network that has just come back (or flickers), or an answer cut mid-way, gets a few tries before the pack waits
// for the next 'online'; each try goes on from what the ones before kept.
const RETRY_DELAYS_MS = [1_000, 3_000, 5_000];

async function retried(work: () => Promise<void>, signal: AbortSignal): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (signal.aborted || error instanceof ChangedOnServer || attempt >= RETRY_DELAYS_MS.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
    }
  }
}

const fetchFile = (url: string, headers: HeadersInit, signal: AbortSignal) =>
  fetch(url, { headers, cache: "no-store", signal });

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
