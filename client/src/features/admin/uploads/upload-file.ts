// Staff uploads go to the gateway's REST route (STAFF-API.md: POST /api/admin/uploads?kind=...) with
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

export class UploadError extends Error {
  constructor(message: string, readonly status: number, readonly cancelled = false) {
    super(message);
    this.name = "UploadError";
  }
}

export interface UploadHandle {
  done: Promise<UploadedFile>;
  cancel(): void;
}

const statusMessages: Record<number, string> = {
  401: "Your session has expired. Please sign in again.",
  403: "You are not allowed to upload files.",
  413: "The file is too large.",
  415: "This file type is not accepted.",
};

function failure(xhr: XMLHttpRequest): UploadError {
  const body = xhr.response as { error?: unknown } | null;
  const fromServer = body && typeof body.error === "string" ? body.error : null;
  return new UploadError(statusMessages[xhr.status] ?? fromServer ?? `Upload failed (HTTP ${xhr.status}).`, xhr.status);
}

/** Starts sending `file`; `onProgress` gets 0..100. Cancelling rejects `done` with an UploadError of status 0. */
export function uploadFile(kind: UploadKind, file: File, onProgress: (percent: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadedFile>((resolve, reject) => {
    xhr.open("POST", `${getConfig().apiUrl}/api/admin/uploads?kind=${kind}`);
    xhr.responseType = "json";
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => (xhr.status === 201 || xhr.status === 200 ? resolve(xhr.response as UploadedFile) : reject(failure(xhr)));
    xhr.onerror = () => reject(new UploadError("Network error. Please check your connection.", 0));
    xhr.onabort = () => reject(new UploadError("Upload cancelled.", 0, true));
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}
