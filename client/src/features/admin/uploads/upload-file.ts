// Staff uploads go to the gateway's resumable endpoint (tus 1.0, POST /api/admin/uploads/resumable; decision 019):
// an instructor's connection that drops mid-way loses nothing, and a retry (or the same file picked again after the
// tab was closed) continues from the last byte the server acknowledged. The one-shot POST /api/admin/uploads stays
// for other clients (STAFF-API.md).
import { Upload, type DetailedError } from "tus-js-client";
import { getConfig } from "../../../lib/config.ts";
import { tokenStore } from "../../../lib/session/token-store.ts";

export type UploadKind = "video" | "pdf" | "image";

export interface UploadedFile {
  path: string;
  url: string;
  contentType: string;
  size: number;
}

/**
 * A failed or cancelled upload. `key` (with `values`) is the catalogue text the screen shows; without a key,
 * `message` is the server's own text, shown as it is.
 */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly cancelled = false,
    readonly key: string | null = null,
    readonly values: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = "UploadError";
  }
}

export interface UploadHandle {
  /** Settles when the file is stored, or when the upload fails or is cancelled (then it can be retried). */
  done: Promise<UploadedFile>;
  cancel(): void;
  /** Starts a failed upload again from the server's offset; a new `done`. */
  retry(): Promise<UploadedFile>;
}

export type ProgressListener = (sent: number, total: number) => void;

// Catalogue keys: the upload field translates them.
const statusMessages: Record<number, string> = {
  401: "admin-lessons:upload.sessionExpired",
  403: "admin-lessons:upload.forbidden",
  413: "admin-lessons:upload.tooLarge",
  415: "admin-lessons:upload.unsupported",
};
// Automatic retries after a network failure before the field offers its own Retry button.
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000];

function failure(error: Error): UploadError {
  const response = (error as DetailedError).originalResponse;
  const status = response?.getStatus() ?? 0;
  if (!response || status === 0) return new UploadError("Network error.", 0, false, "common:errors.network");
  const key = statusMessages[status];
  if (key) return new UploadError(`Upload failed (HTTP ${status}).`, status, false, key);
  const fromServer = serverText(response.getBody());
  if (fromServer) return new UploadError(fromServer, status);
  return new UploadError(`Upload failed (HTTP ${status}).`, status, false, "admin-lessons:upload.failedStatus", {
    status,
  });
}

function serverText(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    return typeof parsed.error === "string" ? parsed.error : null;
  } catch {
    return null;
  }
}

/** Starts sending `file`; `onProgress` gets the bytes the server has acknowledged. Cancelling rejects with `cancelled`. */
/** Sends `file` for the lesson `lessonId` (only that lesson's course may then use it, decision 016). */
export function uploadFile(kind: UploadKind, lessonId: string, file: File, onProgress: ProgressListener): UploadHandle {
  let settle: { resolve: (file: UploadedFile) => void; reject: (error: UploadError) => void } | null = null;
  const upload = new Upload(file, {
    endpoint: `${getConfig().apiUrl}/api/admin/uploads/resumable`,
    metadata: { kind, lesson_id: lessonId, filename: file.name },
    retryDelays: RETRY_DELAYS_MS,
    // The same file picked again (after a closed tab) continues the upload the browser remembers.
    removeFingerprintOnSuccess: true,
    // Read at each request: a retry an hour later carries the refreshed token, not the one of the first try.
    onBeforeRequest(request) {
      const token = tokenStore.get();
      if (token) request.setHeader("Authorization", `Bearer ${token}`);
    },
    onProgress: (sent, total) => onProgress(sent, total),
    onSuccess({ lastResponse }) {
      const body = lastResponse.getBody();
      const stored = body ? (JSON.parse(body) as UploadedFile) : null;
      if (stored) settle?.resolve(stored);
      else
        settle?.reject(
          new UploadError(
            "The upload finished but its address was not received.",
            0,
            false,
            "admin-lessons:upload.failed",
          ),
        );
    },
    onError: (error) => settle?.reject(failure(error)),
  });
  const start = () =>
    new Promise<UploadedFile>((resolve, reject) => {
      settle = { resolve, reject };
      void upload.findPreviousUploads().then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      });
    });
  return {
    done: start(),
    cancel() {
      void upload.abort(true);
      settle?.reject(new UploadError("Upload cancelled.", 0, true, "admin-lessons:upload.cancelled"));
    },
    retry: start,
  };
}
