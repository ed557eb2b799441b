// Sends one stored file with validators, caching and byte ranges; used for /api/files and the PDF worker.
import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { StoredFile } from "./storage.ts";
import { isInlineSafe } from "./content-types.ts";
import { parseRange } from "./range.ts";

export interface ServeOptions {
  contentType: string;
  cacheControl: string;
  /** Name offered when the file is sent as an attachment. */
  downloadName: string;
}

export async function serveFile(request: FastifyRequest, reply: FastifyReply, file: StoredFile, options: ServeOptions) {
  // Strong validator (If-Range may not use weak ones): the bucket's ETag, else one from size and modification time.
  const etag = file.etag ?? `"${file.size.toString(16)}-${Math.floor(file.modified.getTime()).toString(16)}"`;
  reply
    .header("accept-ranges", "bytes")
    .header("etag", etag)
    .header("last-modified", file.modified.toUTCString())
    .header("cache-control", options.cacheControl)
    .header("content-type", options.contentType);
  if (!isInlineSafe(options.contentType)) {
    reply.header("content-disposition", `attachment; filename="${options.downloadName.replace(/[^\w.-]/g, "_")}"`);
  }
  if (notModified(request, etag, file.modified)) return reply.status(304).send();

  const range = rangeApplies(request, etag)
    ? parseRange(request.headers.range, file.size)
    : ({ kind: "full" } as const);
  if (range.kind === "unsatisfiable") {
    return reply
      .status(416)
      .header("content-range", `bytes */${file.size}`)
      .header("content-type", "application/json; charset=utf-8")
      .send({ error: "Requested range not satisfiable" });
  }
  // HEAD needs the headers only: no bytes are read from storage (an empty stream keeps Fastify's content-length).
  const body = async (part?: { start: number; end: number }) =>
    request.method === "HEAD" ? Readable.from([]) : file.size === 0 ? "" : file.open(part);
  if (range.kind === "partial") {
    return reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${file.size}`)
      .header("content-length", range.end - range.start + 1)
      .send(await body(range));
  }
  return reply
    .status(200)
    .header("content-length", file.size)
    .send(await body());
}

function notModified(request: FastifyRequest, etag: string, modified: Date): boolean {
  const noneMatch = request.headers["if-none-match"];
  if (noneMatch)
    return noneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*");
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/** If-Range: the range is honoured only while the client's copy is current; otherwise the whole file is sent. */
function rangeApplies(request: FastifyRequest, etag: string): boolean {
  const ifRange = request.headers["if-range"];
  return typeof ifRange !== "string" || ifRange.trim() === etag;
}
