// Lesson packs on the device (docs/offline.md, "Lesson packs"): their records and the downloaded byte ranges in
// IndexedDB, shared by the page (which plans and lists packs) and the service worker (which downloads them). A
// finished file moves whole into the Cache Storage cache of its learner's partition, where the worker serves it.
import { inTransaction, lazyDatabase } from "../idb.ts";

export type PackStatus = "downloading" | "paused" | "waiting" | "done" | "failed";

/** "original": the uploaded file as it is; the others are the HLS renditions of docs/video.md. */
export type PackQuality = "144p" | "240p" | "360p" | "audio" | "original";

export interface PackFile {
  url: string;
  /**
   * "video" (the original), "notes" and "slides" are fetched in byte ranges; a rendition's "playlist", its
   * "segment"s (a few seconds each), "captions" and the video's "poster" picture are small and fetched whole.
   */
  kind: "video" | "notes" | "slides" | "playlist" | "segment" | "captions" | "poster";
  contentType: string;
  /** 0 until fetched for files fetched whole (a segment's size is known only as part of the rendition's). */
  size: number;
  /** Bytes of it already on the device (as ranges in the chunks store, or whole in the pack cache). */
  done: number;
  /** Moved whole into the pack cache. */
  stored: boolean;
}

export interface LessonPack {
  /** `${partition}|${lessonId}`. */
  id: string;
  /** The learner's partition (request-rules.ts viewerScope), as for their kept GraphQL answers. */
  partition: string;
  courseId: string;
  courseTitle: string;
  lessonId: string;
  lessonTitle: string;
  quality: PackQuality;
  size: number;
  files: PackFile[];
  status: PackStatus;
  createdAt: string;
  /** What the lesson looked like when downloaded; a different one on the server means 'Update available'. */
  version: string;
}

interface Chunk {
  packId: string;
  url: string;
  start: number;
  bytes: Blob;
}

const DB = "vidyapath-packs";
const PACKS = "packs";
const CHUNKS = "chunks";
export const packCacheName = (partition: string) => `packs-${partition}`;
export const isPackCache = (name: string) => name.startsWith("packs-");
export const packId = (partition: string, lessonId: string) => `${partition}|${lessonId}`;

const database = lazyDatabase(DB, (db) => {
  db.createObjectStore(PACKS, { keyPath: "id" });
  db.createObjectStore(CHUNKS, { keyPath: ["packId", "url", "start"] });
});
const run = <T>(
  stores: string[],
  mode: IDBTransactionMode,
  act: (transaction: IDBTransaction) => IDBRequest<T> | void,
) => inTransaction(database, stores, mode, act);

export const allPacks = async (partition: string) =>
  (((await run([PACKS], "readonly", (t) => t.objectStore(PACKS).getAll())) ?? []) as LessonPack[]).filter(
    (pack) => pack.partition === partition,
  );

export const getPack = async (id: string) =>
  (await run([PACKS], "readonly", (t) => t.objectStore(PACKS).get(id))) as LessonPack | undefined;

export const putPack = (pack: LessonPack) => run([PACKS], "readwrite", (t) => void t.objectStore(PACKS).put(pack));

/** Stores one downloaded range and the pack's new state together: a range is either kept and counted, or neither. */
export const putChunk = (pack: LessonPack, url: string, start: number, bytes: Blob) =>
  run([PACKS, CHUNKS], "readwrite", (t) => {
    t.objectStore(CHUNKS).put({ packId: pack.id, url, start, bytes } satisfies Chunk);
    t.objectStore(PACKS).put(pack);
  });

/** A file's ranges in order, as one Blob (the browser keeps the parts; nothing is copied into memory). */
export async function fileBlob(packId: string, url: string, contentType: string): Promise<Blob> {
  const range = IDBKeyRange.bound([packId, url, 0], [packId, url, Number.MAX_SAFE_INTEGER]);
  const chunks = ((await run([CHUNKS], "readonly", (t) => t.objectStore(CHUNKS).getAll(range))) ?? []) as Chunk[];
  return new Blob(
    chunks.sort((a, b) => a.start - b.start).map((chunk) => chunk.bytes),
    { type: contentType },
  );
}

export const removeChunks = (packId: string, url?: string) =>
  run([CHUNKS], "readwrite", (t) => {
    const range = url
      ? IDBKeyRange.bound([packId, url, 0], [packId, url, Number.MAX_SAFE_INTEGER])
      : IDBKeyRange.bound([packId, "", 0], [packId, "\uffff", Number.MAX_SAFE_INTEGER]);
    t.objectStore(CHUNKS).delete(range);
  });

/** Deletes a pack: its record, its ranges and its stored files (a file another pack of the partition holds stays). */
export async function deletePack(id: string): Promise<void> {
  const pack = await getPack(id);
  if (!pack) return;
  await run([PACKS], "readwrite", (t) => void t.objectStore(PACKS).delete(id));
  await removeChunks(id);
  const others = new Set((await allPacks(pack.partition)).flatMap((other) => other.files.map((file) => file.url)));
  const cache = await caches.open(packCacheName(pack.partition));
  for (const file of pack.files) if (!others.has(file.url)) await cache.delete(file.url);
  // An emptied cache is deleted whole: Chromium gives the space of deleted entries back to the quota only lazily,
  // and the learner checks the space freed in Profile › Downloads at once.
  if (!(await cache.keys()).length) await caches.delete(packCacheName(pack.partition));
}

// Every page and the worker hear of changes to packs here (progress, a finished or deleted pack).
export const PACK_CHANNEL = "vidyapath-packs";
export const announcePacks = () => {
  const channel = new BroadcastChannel(PACK_CHANNEL);
  channel.postMessage({ type: "packs-changed" });
  channel.close();
};
