import { useState, type FormEvent } from "react";
import { Box, Button, Stack, TextField, Typography } from "@mui/material";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import type { StaffLessonContentFragment } from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { fileUrl } from "../../../lib/files.ts";
import { LazyPdfViewer } from "../../viewer/pdf/lazy-pdf-viewer.tsx";
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
  const [title, setTitle] = useState(content?.title ?? "");
  const [url, setUrl] = useState(content?.url ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { save, saving } = useSaveContent(lessonId);
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = "Enter a title.";
    if (!url) found.url = "Upload the slides as a PDF.";
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await save(content?.id ?? null, { type: "ppt", title: title.trim(), url });
      enqueueSnackbar("Slides saved.", { variant: "success" });
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      enqueueSnackbar(serverMessage(error, "Saving the slides failed."), { variant: "error" });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={content ? "Edit slides" : "New slides"} sx={{ p: 2, border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Stack spacing={2}>
        <TextField label="Slides title" value={title} onChange={(event) => setTitle(event.target.value)} error={!!errors.title} helperText={errors.title} required fullWidth />
        <UploadField kind="pdf" label={url ? "Replace slides PDF" : "Upload slides PDF"} hint="PDF, at most 50 MB." onUploaded={(file) => { setUrl(file.url); setErrors({}); }} />
        {errors.url && <Typography color="error" variant="body2">{errors.url}</Typography>}
        {url && <LazyPdfViewer url={fileUrl(url)} />}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={saving}>Save slides</Button>
          <Button onClick={onDone} disabled={saving}>Cancel</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
