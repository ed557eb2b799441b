import { useCallback, useEffect, useRef, useState } from "react";
import { uploadFile, UploadError, type UploadedFile, type UploadHandle, type UploadKind } from "./upload-file.ts";

/** Why an upload failed: a catalogue key with its values, or the server's own text. */
export type UploadFailure = { key: string; values?: Record<string, string | number> } | { text: string };

export type UploadState =
  | { status: "idle" }
  | { status: "uploading"; fileName: string; percent: number }
  | { status: "failed"; failure: UploadFailure };

function failureOf(error: unknown): UploadFailure {
  if (error instanceof UploadError) return error.key ? { key: error.key, values: error.values } : { text: error.message };
  return { key: "admin-lessons:upload.failed" };
}

/** One upload at a time, with progress and cancel; the upload is cancelled when the editor unmounts. */
export function useUpload(kind: UploadKind, lessonId: string) {
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const current = useRef<UploadHandle | null>(null);
  useEffect(() => () => current.current?.cancel(), []);

  const start = useCallback(
    async (file: File): Promise<UploadedFile | null> => {
      setState({ status: "uploading", fileName: file.name, percent: 0 });
      const handle = uploadFile(kind, lessonId, file, (percent) => setState({ status: "uploading", fileName: file.name, percent }));
      current.current = handle;
      try {
        const uploaded = await handle.done;
        setState({ status: "idle" });
        return uploaded;
      } catch (error) {
        const cancelled = error instanceof UploadError && error.cancelled;
        setState(cancelled ? { status: "idle" } : { status: "failed", failure: failureOf(error) });
        return null;
      } finally {
        current.current = null;
      }
    },
    [kind, lessonId],
  );

  const cancel = useCallback(() => current.current?.cancel(), []);
  return { state, start, cancel };
}
