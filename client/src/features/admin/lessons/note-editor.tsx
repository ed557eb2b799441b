import { useState, type FormEvent } from "react";
import { Box, Button, FormControlLabel, Link, Radio, RadioGroup, Stack, TextField, Typography } from "@mui/material";
import { Trans, useTranslation } from "react-i18next";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import type { StaffLessonContentFragment } from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { fileUrl } from "../../../lib/files.ts";
import { RichTextEditor } from "../editor/rich-text-editor.tsx";
import { serverFieldErrors } from "../forms/server-errors.ts";
import { UploadField } from "../uploads/upload-field.tsx";
import { useSaveContent } from "./content-save.ts";

type Source = "pdf" | "text";
interface EditorProps {
  lessonId: string;
  content: StaffLessonContentFragment | null;
  onDone: () => void;
}

/** Study notes: an uploaded PDF (learners download it) or rich text. */
export function NoteEditor({ lessonId, content, onDone }: EditorProps) {
  const { t } = useTranslation(["admin-lessons", "common"]);
  const [title, setTitle] = useState(content?.title ?? "");
  const [source, setSource] = useState<Source>(content && !content.url ? "text" : "pdf");
  const [url, setUrl] = useState(content?.url ?? null);
  const [html, setHtml] = useState(content?.content ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { save, saving } = useSaveContent(lessonId);
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = t("admin-lessons:notes.titleRequired");
    if (source === "pdf" && !url) found.url = t("admin-lessons:notes.pdfRequired");
    if (source === "text" && !html.trim()) found.content = t("admin-lessons:notes.textRequired");
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await save(content?.id ?? null, {
        type: "note",
        title: title.trim(),
        url: source === "pdf" ? url : null,
        content: source === "text" ? html : null,
      });
      enqueueSnackbar(t("admin-lessons:notes.saved"), { variant: "success" });
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      enqueueSnackbar(serverMessage(error, t("admin-lessons:notes.saveFailed")), { variant: "error" });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={content ? t("admin-lessons:notes.edit") : t("admin-lessons:notes.new")}
      sx={{ p: 2, border: 1, borderColor: "divider", borderRadius: 1 }}
    >
      <Stack spacing={2}>
        <TextField
          label={t("admin-lessons:notes.title")}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={!!errors.title}
          helperText={errors.title}
          required
          fullWidth
        />
        <RadioGroup
          row
          aria-label={t("admin-lessons:notes.format")}
          value={source}
          onChange={(event) => setSource(event.target.value as Source)}
        >
          <FormControlLabel value="pdf" control={<Radio />} label={t("admin-lessons:notes.pdf")} />
          <FormControlLabel value="text" control={<Radio />} label={t("admin-lessons:notes.text")} />
        </RadioGroup>
        {source === "pdf" ? (
          <Box>
            {url && (
              <Typography variant="body2" sx={{ mb: 1 }}>
                <Trans
                  t={t}
                  i18nKey="admin-lessons:notes.currentFile"
                  components={{
                    file: <Link href={fileUrl(url) ?? undefined} target="_blank" rel="noopener noreferrer" />,
                  }}
                />
              </Typography>
            )}
            <UploadField
              kind="pdf"
              lessonId={lessonId}
              label={url ? t("admin-lessons:notes.replace") : t("admin-lessons:notes.upload")}
              hint={t("admin-lessons:notes.pdfHint")}
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
          </Box>
        ) : (
          <RichTextEditor
            label={t("admin-lessons:notes.textLabel")}
            value={html}
            onChange={setHtml}
            error={errors.content}
          />
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={saving}>
            {t("admin-lessons:notes.save")}
          </Button>
          <Button onClick={onDone} disabled={saving}>
            {t("common:actions.cancel")}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
