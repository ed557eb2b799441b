import { useCallback, useEffect, useRef, useState } from "react";
import { uploadFile, UploadError, type UploadedFile, type UploadHandle, type UploadKind } from "./upload-file.ts";

/** Why an upload failed: a catalogue key with its values, or the server's own text. */
export type UploadFailure = { key: string; values?: Record<string, string | number> } | { text: string };

export interface UploadProgress {
  fileName: string;
  sent: number;
  total: number;
  /** Bytes per second since this attempt began; null until there is something to measure. */
  speed: number | null;
  secondsLeft: number | null;
}

export type UploadState =
  | { status: "idle" }
  | ({ status: "uploading" } & UploadProgress)
  | { status: "failed"; failure: UploadFailure; fileName: string; canRetry: boolean };

function failureOf(error: unknown): UploadFailure {
  if (error instanceof UploadError)
    return error.key ? { key: error.key, values: error.values } : { text: error.message };
  return { key: "admin-lessons:upload.failed" };
}

/** Speed over the current attempt (a resumed upload measures from where it resumed, not from zero). */
function measure(
  fileName: string,
  sent: number,
  total: number,
  since: { at: number; sent: number } | null,
): UploadProgress {
  const seconds = since ? (Date.now() - since.at) / 1000 : 0;
  const speed = since && seconds > 0 && sent > since.sent ? (sent - since.sent) / seconds : null;
  return { fileName, sent, total, speed, secondsLeft: speed ? Math.ceil((total - sent) / speed) : null };
}

/** One upload at a time, with progress, speed, time left, cancel and retry; cancelled when the editor unmounts. */
export function useUpload(kind: UploadKind, lessonId: string) {
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const current = useRef<UploadHandle | null>(null);
  // The progress of whichever attempt runs now: a retry measures its speed afresh.
  const progress = useRef<(sent: number, total: number) => void>(() => {});
  useEffect(() => () => current.current?.cancel(), []);

  const run = useCallback(async (file: File, attempt: () => Promise<UploadedFile>) => {
    let since: { at: number; sent: number } | null = null;
    progress.current = (sent, total) => {
      since ??= { at: Date.now(), sent };
      setState({ status: "uploading", ...measure(file.name, sent, total, since) });
    };
    setState({ status: "uploading", ...measure(file.name, 0, file.size, null) });
    try {
      const uploaded = await attempt();
      current.current = null;
      setState({ status: "idle" });
      return uploaded;
    } catch (error) {
      const cancelled = error instanceof UploadError && error.cancelled;
      // A refusal by the server (type, size, rights) would be refused again; a network failure is worth a retry.
      const canRetry = error instanceof UploadError && (error.status === 0 || error.status >= 500);
      if (cancelled || !canRetry) current.current = null;
      setState(
        cancelled ? { status: "idle" } : { status: "failed", failure: failureOf(error), fileName: file.name, canRetry },
      );
      return null;
    }
  }, []);

  const start = useCallback(
    (file: File): Promise<UploadedFile | null> =>
      run(file, () => {
        const handle = uploadFile(kind, lessonId, file, (sent, total) => progress.current(sent, total));
        current.current = handle;
        return handle.done;
      }),
    [kind, lessonId, run],
  );

  const retry = useCallback(
    (file: File) => {
      const handle = current.current;
      return handle ? run(file, () => handle.retry()) : Promise.resolve(null);
    },
    [run],
  );

  const cancel = useCallback(() => current.current?.cancel(), []);
  return { state, start, retry, cancel };
}
