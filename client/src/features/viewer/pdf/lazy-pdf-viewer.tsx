// The seam between the viewer and react-pdf: tests and the initial bundle never load pdf.js.
import { lazy, Suspense } from "react";
import { Box } from "@mui/material";

const PdfViewer = lazy(() => import("./pdf-viewer.tsx"));

export function LazyPdfViewer({ url }: { url: string | null }) {
  if (!url) return <Box sx={{ py: 2 }}>No PDF file specified.</Box>;
  return (
    <Suspense fallback={<Box role="status" sx={{ py: 4, textAlign: "center" }}>Loading PDF…</Box>}>
      <PdfViewer url={url} />
    </Suspense>
  );
}
