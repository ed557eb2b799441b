// The storage port on an S3-compatible bucket (AWS S3, R2, MinIO, Supabase Storage) through the AWS SDK v3, so
// that several gateways share one file store. Uploads stream in parts (lib-storage), never held whole; every call
// is bounded in time, and a store that refuses or does not answer becomes ServiceUnavailableError (HTTP 503).
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { ServiceUnavailableError } from "@app/schema";
import { FileGoneError, requireSafeKey, safeKey, type Storage, type StoredFile } from "./storage.ts";

export interface S3Settings {
  /** Unset: AWS S3 itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Unset: the SDK's default credential chain (an instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Connecting, and waiting for an answer's headers, may take this long before the store counts as unreachable. */
  timeoutMs: number;
}

// S3's smallest part: memory per streamed upload stays near PART_SIZE * (QUEUE_SIZE + 1) whatever the file's size.
export const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;
// A download that a slow learner has paused is closed after this long idle; the browser resumes with a Range.
const STREAM_IDLE_MS = 120_000;

export function createS3Storage(settings: S3Settings): Storage {
  // Two clients: a learner's paused video may leave a read idle for long, while a write or a HEAD that the store
  // stops answering must fail within the timeout.
  const client = s3Client(settings, settings.timeoutMs);
  const reader = s3Client(settings, STREAM_IDLE_MS);
  const Bucket = settings.bucket;
  const call = <T>(send: (abortSignal: AbortSignal) => Promise<T>) =>
    withDeadline(send, settings.timeoutMs).catch(unavailable);

  const storage: Storage = {
    location: `s3://${Bucket}`,
    async put(key, bytes, contentType) {
      const Key = requireSafeKey(key);
      await call((abortSignal) =>
        client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: contentType }), { abortSignal }),
      );
    },
    async putStream(key, source, contentType) {
      const Key = requireSafeKey(key);
      return streamUpload(client, { Bucket, Key, ContentType: contentType }, source);
    },
    async remove(key) {
      if (!safeKey(key)) return;
      await call((abortSignal) => client.send(new DeleteObjectCommand({ Bucket, Key: key }), { abortSignal }));
    },
    async stat(key) {
      if (!safeKey(key)) return null;
      const head = await call((abortSignal) =>
        client.send(new HeadObjectCommand({ Bucket, Key: key }), { abortSignal }).catch(missingAsNull),
      );
      if (!head) return null;
      return {
        size: head.ContentLength ?? 0,
        modified: head.LastModified ?? new Date(0),
        etag: head.ETag,
        open: (range) => openObject(reader, { Bucket, Key: key, range, etag: head.ETag }, settings.timeoutMs),
      } satisfies StoredFile;
    },
    async *list() {
      try {
        for await (const page of paginateListObjectsV2({ client, pageSize: 1000 }, { Bucket })) {
          for (const object of page.Contents ?? []) {
            if (object.Key && safeKey(object.Key))
              yield { key: object.Key, size: object.Size ?? 0, modified: object.LastModified ?? new Date(0) };
          }
        }
      } catch (error) {
        unavailable(error);
      }
    },
    close() {
      client.destroy();
      reader.destroy();
    },
  };
  return storage;
}

function s3Client(settings: S3Settings, idleMs: number): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId
      ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey ?? "" }
      : undefined,
    // One retry: a failing store must answer 503 quickly rather than keep the request waiting.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: settings.timeoutMs, socketTimeout: idleMs },
  });
}

async function openObject(
  client: S3Client,
  object: { Bucket: string; Key: string; range?: { start: number; end: number }; etag?: string },
  timeoutMs: number,
): Promise<Readable> {
  const Range = object.range ? `bytes=${object.range.start}-${object.range.end}` : undefined;
  // IfMatch: the bytes belong to the version whose size and ETag the headers already announced.
  const command = new GetObjectCommand({ Bucket: object.Bucket, Key: object.Key, Range, IfMatch: object.etag });
  const answer = await withDeadline((abortSignal) => client.send(command, { abortSignal }), timeoutMs).catch(
    unavailable,
  );
  return answer.Body as Readable;
}

async function streamUpload(
  client: S3Client,
  params: { Bucket: string; Key: string; ContentType: string },
  source: AsyncIterable<Uint8Array>,
): Promise<{ size: number }> {
  let size = 0;
  let sourceFailure: unknown;
  // Only errors of the source itself (a size limit, a cut connection) are the caller's; the upload's own failures
  // (its stream destroyed when the store stops answering) become ServiceUnavailableError below.
  const counted = async function* () {
    const chunks = source[Symbol.asyncIterator]();
    try {
      for (;;) {
        const next = await chunks.next().catch((error: unknown) => {
          sourceFailure = error;
          throw error;
        });
        if (next.done) return;
        size += next.value.length;
        yield next.value;
      }
    } finally {
      if (!sourceFailure) await chunks.return?.();
    }
  };
  // A failed upload aborts its multipart upload (leavePartsOnError false): no object and no parts are left behind.
  const upload = new Upload({
    client,
    params: { ...params, Body: Readable.from(counted()) },
    partSize: PART_SIZE,
    queueSize: QUEUE_SIZE,
  });
  try {
    await upload.done();
  } catch (error) {
    if (sourceFailure) throw sourceFailure;
    unavailable(error);
  }
  return { size };
}

/** Bounds the wait for an answer's headers; the body that follows is not cut by it. */
async function withDeadline<T>(send: (abortSignal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`No answer from file storage within ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    return await send(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

function missingAsNull(error: unknown): null {
  if (error instanceof S3ServiceException && (error.name === "NotFound" || error.name === "NoSuchKey")) return null;
  throw error;
}

function unavailable(error: unknown): never {
  // Removed or replaced between HEAD and GET: the version the headers described is gone.
  if (error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "PreconditionFailed")) {
    throw new FileGoneError();
  }
  throw new ServiceUnavailableError("File storage", error);
}
