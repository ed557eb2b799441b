// Public file routes (spec section 7): /api/files/lesson-content/{name}, /api/files/{path}, and the PDF
// viewer's worker script, which the client loads from the API host (so it is sent with CORS).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isVariantKey } from "@app/db/image-variants";
import type { AppServices } from "../services.ts";
import { contentTypeFor } from "./content-types.ts";
import { serveFile } from "./serve-file.ts";
import { registerResumableUploads } from "./resumable-uploads.routes.ts";
import { registerStaffUploads } from "./staff-uploads.routes.ts";
import { registerSubmissionFiles, SUBMISSIONS_FOLDER } from "./submission-uploads.routes.ts";
import { toRestFailure } from "../rest/error-status.ts";
import { FileGoneError, safeKey, type Storage, type StoredFile } from "./storage.ts";

// Every file here is public by its address (spec section 7; learners' work is under /api/submission-files, private):
// a shared cache (a campus proxy, a CDN) may keep what it fetched, so repeats never reach the gateway.
/** A name that may get other bytes (a seeded file's fixed name): kept an hour. */
const FILE_CACHE = "public, max-age=3600";
/** A playlist: short, whatever its folder (docs/video.md), so a player never holds a stale list of segments long. */
const PLAYLIST_CACHE = "public, max-age=60";
/** A name that never gets other bytes: kept for a year without asking again (decision 029). */
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/**
 * Names that never get other bytes: picture variants are named by a hash of their content (docs/performance.md);
 * renditions live in a folder named after their source (docs/video.md), so another upload gets another folder;
 * staff uploads get a new random name per upload (files/staff-uploads.routes.ts), as uploaded captions do
 * (captions.service.ts), and are never written again.
 */
const isRenditionKey = (key: string) => /^videos\/[\w-]+\/[0-9a-f]{12}\//.test(key);
const isUploadKey = (key: string) =>
  /^(lesson-content|images\/uploads)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.\w+$/.test(key);
const isUploadedCaptionKey = (key: string) => /^captions\/[\w-]+-[0-9a-f]{8}\.vtt$/.test(key);

export function cacheControlFor(key: string): string {
  if (key.endsWith(".m3u8")) return PLAYLIST_CACHE;
  if (isVariantKey(key) || isRenditionKey(key) || isUploadKey(key) || isUploadedCaptionKey(key)) return IMMUTABLE_CACHE;
  return FILE_CACHE;
}
const WORKER_CACHE = "public, max-age=86400";
const FILE_HEADERS = [
  "accept-ranges",
  "etag",
  "last-modified",
  "content-type",
  "content-disposition",
  "content-range",
  "content-length",
];
export const pdfWorkerPath = "/pdf.worker.min.mjs";

export async function registerFiles(server: FastifyInstance, services: AppServices) {
  const store = services.files;
  server.get<{ Params: { name: string } }>("/api/files/lesson-content/:name", (request, reply) =>
    sendStored(request, reply, store, request.params.name.includes("/") ? "" : `lesson-content/${request.params.name}`),
  );
  server.get<{ Params: { "*": string } }>("/api/files/*", (request, reply) =>
    sendStored(request, reply, store, request.params["*"]),
  );
  registerPdfWorker(server);
  await registerStaffUploads(server, services);
  await registerResumableUploads(server, services);
  await registerSubmissionFiles(server, services);
}

async function sendStored(request: FastifyRequest, reply: FastifyReply, store: Storage, key: string) {
  if (!safeKey(key)) return reply.status(400).send({ error: "Invalid file path" });
  // Learners' submitted work is private (docs/assignments.md): read through /api/submission-files only.
  if (key.startsWith(SUBMISSIONS_FOLDER)) return reply.status(404).send({ error: "File not found" });
  try {
    const file = await store.stat(key);
    if (!file) return reply.status(404).send({ error: "File not found" });
    return await serveFile(request, reply, file, {
      contentType: contentTypeFor(key),
      cacheControl: cacheControlFor(key),
      downloadName: path.posix.basename(key),
    });
  } catch (error) {
    // The file's headers may already be set when opening its bytes fails.
    for (const header of FILE_HEADERS) reply.removeHeader(header);
    if (error instanceof FileGoneError) return reply.status(404).send({ error: "File not found" });
    // Storage unreachable: 503 with Retry-After, in the shape of every other error (rest/error-status.ts).
    const failure = toRestFailure(error);
    if (failure.cause) request.log.error({ err: failure.cause }, "file storage failed");
    if (failure.retryAfter) reply.header("retry-after", String(failure.retryAfter));
    return reply.status(failure.status).header("cache-control", "no-store").send({ error: failure.message });
  }
}

function registerPdfWorker(server: FastifyInstance) {
  const worker = localFile(resolvePdfWorker());
  if (!worker) server.log.warn("pdfjs-dist not installed: the PDF viewer's worker cannot be served");
  server.get(pdfWorkerPath, (request, reply) => {
    reply.header("access-control-allow-origin", "*");
    if (!worker) return reply.status(404).send({ error: "PDF worker not installed" });
    return serveFile(request, reply, worker, {
      contentType: contentTypeFor(pdfWorkerPath),
      cacheControl: WORKER_CACHE,
      downloadName: "pdf.worker.min.mjs",
    });
  });
}

const clientManifest = fileURLToPath(new URL("../../../client/package.json", import.meta.url));

/**
 * pdfjs-dist arrives with the client's react-pdf, and the worker must be the same version as the pdf.js the client
 * bundles: the one react-pdf itself imports. npm may place it in the root node_modules, in client/node_modules or in
 * react-pdf's own node_modules, so it is resolved from react-pdf as the client sees it, never from the gateway.
 */
export function resolvePdfWorker(fromManifest = clientManifest): string | null {
  try {
    const reactPdf = createRequire(fromManifest).resolve("react-pdf/package.json");
    return createRequire(reactPdf).resolve("pdfjs-dist/build/pdf.worker.min.mjs");
  } catch {
    return null;
  }
}

function localFile(file: string | null): StoredFile | null {
  const info = file ? fs.statSync(file, { throwIfNoEntry: false }) : undefined;
  if (!file || !info?.isFile()) return null;
  return {
    size: info.size,
    modified: info.mtime,
    open: async (range) => fs.createReadStream(file, range ?? {}),
  };
}
