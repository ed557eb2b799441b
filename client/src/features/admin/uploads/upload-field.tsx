import { useId, useRef } from "react";
import { Box, Button, LinearProgress, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../i18n/use-format.ts";
import type { UploadedFile, UploadKind } from "./upload-file.ts";
import { useUpload, type UploadProgress } from "./use-upload.ts";

const accepts: Record<UploadKind, string> = {
  video: "video/mp4,video/webm",
  pdf: "application/pdf",
  image: "image/png,image/jpeg,image/webp,image/gif",
};

interface UploadFieldProps {
  kind: UploadKind;
  /** The lesson the file is for: only that lesson's course may then name it (decision 016). */
  lessonId: string;
  /** The button's accessible name (translated), e.g. 'Upload video'. */
  label: string;
  onUploaded: (file: UploadedFile) => void;
  hint?: string;
}

/** A file picker that uploads at once, showing progress, speed and time left, with cancel and (after a network failure) retry. */
export function UploadField({ kind, lessonId, label, onUploaded, hint }: UploadFieldProps) {
  const { t } = useTranslation(["admin-lessons", "common"]);
  const { state, start, retry, cancel } = useUpload(kind, lessonId);
  const hintId = useId();
  const picked = useRef<File | null>(null);

  const finish = (uploaded: UploadedFile | null) => {
    if (uploaded) onUploaded(uploaded);
  };
  const pick = async (file: File | undefined) => {
    if (!file) return;
    picked.current = file;
    finish(await start(file));
  };

  return (
    <Box>
      {state.status === "uploading" ? (
        <UploadProgressRow progress={state} onCancel={cancel} />
      ) : (
        <Button component="label" variant="outlined" aria-describedby={hint ? hintId : undefined}>
          {label}
          <input
            hidden
            type="file"
            accept={accepts[kind]}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              void pick(file);
            }}
          />
        </Button>
      )}
      {hint && state.status !== "uploading" && (
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
      {state.status === "failed" && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mt: 0.5 }}>
          <Typography role="alert" color="error" variant="body2">
            {"key" in state.failure ? t(state.failure.key, state.failure.values) : state.failure.text}
          </Typography>
          {state.canRetry && picked.current && (
            <Button size="small" onClick={() => void retry(picked.current!).then(finish)}>
              {t("admin-lessons:upload.retry", { name: state.fileName })}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

function UploadProgressRow({ progress, onCancel }: { progress: UploadProgress; onCancel: () => void }) {
  const { t } = useTranslation(["admin-lessons"]);
  const format = useFormat();
  const percent = progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0;
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 2 }}>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="body2">
          {t("admin-lessons:upload.progress", { name: progress.fileName, percent: format.percent(percent / 100) })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t("admin-lessons:upload.progressLabel", { name: progress.fileName })}
        />
        <Typography variant="caption" color="text.secondary">
          {t("admin-lessons:upload.sent", { sent: format.bytes(progress.sent), total: format.bytes(progress.total) })}
          {progress.speed !== null && ` · ${t("admin-lessons:upload.speed", { speed: format.bytes(progress.speed) })}`}
          {progress.secondsLeft !== null &&
            ` · ${t("admin-lessons:upload.timeLeft", { time: format.duration(progress.secondsLeft) })}`}
        </Typography>
      </Box>
      <Button onClick={onCancel} color="inherit">
        {t("admin-lessons:upload.cancel")}
      </Button>
    </Box>
  );
}
