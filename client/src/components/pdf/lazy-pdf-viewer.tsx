// The seam between the viewer and react-pdf: tests and the initial bundle never load pdf.js.
import { lazy, Suspense } from "react";
import { Box } from "@mui/material";
import { useTranslation } from "react-i18next";

const PdfViewer = lazy(() => import("./pdf-viewer.tsx"));

export function LazyPdfViewer({ url, headers }: { url: string | null; headers?: Record<string, string> }) {
  const { t } = useTranslation();
  if (!url) return <Box sx={{ py: 2 }}>{t("viewer:pdf.none")}</Box>;
  return (
    <Suspense
      fallback={
        <Box role="status" sx={{ py: 4, textAlign: "center" }}>
          {t("viewer:pdf.loading")}
        </Box>
      }
    >
      <PdfViewer url={url} headers={headers} />
    </Suspense>
  );
}
