import { Alert, AlertTitle, Link, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/** The failure panel of spec section 8. */
export function PdfFailure({ url, message }: { url: string; message: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" sx={{ wordBreak: "break-word" }}>
      <AlertTitle>{t("viewer:pdf.failed")}</AlertTitle>
      <Typography variant="body2">{message}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t("viewer:pdf.url", { url })}
      </Typography>
      <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ display: "inline-block", mt: 1 }}>
        {t("viewer:pdf.download")}
      </Link>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t("viewer:pdf.missing")}
      </Typography>
    </Alert>
  );
}
