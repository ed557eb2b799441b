import { useTranslation } from "react-i18next";
import { fileUrl } from "../../../lib/files.ts";
import { LazyPdfViewer } from "../../../components/pdf/lazy-pdf-viewer.tsx";
import { requiredText } from "../forms/form-spec.ts";
import { useForm } from "../forms/use-form.ts";
import { contentTitleErrors } from "./content-fields.ts";
import { ContentForm, type ContentEditorProps } from "./content-form.tsx";
import { useSaveContent } from "./content-save.ts";
import { PdfUploadField } from "./pdf-upload-field.tsx";

/** A slide deck: an uploaded PDF, previewed with the learners' own (lazily loaded) PDF viewer. */
export function SlideEditor({ lessonId, content, onDone }: ContentEditorProps) {
  const { t } = useTranslation(["admin-lessons", "common"]);
  const form = useForm({ title: content?.title ?? "", url: content?.url ?? null });
  const { values, errors, change } = form;
  const save = useSaveContent(lessonId);

  const submit = () => {
    const found = contentTitleErrors("slides", values.title, t);
    if (!values.url) found.url = t("admin-lessons:slides.pdfRequired");
    return form.submit(
      found,
      () => save(content?.id ?? null, { type: "ppt", title: requiredText(values.title), url: values.url }),
      { success: t("admin-lessons:slides.saved"), failure: t("admin-lessons:slides.saveFailed") },
    );
  };

  return (
    <ContentForm section="slides" editing={!!content} form={form} onSave={submit} onDone={onDone}>
      <PdfUploadField
        lessonId={lessonId}
        section="slides"
        stored={!!values.url}
        error={errors.url}
        onUploaded={(url) => change("url", url)}
      />
      {values.url && <LazyPdfViewer url={fileUrl(values.url)} />}
    </ContentForm>
  );
}
