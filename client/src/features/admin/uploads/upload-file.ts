// Staff uploads go to the gateway's REST route (STAFF-API.md: POST /api/admin/uploads?kind=...&lesson_id=...) with
// XMLHttpRequest rather than fetch: only XHR reports upload progress, which a 500 MB video needs.
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
  done: Promise<UploadedFile>;
  cancel(): void;
}

// Catalogue keys: the upload field translates them.
const statusMessages: Record<number, string> = {
  401: "admin-lessons:upload.sessionExpired",
  403: "admin-lessons:upload.forbidden",
  413: "admin-lessons:upload.tooLarge",
  415: "admin-lessons:upload.unsupported",
};

function failure(xhr: XMLHttpRequest): UploadError {
  const body = xhr.response as { error?: unknown } | null;
  const fromServer = body && typeof body.error === "string" ? body.error : null;
  const refused = `Upload failed (HTTP ${xhr.status}).`;
  const key = statusMessages[xhr.status];
  if (key) return new UploadError(refused, xhr.status, false, key);
  if (fromServer) return new UploadError(fromServer, xhr.status);
  return new UploadError(refused, xhr.status, false, "admin-lessons:upload.failedStatus", { status: xhr.status });
}

/**
 * Starts sending `file` for the lesson `lessonId` (only that lesson's course may then use it, decision 016);
 * `onProgress` gets 0..100. Cancelling rejects `done` with an UploadError of status 0.
 */
export function uploadFile(kind: UploadKind, lessonId: string, file: File, onProgress: (percent: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadedFile>((resolve, reject) => {
    const query = new URLSearchParams({ kind, lesson_id: lessonId });
    xhr.open("POST", `${getConfig().apiUrl}/api/admin/uploads?${query}`);
    xhr.responseType = "json";
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => (xhr.status === 201 || xhr.status === 200 ? resolve(xhr.response as UploadedFile) : reject(failure(xhr)));
    xhr.onerror = () => reject(new UploadError("Network error.", 0, false, "common:errors.network"));
    xhr.onabort = () => reject(new UploadError("Upload cancelled.", 0, true, "admin-lessons:upload.cancelled"));
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}
