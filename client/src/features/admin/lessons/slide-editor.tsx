import { useState, type FormEvent } from "react";
import { Box, Button, Stack, TextField, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import type { StaffLessonContentFragment } from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { fileUrl } from "../../../lib/files.ts";
import { LazyPdfViewer } from "../../../components/pdf/lazy-pdf-viewer.tsx";
import { serverFieldErrors } from "../forms/server-errors.ts";
import { UploadField } from "../uploads/upload-field.tsx";
import { useSaveContent } from "./content-save.ts";

interface EditorProps {
  lessonId: string;
  content: StaffLessonContentFragment | null;
  onDone: () => void;
}

/** A slide deck: an uploaded PDF, previewed with the learners' own (lazily loaded) PDF viewer. */
export function SlideEditor({ lessonId, content, onDone }: EditorProps) {
  const { t } = useTranslation(["admin-lessons", "common"]);
  const [title, setTitle] = useState(content?.title ?? "");
  const [url, setUrl] = useState(content?.url ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { save, saving } = useSaveContent(lessonId);
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = t("admin-lessons:slides.titleRequired");
    if (!url) found.url = t("admin-lessons:slides.pdfRequired");
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await save(content?.id ?? null, { type: "ppt", title: title.trim(), url });
      enqueueSnackbar(t("admin-lessons:slides.saved"), { variant: "success" });
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      enqueueSnackbar(serverMessage(error, t("admin-lessons:slides.saveFailed")), { variant: "error" });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={content ? t("admin-lessons:slides.edit") : t("admin-lessons:slides.new")}
      sx={{ p: 2, border: 1, borderColor: "divider", borderRadius: 1 }}
    >
      <Stack spacing={2}>
        <TextField
          label={t("admin-lessons:slides.title")}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={!!errors.title}
          helperText={errors.title}
          required
          fullWidth
        />
        <UploadField
          kind="pdf"
          lessonId={lessonId}
          label={url ? t("admin-lessons:slides.replace") : t("admin-lessons:slides.upload")}
          hint={t("admin-lessons:slides.pdfHint")}
          onUploaded={(file) => {
            setUrl(file.url);
            setErrors({});
          }}
        />
        {errors.url && (
          <Typography color="error" variant="body2">
            {errors.url}
          </Typography>
        )}
        {url && <LazyPdfViewer url={fileUrl(url)} />}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={saving}>
            {t("admin-lessons:slides.save")}
          </Button>
          <Button onClick={onDone} disabled={saving}>
            {t("common:actions.cancel")}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
