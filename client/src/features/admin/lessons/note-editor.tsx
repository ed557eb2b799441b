import { Box, FormControlLabel, Link, Radio, RadioGroup, Typography } from "@mui/material";
import { Trans, useTranslation } from "react-i18next";
import { fileUrl } from "../../../lib/files.ts";
import { RichTextEditor } from "../editor/rich-text-editor.tsx";
import { requiredText } from "../forms/form-spec.ts";
import { useForm } from "../forms/use-form.ts";
import { contentTitleErrors } from "./content-fields.ts";
import { ContentForm, type ContentEditorProps } from "./content-form.tsx";
import { useSaveContent } from "./content-save.ts";
import { PdfUploadField } from "./pdf-upload-field.tsx";

type Source = "pdf" | "text";
/** Study notes: an uploaded PDF (learners download it) or rich text. */
export function NoteEditor({ lessonId, content, onDone }: ContentEditorProps) {
  const { t } = useTranslation(["admin-lessons", "common"]);
  const form = useForm({
    title: content?.title ?? "",
    source: (content && !content.url ? "text" : "pdf") as Source,
    url: content?.url ?? null,
    html: content?.content ?? "",
  });
  const { values, errors, change } = form;
  const { source, url } = values;
  const save = useSaveContent(lessonId);

  const submit = () => {
    const found = contentTitleErrors("notes", values.title, t);
    if (source === "pdf" && !url) found.url = t("admin-lessons:notes.pdfRequired");
    if (source === "text" && !values.html.trim()) found.content = t("admin-lessons:notes.textRequired");
    const input = {
      type: "note" as const,
      title: requiredText(values.title),
      url: source === "pdf" ? url : null,
      content: source === "text" ? values.html : null,
    };
    return form.submit(found, () => save(content?.id ?? null, input), {
      success: t("admin-lessons:notes.saved"),
      failure: t("admin-lessons:notes.saveFailed"),
    });
  };

  return (
    <ContentForm section="notes" editing={!!content} form={form} onSave={submit} onDone={onDone}>
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
          <PdfUploadField
            lessonId={lessonId}
            section="notes"
            stored={!!url}
            error={errors.url}
            onUploaded={(uploaded) => change("url", uploaded)}
          />
        </Box>
      ) : (
        <RichTextEditor
          label={t("admin-lessons:notes.textLabel")}
          value={values.html}
          onChange={(html) => change("html", html)}
          error={errors.content}
        />
      )}
    </ContentForm>
  );
}
