import { useMemo, type FormEvent } from "react";
import { Box, Button, FormControlLabel, Link, Radio, RadioGroup, Stack, Typography } from "@mui/material";
import { Trans, useTranslation } from "react-i18next";
import type { StaffLessonContentFragment } from "../../../gql-admin/graphql.ts";
import { fileUrl } from "../../../lib/files.ts";
import { RichTextEditor } from "../editor/rich-text-editor.tsx";
import { FormField } from "../forms/form-field.tsx";
import { fieldsValidator, requiredText } from "../forms/form-spec.ts";
import { useForm } from "../forms/use-form.ts";
import { UploadField } from "../uploads/upload-field.tsx";
import { contentTitleField } from "./content-fields.ts";
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
  const form = useForm({
    title: content?.title ?? "",
    source: (content && !content.url ? "text" : "pdf") as Source,
    url: content?.url ?? null,
    html: content?.content ?? "",
  });
  const { values, errors, change } = form;
  const { source, url } = values;
  const titleSpec = useMemo(() => contentTitleField(t("admin-lessons:notes.title")), [t]);
  const { save, saving } = useSaveContent(lessonId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldsValidator([titleSpec])({ title: values.title }, t);
    if (source === "pdf" && !url) found.url = t("admin-lessons:notes.pdfRequired");
    if (source === "text" && !values.html.trim()) found.content = t("admin-lessons:notes.textRequired");
    const input = {
      type: "note" as const,
      title: requiredText(values.title),
      url: source === "pdf" ? url : null,
      content: source === "text" ? values.html : null,
    };
    const saved = await form.submit(found, () => save(content?.id ?? null, input), {
      success: t("admin-lessons:notes.saved"),
      failure: t("admin-lessons:notes.saveFailed"),
    });
    if (saved) onDone();
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
        <FormField
          spec={titleSpec}
          value={values.title}
          error={errors.title}
          onChange={(title) => change("title", String(title))}
        />
        <RadioGroup
          row
          aria-label={t("admin-lessons:notes.format")}
          value={source}
          onChange={(event) => change("source", event.target.value as Source)}
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
              onUploaded={(file) => change("url", file.url)}
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
            value={values.html}
            onChange={(html) => change("html", html)}
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
