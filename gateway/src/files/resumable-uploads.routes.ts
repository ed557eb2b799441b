// /api/admin/uploads/resumable: the staff uploads of staff-uploads.routes.ts over tus 1.0 (decision 019), for an
// instructor on a connection that drops: a cut upload resumes from the last byte the server acknowledged. The same
// rules apply (staff only, type by content, size per kind) and the finished file goes through the same saveUpload,
// so it lands in the storage port exactly as a one-shot upload does.
import path from "node:path";
import { Readable } from "node:stream";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyCorsOptions } from "@fastify/cors";
import { Server, type Upload } from "@tus/server";
import { AppError } from "@app/schema";
import { toRestFailure } from "../rest/error-status.ts";
import type { AppServices } from "../services.ts";
import { StagingStore } from "./staging-store.ts";
import {
  requireStaff,
  saveUpload,
  sniff,
  tooLarge,
  uploadLimit,
  uploadOwner,
  uploadQuery,
  type UploadKind,
} from "./staff-uploads.routes.ts";

export const RESUMABLE_UPLOADS = "/api/admin/uploads/resumable";
// Abandoned uploads are looked for this often (they expire UPLOAD_EXPIRY_HOURS after they were created).
const SWEEP_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;
// GET is left out: tus's GET would hand a staged file to whoever knows its id.
const METHODS = ["OPTIONS", "HEAD", "POST", "PATCH", "DELETE"] as const;

type Viewer = Awaited<ReturnType<typeof requireStaff>>;

declare module "fastify" {
  interface FastifyContextConfig {
    /** @fastify/cors reads a route's own options here (merged over the plugin's). */
    cors?: FastifyCorsOptions;
  }
  interface FastifyInstance {
    /** Deletes the staged uploads that have expired (run every SWEEP_MS; tests call it directly). */
    sweepExpiredUploads(): Promise<number>;
  }
}

export async function registerResumableUploads(server: FastifyInstance, services: AppServices) {
  const tus = createTusServer(services, server.log);
  server.decorate("sweepExpiredUploads", () => tus.cleanUpExpiredUploads());
  const sweep = setInterval(
    () =>
      void tus
        .cleanUpExpiredUploads()
        .catch((error: unknown) => server.log.error({ err: error }, "Expired upload sweep failed")),
    SWEEP_MS,
  );
  sweep.unref();
  server.addHook("onClose", async () => clearInterval(sweep));
  // Its own scope: the upload's bytes are left unread for tus to stream (no body parser and no BODY_LIMIT_BYTES).
  await server.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    const handle = (request: FastifyRequest, reply: FastifyReply) => forward(tus, request, reply);
    // tus 1.0's discovery is a plain OPTIONS (no Origin, no Access-Control-Request-Method) that the CORS plugin's
    // strict preflight check would refuse with 400: here every OPTIONS reaches tus, whose 204 carries Tus-Version,
    // Tus-Extension and Tus-Max-Size, and a browser's real preflight gets the plugin's CORS headers on that answer.
    const config = { cors: { strictPreflight: false, preflightContinue: true } };
    scope.route({ method: [...METHODS], url: RESUMABLE_UPLOADS, config, handler: handle });
    scope.route({ method: [...METHODS], url: `${RESUMABLE_UPLOADS}/:id`, config, handler: handle });
  });
}

