// One file for a submission: POST /api/assignments/{id}/files (docs/assignments.md) with the backend token. XHR, not
// fetch, because the learner sees the upload's progress and fetch reports none for request bodies.
import { getConfig } from "../../lib/config.ts";
import { tokenStore } from "../../lib/session/token-store.ts";

export interface UploadedFile {
  key: string;
  name: string;
  contentType: string;
  size: number;
}

export function uploadSubmissionFile(
  assignmentId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${getConfig().apiUrl}/api/assignments/${encodeURIComponent(assignmentId)}/files`);
    const token = tokenStore.get();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const body = (() => {
        try {
          return JSON.parse(request.responseText) as UploadedFile & { error?: string };
        } catch {
          return null;
        }
      })();
      if (request.status === 201 && body) resolve(body);
      else reject(new Error(body?.error ?? `HTTP ${request.status}: ${request.statusText}`));
    };
    request.onerror = () => reject(new Error("Network error"));
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}

/** What the file picker offers: the accepted kinds' types (the server checks the content anyway). */
export function acceptAttribute(kinds: readonly string[]): string {
  const types: Record<string, string> = {
    PDF: "application/pdf,.pdf",
    IMAGE: "image/png,image/jpeg,image/webp,image/gif",
  };
  return kinds.map((kind) => types[kind] ?? "").join(",");
}
