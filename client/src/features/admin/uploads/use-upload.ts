import { useCallback, useEffect, useRef, useState } from "react";
import { uploadFile, UploadError, type UploadedFile, type UploadHandle, type UploadKind } from "./upload-file.ts";

export type UploadState =
  | { status: "idle" }
  | { status: "uploading"; fileName: string; percent: number }
  | { status: "failed"; message: string };

/** One upload at a time, with progress and cancel; the upload is cancelled when the editor unmounts. */
export function useUpload(kind: UploadKind) {
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const current = useRef<UploadHandle | null>(null);
  useEffect(() => () => current.current?.cancel(), []);

  const start = useCallback(
    async (file: File): Promise<UploadedFile | null> => {
      setState({ status: "uploading", fileName: file.name, percent: 0 });
      const handle = uploadFile(kind, file, (percent) => setState({ status: "uploading", fileName: file.name, percent }));
      current.current = handle;
      try {
        const uploaded = await handle.done;
        setState({ status: "idle" });
        return uploaded;
      } catch (error) {
        const cancelled = error instanceof UploadError && error.cancelled;
        setState(cancelled ? { status: "idle" } : { status: "failed", message: error instanceof Error ? error.message : "Upload failed." });
        return null;
      } finally {
        current.current = null;
      }
    },
    [kind],
  );

  const cancel = useCallback(() => current.current?.cancel(), []);
  return { state, start, cancel };
}
