import { useMemo, type FormEvent } from "react";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { StaffLessonContentFragment } from "../../../gql-admin/graphql.ts";
import { fileUrl } from "../../../lib/files.ts";
import { LazyPdfViewer } from "../../../components/pdf/lazy-pdf-viewer.tsx";
import { FormField } from "../forms/form-field.tsx";
import { fieldsValidator, requiredText } from "../forms/form-spec.ts";
import { useForm } from "../forms/use-form.ts";
import { UploadField } from "../uploads/upload-field.tsx";
import { contentTitleField } from "./content-fields.ts";
import { useSaveContent } from "./content-save.ts";

interface EditorProps {
  lessonId: string;
  content: StaffLessonContentFragment | null;
  onDone: () => void;
}

/** A slide deck: an uploaded PDF, previewed with the learners' own (lazily loaded) PDF viewer. */
export function SlideEditor({ lessonId, content, onDone }: EditorProps) {
  const { t } = useTranslation(["admin-lessons", "common"]);
  const form = useForm({ title: content?.title ?? "", url: content?.url ?? null });
  const { values, errors, change } = form;
  const titleSpec = useMemo(() => contentTitleField(t("admin-lessons:slides.title")), [t]);
  const { save, saving } = useSaveContent(lessonId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldsValidator([titleSpec])({ title: values.title }, t);
    if (!values.url) found.url = t("admin-lessons:slides.pdfRequired");
    const saved = await form.submit(
      found,
      () => save(content?.id ?? null, { type: "ppt", title: requiredText(values.title), url: values.url }),
      { success: t("admin-lessons:slides.saved"), failure: t("admin-lessons:slides.saveFailed") },
    );
    if (saved) onDone();
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
        <FormField
          spec={titleSpec}
          value={values.title}
          error={errors.title}
          onChange={(title) => change("title", String(title))}
        />
        <UploadField
          kind="pdf"
          lessonId={lessonId}
          label={values.url ? t("admin-lessons:slides.replace") : t("admin-lessons:slides.upload")}
          hint={t("admin-lessons:slides.pdfHint")}
          onUploaded={(file) => change("url", file.url)}
        />
        {errors.url && (
          <Typography color="error" variant="body2">
            {errors.url}
          </Typography>
        )}
        {values.url && <LazyPdfViewer url={fileUrl(values.url)} />}
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
