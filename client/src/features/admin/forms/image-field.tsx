// A picture field of the console's forms: choosing a file uploads it at once (the server checks it by content and
// stores its variants), and the preview is then the stored picture itself, as learners will see it. The value is the
// stored address; removing clears it, and the form's save decides (the server releases a picture nothing names).
import { useId, useState } from "react";
import { Box, Button, FormHelperText, LinearProgress, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../../lib/errors.ts";
import { fileUrl } from "../../../lib/files.ts";
import type { FieldSpec } from "./form-spec.ts";
import { FileButton } from "./file-button.tsx";

type ImageSpec = Extract<FieldSpec, { kind: "image" }>;

interface ImageFieldProps {
  spec: ImageSpec;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

export function ImageField({ spec, value, error, onChange }: ImageFieldProps) {
  const { t } = useTranslation("admin");
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const labelId = useId();
  const preview = fileUrl(value);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setFailure(null);
    try {
      onChange(await spec.upload(file));
    } catch (uploadError) {
      setFailure(serverMessage(uploadError, t("admin:imageField.failed")));
    } finally {
      setUploading(false);
    }
  };

  const message = failure ?? error;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" color="text.secondary" gutterBottom>
        {spec.label}
      </Typography>
      {preview ? (
        <Box
          component="img"
          src={preview}
          alt={t("admin:imageField.preview")}
          data-testid="image-field-preview"
          sx={{ display: "block", maxWidth: "100%", maxHeight: 240, mb: 1, borderRadius: 1, bgcolor: "grey.100" }}
        />
      ) : (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t("admin:imageField.none")}
        </Typography>
      )}
      {uploading && <LinearProgress aria-label={t("admin:imageField.uploading")} sx={{ mb: 1 }} />}
      <Stack direction="row" spacing={1}>
        <FileButton
          label={t(preview ? "admin:imageField.replace" : "admin:imageField.choose")}
          accept="image/png,image/jpeg,image/webp,image/gif"
          name={spec.name}
          size="small"
          disabled={uploading}
          onChoose={(file) => void choose(file)}
        />
        {preview && (
          <Button size="small" color="inherit" disabled={uploading} onClick={() => onChange("")}>
            {t("admin:imageField.remove")}
          </Button>
        )}
      </Stack>
      <FormHelperText error={!!message}>{message ?? spec.helperText}</FormHelperText>
    </Box>
  );
}