function createTusServer(services: AppServices, log: FastifyBaseLogger) {
  const store = new StagingStore(
    {
      directory: path.join(services.config.dataDir, "upload-staging"),
      expirationPeriodInMilliseconds: services.config.UPLOAD_EXPIRY_HOURS * HOUR_MS,
    },
    async (upload, head) => void (await sniff(kindOf(upload), head)),
  );
  // One answer per request: the viewer is looked up once even when several hooks ask.
  const viewers = new WeakMap<Request, Promise<Viewer>>();
  const authorize = (request: Request) => {
    let viewer = viewers.get(request);
    if (!viewer)
      viewers.set(request, (viewer = requireStaff(services, request.headers.get("authorization") ?? undefined)));
    return viewer;
  };
  return new Server({
    path: RESUMABLE_UPLOADS,
    datastore: store,
    // The client resolves a relative Location against the URL it posted to: right behind any proxy.
    relativeLocation: true,
    // Announced to clients and enforced on creation; each kind's own limit is checked in onUploadCreate.
    maxSize: async (request) => {
      if (request.method === "POST") await authorize(request);
      return uploadLimit(services, "video");
    },
    async onIncomingRequest(request, id) {
      const viewer = await authorize(request);
      if (request.method === "POST") return;
      // Another person's upload is answered as if it did not exist.
      const upload = await store.getUpload(id).catch(() => null);
      if (upload?.metadata?.owner !== viewer.userId) throw new AppError("not_found", "Upload not found");
    },
    async onUploadCreate(request, upload) {
      const viewer = await authorize(request);
      const metadata = upload.metadata ?? {};
      const parsed = uploadQuery.safeParse({
        kind: metadata.kind,
        course_id: metadata.course_id ?? undefined,
        lesson_id: metadata.lesson_id ?? undefined,
      });
      if (!parsed.success) throw new AppError("invalid_input", "Upload-Metadata must name a kind: video, pdf or image");
      // The course is checked when the upload begins, so a refused one never receives a byte.
      const owner = await uploadOwner(services, viewer, parsed.data);
      if (upload.sizeIsDeferred) throw new AppError("invalid_input", "Upload-Length is required");
      const limit = uploadLimit(services, parsed.data.kind);
      if ((upload.size ?? 0) > limit) throw tooLarge(limit);
      // Only what the server needs is kept: the client's other metadata (its file name) stays with the client.
      return {
        metadata: {
          kind: parsed.data.kind,
          owner: viewer.userId,
          ...(owner.courseId ? { course: owner.courseId } : {}),
        },
      };
    },
    async onUploadFinish(_request, upload) {
      const chunks = store.read(upload.id)[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      const owner = { uploaderId: String(upload.metadata?.owner), courseId: upload.metadata?.course ?? null };
      const saved = await saveUpload(services, kindOf(upload), owner, chunks);
      await store.remove(upload.id);
      return {
        status_code: 200,
        headers: { "content-type": "application/json; charset=utf-8" },
        body: JSON.stringify(saved),
      };
    },
    // Our own refusals get the one-shot endpoint's status and `{ error }` body; tus's protocol errors keep theirs.
    onResponseError(_request, error) {
      if (!(error instanceof Error) || "status_code" in error) return undefined;
      const failure = toRestFailure(error);
      if (failure.cause) log.error({ err: failure.cause }, "Resumable upload failed");
      return { status_code: failure.status, body: JSON.stringify({ error: failure.message }) };
    },
  });
}

function kindOf(upload: Upload): UploadKind {
  return uploadQuery.parse({ kind: upload.metadata?.kind }).kind;
}

/** Hands the request to tus as a web Request and sends its answer through Fastify (so CORS and security headers apply). */
async function forward(tus: Server, request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw;
  const url = new URL(raw.url ?? "/", "http://gateway.invalid");
  const hasBody = request.method === "POST" || request.method === "PATCH";
  const web = new Request(url, {
    method: request.method,
    headers: raw.headers as Record<string, string>,
    body: hasBody ? (Readable.toWeb(raw) as ReadableStream<Uint8Array>) : undefined,
    duplex: "half",
  } as RequestInit);
  const answer = await tus.handleWeb(web);
  reply.status(answer.status);
  for (const [name, value] of answer.headers) {
    // Fastify's CORS plugin decides cross-origin access for the whole API, tus's answer included.
    if (!name.startsWith("access-control-")) reply.header(name, value);
  }
  return reply.send(answer.status === 204 ? undefined : await answer.text());
}
