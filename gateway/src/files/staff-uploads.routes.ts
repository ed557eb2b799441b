// POST /api/admin/uploads?kind=video|pdf|image&lesson_id=... (docs/staff-console.md): staff upload lesson videos,
// slide decks and images for a course, recorded in the upload ledger (decision 016). The file is streamed to storage, never held whole: its first bytes decide the type
// (magic numbers, not the name or the declared type), the rest is piped behind them. Storage writes under a
// temporary name and renames at the end, so a refused, oversized or cut upload leaves nothing behind.
import crypto from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { z } from "zod";
import { recordStoredFiles } from "@app/db/file-ledger";
import { AppError, imageDimensions, isStaff, MAX_IMAGE_PIXELS, uploadCourse, type Viewer } from "@app/schema";
import { bearerToken, resolveViewer } from "../graphql/context.ts";
import { toRestFailure } from "../rest/error-status.ts";
import type { AppServices } from "../services.ts";

export const PDF_UPLOAD_LIMIT_BYTES = 50 * 1024 * 1024;
// file-type reads at most this many bytes to recognise a format.
export const SNIFF_BYTES = 4100;
const FILES_ROUTE = "/api/files/";

export type UploadKind = "video" | "pdf" | "image";
interface Kind {
  types: Record<string, string>;
  folder: string;
  limit: (services: AppServices) => number;
}

const kinds: Record<UploadKind, Kind> = {
  video: {
    types: { "video/mp4": "mp4", "video/webm": "webm" },
    folder: "lesson-content",
    limit: (s) => s.config.VIDEO_UPLOAD_LIMIT_BYTES,
  },
  pdf: { types: { "application/pdf": "pdf" }, folder: "lesson-content", limit: () => PDF_UPLOAD_LIMIT_BYTES },
  image: {
    types: { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp", "image/gif": "gif" },
    folder: "images/uploads",
    limit: (s) => s.config.UPLOAD_LIMIT_BYTES,
  },
};

const id = z.string().min(1).max(64).optional();
export const uploadQuery = z.object({
  kind: z.enum(["video", "pdf", "image"]),
  course_id: id.describe("The course the file is for (or lesson_id); required for video and pdf"),
  lesson_id: id.describe("The lesson the file is for; its course's lessons and contents alone may name the file"),
});
export type UploadTarget = z.infer<typeof uploadQuery>;

/** Who uploads and for which course: recorded in the ledger with the file (decision 016). */
export interface UploadOwner {
  uploaderId: string;
  courseId: string | null;
}
export const uploadAnswer = z
  .object({
    path: z.string().describe("Storage key"),
    url: z.string().describe("What Lesson.videoUrl and LessonContent.url take: /api/files/<path>"),
    contentType: z.string(),
    size: z.number().int(),
  })
  .meta({ id: "StaffUpload" });
type StaffUpload = z.infer<typeof uploadAnswer>;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The largest file of a kind staff may upload (the resumable endpoint announces and enforces the same). */
export const uploadLimit = (services: AppServices, kind: UploadKind) => kinds[kind].limit(services);
export const tooLarge = (limit: number) => new AppError("payload_too_large", `File too large (max ${mb(limit)})`);

export async function registerStaffUploads(server: FastifyInstance, services: AppServices) {
  // Its own scope: the multipart parser (and its per-kind size limit) applies to this route only, and the
  // body is never read by a buffering parser, so BODY_LIMIT_BYTES does not cut a video while every other
  // route keeps it.
  await server.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 0, parts: 1 } });
    scope.post("/api/admin/uploads", (request, reply) =>
      upload(services, request, reply).catch((error: unknown) => fail(request, reply, error)),
    );
  });
}

async function upload(services: AppServices, request: FastifyRequest, reply: FastifyReply) {
  const viewer = await requireStaff(services, request.headers.authorization);
  const parsed = uploadQuery.safeParse(request.query);
  if (!parsed.success) throw new AppError("invalid_input", "kind must be video, pdf or image");
  const owner = await uploadOwner(services, viewer, parsed.data);
  if (!request.isMultipart()) throw new AppError("unsupported_media_type", "Expected a multipart/form-data upload");
  const limit = uploadLimit(services, parsed.data.kind);
  const part = await request.file({ limits: { fileSize: limit, files: 1 }, throwFileSizeLimit: false });
  if (!part || part.fieldname !== "file") throw new AppError("invalid_input", "A file in the field file is required");
  const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const saved = await saveUpload(services, parsed.data.kind, owner, chunks, () => part.file.truncated);
  return reply.status(201).send(saved);
}

