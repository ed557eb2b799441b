import { Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { UploadField } from "../uploads/upload-field.tsx";

interface PdfUploadFieldProps {
  lessonId: string;
  /** The editor whose texts it shows: study notes or a slide deck. */
  section: "notes" | "slides";
  /** A PDF is already stored: the button offers to replace it. */
  stored: boolean;
  error: string | undefined;
  onUploaded: (url: string) => void;
}

/** The PDF of a notes or slides item, with the form's error (none uploaded yet) beneath it. */
export function PdfUploadField({ lessonId, section, stored, error, onUploaded }: PdfUploadFieldProps) {
  const { t } = useTranslation("admin-lessons");
  return (
    <>
      <UploadField
        kind="pdf"
        lessonId={lessonId}
        label={stored ? t(`admin-lessons:${section}.replace`) : t(`admin-lessons:${section}.upload`)}
        hint={t(`admin-lessons:${section}.pdfHint`)}
        onUploaded={(file) => onUploaded(file.url)}
      />
      {error && (
        <Typography color="error" variant="body2">
          {error}
        </Typography>
      )}
    </>
  );
}
