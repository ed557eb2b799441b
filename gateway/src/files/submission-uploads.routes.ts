// A learner's files for an assignment (docs/assignments.md): POST /api/assignments/{assignmentId}/files takes one
// file into storage, GET /api/submission-files/{key} reads it back. Staff uploads (staff-uploads.routes.ts) are
// for course content; these are private work: stored under submissions/, recorded in the upload ledger for no
// course (decision 016: no lesson may name them), and served only to their learner and the course's staff (the
// schema's readableSubmissionFile decides), never through the public /api/files route.
import crypto from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { recordStoredFiles } from "@app/db/file-ledger";
import { AppError, readableSubmissionFile, recordSubmissionFile, submissionUploadTarget } from "@app/schema";
import { bearerToken, resolveViewer } from "../graphql/context.ts";
import type { AppServices } from "../services.ts";
import { serveFile } from "./serve-file.ts";
import { fail, readHead, rest, tooLarge } from "./staff-uploads.routes.ts";
import { safeKey } from "./storage.ts";

export const SUBMISSIONS_FOLDER = "submissions/";

// What each kind an assignment may accept is, by content (input-limits' assignmentFileKinds).
const kinds: Record<string, Record<string, string>> = {
  pdf: { "application/pdf": "pdf" },
  image: { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp", "image/gif": "gif" },
};

export async function registerSubmissionFiles(server: FastifyInstance, services: AppServices) {
  await server.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 0, parts: 1 } });
    scope.post<{ Params: { assignmentId: string } }>("/api/assignments/:assignmentId/files", (request, reply) =>
      upload(services, request, reply).catch((error: unknown) => fail(request, reply, error)),
    );
  });
  server.get<{ Params: { "*": string } }>("/api/submission-files/*", (request, reply) =>
    read(services, request, reply).catch((error: unknown) => fail(request, reply, error)),
  );
}

async function signedIn(services: AppServices, authorization: string | undefined) {
  if (!bearerToken(authorization)) throw new AppError("unauthenticated", "Authentication required");
  const viewer = await resolveViewer(services, authorization);
  if (!viewer) throw new AppError("invalid_token", "Invalid or expired token");
  return viewer;
}

async function upload(
  services: AppServices,
  request: FastifyRequest<{ Params: { assignmentId: string } }>,
  reply: FastifyReply,
) {
  const viewer = await signedIn(services, request.headers.authorization);
  const assignmentId = request.params.assignmentId.slice(0, 64);
  const target = await submissionUploadTarget(services.db.prisma, viewer, assignmentId);
  if (target.acceptedFileTypes.length === 0) throw new AppError("invalid_input", "This assignment takes text only");
  if (!request.isMultipart()) throw new AppError("unsupported_media_type", "Expected a multipart/form-data upload");
  const limit = target.maxFileBytes;
  const part = await request.file({ limits: { fileSize: limit, files: 1 }, throwFileSizeLimit: false });
  if (!part || part.fieldname !== "file") throw new AppError("invalid_input", "A file in the field file is required");
  const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head = await readHead(chunks);
  const { mime, ext } = await sniff(target.acceptedFileTypes, head);
  const key = `${SUBMISSIONS_FOLDER}${crypto.randomUUID()}.${ext}`;
  const { size } = await services.files.putStream(
    key,
    rest(
      head,
      chunks,
      () => part.file.truncated,
      () => tooLarge(limit),
    ),
    mime,
  );
  // A name for people to read: control characters and path separators are what this removes.
  // eslint-disable-next-line no-control-regex
  const name = (part.filename || `file.${ext}`).replace(/[\u0000-\u001f\u007f/\\]/g, "_").slice(0, 200);
  // Without its rows the file could be neither attached nor cleaned up: no rows, no file.
  try {
    await services.db.prisma.$transaction(async (tx) => {
      await recordStoredFiles(tx, [{ key, kind: "submission", uploaderId: viewer.userId, courseId: null }]);
      await recordSubmissionFile(tx, { key, assignmentId, uploaderId: viewer.userId, name, contentType: mime, size });
    });
  } catch (error) {
    await services.files.remove(key).catch(() => undefined);
    throw error;
  }
  return reply.status(201).send({ key, name, contentType: mime, size });
}

async function sniff(accepted: readonly string[], head: Buffer) {
  const types = Object.assign({}, ...accepted.map((kind) => kinds[kind] ?? {})) as Record<string, string>;
  const type = await fileTypeFromBuffer(head);
  const ext = type ? types[type.mime] : undefined;
  if (!type || !ext)
    throw new AppError(
      "unsupported_media_type",
      `Expected ${[...new Set(Object.values(types))].join(", ")} (by content)`,
    );
  return { mime: type.mime, ext };
}

async function read(services: AppServices, request: FastifyRequest<{ Params: { "*": string } }>, reply: FastifyReply) {
  const viewer = await signedIn(services, request.headers.authorization);
  const key = safeKey(request.params["*"]);
  const file = key?.startsWith(SUBMISSIONS_FOLDER)
    ? await readableSubmissionFile(services.db.prisma, viewer, key)
    : null;
  const stored = file ? await services.files.stat(file.key) : null;
  if (!file || !stored) return reply.status(404).send({ error: "File not found" });
  return serveFile(request, reply, stored, {
    contentType: file.contentType,
    // Private work: never kept by a shared cache.
    cacheControl: "private, no-store",
    downloadName: file.name,
  });
}
