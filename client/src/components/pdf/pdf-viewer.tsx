// The react-pdf renderer. Only loaded through lazy-pdf-viewer.tsx: react-pdf + pdf.js are ~190 KB gzip,
// and they cannot be imported under Node tests (TOOLCHAIN.md).
import { useEffect, useMemo, useState } from "react";
import { Document, Page, PasswordResponses, pdfjs } from "react-pdf";
import "react-pdf/dist/Page/TextLayer.css";
import "react-pdf/dist/Page/AnnotationLayer.css";
import { Box } from "@mui/material";
import { getConfig } from "../../lib/config.ts";
import { PasswordDialog } from "./password-dialog.tsx";
import { PdfFailure } from "./pdf-failure.tsx";
import { fetchPdf, pdfPageWidth } from "./pdf-source.ts";
import { useTranslation } from "react-i18next";

// The worker comes from the API host (spec section 7); the gateway serves the same pdfjs-dist version.
pdfjs.GlobalWorkerOptions.workerSrc = `${getConfig().apiUrl}/pdf.worker.min.mjs`;

type Load = { state: "loading" } | { state: "ready"; data: Uint8Array } | { state: "failed"; message: string };
type PasswordRequest = { retry: boolean; respond: (password: string | null) => void } | null;

function useWindowWidth() {
  const [width, setWidth] = useState(window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return width;
}

/** `headers` go with the request: a private file (a learner's submitted PDF) is read with the bearer token. */
export default function PdfViewer({ url, headers }: { url: string; headers?: Record<string, string> }) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const { t } = useTranslation();
  const [pages, setPages] = useState(0);
  const [password, setPassword] = useState<PasswordRequest>(null);
  const width = pdfPageWidth(useWindowWidth());
  const headerKey = JSON.stringify(headers ?? {});

  useEffect(() => {
    let live = true;
    setLoad({ state: "loading" });
    fetchPdf(url, (input) => fetch(input, { headers: JSON.parse(headerKey) as Record<string, string> }))
      .then((data) => live && setLoad({ state: "ready", data }))
      .catch(
        (error: unknown) =>
          live && setLoad({ state: "failed", message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      live = false;
    };
  }, [url, headerKey]);

  // pdf.js takes ownership of the bytes; the file object must stay stable across renders.
  const file = useMemo(() => (load.state === "ready" ? { data: load.data.slice() } : null), [load]);

  if (load.state === "failed") return <PdfFailure url={url} message={load.message} />;
  if (!file)
    return (
      <Box role="status" sx={{ py: 4, textAlign: "center" }}>
        {t("viewer:pdf.loading")}
      </Box>
    );
  return (
    <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 2 }}>
      <Document
        file={file}
        loading={t("viewer:pdf.loading")}
        noData={t("viewer:pdf.none")}
        error={<PdfFailure url={url} message={t("viewer:pdf.unreadable")} />}
        onLoadSuccess={(document) => setPages(document.numPages)}
        onLoadError={(error) => setLoad({ state: "failed", message: error.message })}
        onPassword={(respond, reason) =>
          setPassword({ retry: reason === PasswordResponses.INCORRECT_PASSWORD, respond })
        }
      >
        {Array.from({ length: pages }, (_, index) => (
          <Page
            key={index}
            pageNumber={index + 1}
            width={width}
            error={t("viewer:pdf.pageFailed")}
            loading={t("viewer:pdf.loading")}
          />
        ))}
      </Document>
      {password && (
        <PasswordDialog
          retry={password.retry}
          onSubmit={(value) => {
            password.respond(value);
            setPassword(null);
          }}
        />
      )}
    </Box>
  );
}