/**
 * The course an upload is for, checked against what the viewer may author. Lesson files are named only by lessons
 * of the course they were uploaded for (decision 016), so videos and PDFs must name one; images may not.
 */
export async function uploadOwner(services: AppServices, viewer: Viewer, target: UploadTarget): Promise<UploadOwner> {
  const courseId = await uploadCourse(services.db.prisma, viewer, {
    courseId: target.course_id,
    lessonId: target.lesson_id,
  });
  if (!courseId && target.kind !== "image")
    throw new AppError("invalid_input", "course_id or lesson_id is required", { course_id: "required" });
  return { uploaderId: viewer.userId, courseId };
}

/**
 * Stores one staff upload through the storage port: the one-shot and the resumable endpoint both end here, so
 * the type check by content, the pixel bound and the storage key are the same whichever way the bytes came.
 */
export async function saveUpload(
  services: AppServices,
  kindName: UploadKind,
  owner: UploadOwner,
  chunks: AsyncIterator<Buffer>,
  truncated: () => boolean = () => false,
): Promise<StaffUpload> {
  const kind = kinds[kindName];
  const head = await readHead(chunks);
  const { mime, ext } = await sniff(kindName, head);
  const key = `${kind.folder}/${crypto.randomUUID()}.${ext}`;
  const limit = kind.limit(services);
  const { size } = await services.files.putStream(
    key,
    rest(head, chunks, truncated, () => tooLarge(limit)),
    mime,
  );
  // A stored file the ledger does not know could never be cleaned up by its owner: without the row, no file.
  await recordStoredFiles(services.db.prisma, [{ key, kind: kindName, ...owner }]).catch(async (error: unknown) => {
    await services.files.remove(key).catch(() => undefined);
    throw error;
  });
  return { path: key, url: `${FILES_ROUTE}${key}`, contentType: mime, size };
}

/** The type a file's first bytes show, when its kind accepts it (magic numbers, not the name or the declared type). */
export async function sniff(kindName: UploadKind, head: Buffer) {
  const kind = kinds[kindName];
  const type = await fileTypeFromBuffer(head);
  const ext = type ? kind.types[type.mime] : undefined;
  if (!type || !ext)
    throw new AppError("unsupported_media_type", `Expected ${Object.values(kind.types).join(", ")} (by content)`);
  if (kindName === "image") checkPixels(head, ext);
  return { mime: type.mime, ext };
}

export async function requireStaff(services: AppServices, authorization: string | undefined) {
  if (!bearerToken(authorization)) throw new AppError("unauthenticated", "Authentication required");
  const viewer = await resolveViewer(services, authorization);
  if (!viewer) throw new AppError("invalid_token", "Invalid or expired token");
  if (!isStaff(viewer.role)) throw new AppError("forbidden", "Staff only");
  return viewer;
}

export async function readHead(chunks: AsyncIterator<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    parts.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(parts);
}

/** The head already read, then the rest of the stream; fails at the end when the parser cut the file at the limit. */
export async function* rest(
  head: Buffer,
  chunks: AsyncIterator<Buffer>,
  truncated: () => boolean,
  tooLarge: () => Error,
) {
  if (truncated()) throw tooLarge();
  yield head;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    if (truncated()) throw tooLarge();
    yield next.value;
  }
  if (truncated()) throw tooLarge();
}

// Staff images are shown in browsers as they are: refuse a declared canvas no screen needs (a decompression bomb).
function checkPixels(head: Buffer, ext: string) {
  const size = imageDimensions(head, ext);
  if (size && size.width * size.height > MAX_IMAGE_PIXELS)
    throw new AppError("payload_too_large", "Image dimensions too large (max 40 megapixels)");
}

export function fail(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const failure = toRestFailure(error);
  if (failure.cause) request.log.error({ err: failure.cause }, "Upload failed");
  if (failure.status === 401) reply.header("www-authenticate", 'Bearer realm="api"');
  if (failure.retryAfter) reply.header("retry-after", String(failure.retryAfter));
  // The rest of a refused upload is not worth reading: the connection closes after the answer.
  if (failure.status === 413 || failure.status === 415) reply.header("connection", "close");
  return reply.status(failure.status).send({ error: failure.message });
}
