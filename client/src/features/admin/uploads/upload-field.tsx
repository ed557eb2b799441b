import { useId } from "react";
import { Box, Button, LinearProgress, Typography } from "@mui/material";
import type { UploadedFile, UploadKind } from "./upload-file.ts";
import { useUpload } from "./use-upload.ts";

const accepts: Record<UploadKind, string> = {
  video: "video/mp4,video/webm",
  pdf: "application/pdf",
  image: "image/png,image/jpeg,image/webp,image/gif",
};

interface UploadFieldProps {
  kind: UploadKind;
  /** The button's accessible name, e.g. 'Upload video'. */
  label: string;
  onUploaded: (file: UploadedFile) => void;
  hint?: string;
}

/** A file picker that uploads at once, showing a determinate progress bar with a cancel button. */
export function UploadField({ kind, label, onUploaded, hint }: UploadFieldProps) {
  const { state, start, cancel } = useUpload(kind);
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
            <Typography variant="body2">Uploading {state.fileName}… {state.percent}%</Typography>
            <LinearProgress variant="determinate" value={state.percent} aria-label={`Uploading ${state.fileName}`} />
          </Box>
          <Button onClick={cancel} color="inherit">Cancel upload</Button>
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
      {state.status === "failed" && <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>{state.message}</Typography>}
    </Box>
  );
}
