import { useId } from "react";
import { Box, Button, LinearProgress, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../i18n/use-format.ts";
import type { UploadedFile, UploadKind } from "./upload-file.ts";
import { useUpload } from "./use-upload.ts";

const accepts: Record<UploadKind, string> = {
  video: "video/mp4,video/webm",
  pdf: "application/pdf",
  image: "image/png,image/jpeg,image/webp,image/gif",
};

interface UploadFieldProps {
  kind: UploadKind;
  /** The lesson the file is for. */
  lessonId: string;
  /** The button's accessible name (translated), e.g. 'Upload video'. */
  label: string;
  onUploaded: (file: UploadedFile) => void;
  hint?: string;
}

/** A file picker that uploads at once, showing a determinate progress bar with a cancel button. */
export function UploadField({ kind, lessonId, label, onUploaded, hint }: UploadFieldProps) {
  const { t } = useTranslation(["admin-lessons", "common"]);
  const format = useFormat();
  const { state, start, cancel } = useUpload(kind, lessonId);
  const hintId = useId();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const uploaded = await start(file);
    if (uploaded) onUploaded(uploaded);
  };

  return (
    <Box>
      {state.status === "uploading" ? (
        <Box sx={{ display: "flex", alignItems: "center", gap: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="body2">{t("admin-lessons:upload.progress", { name: state.fileName, percent: format.percent(state.percent / 100) })}</Typography>
            <LinearProgress variant="determinate" value={state.percent} aria-label={t("admin-lessons:upload.progressLabel", { name: state.fileName })} />
          </Box>
          <Button onClick={cancel} color="inherit">{t("admin-lessons:upload.cancel")}</Button>
        </Box>
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
      {hint && state.status !== "uploading" && <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>{hint}</Typography>}
      {state.status === "failed" && <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>{"key" in state.failure ? t(state.failure.key, state.failure.values) : state.failure.text}</Typography>}
    </Box>
  );
}
