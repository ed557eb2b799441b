import { Button, Paper, Stack, Typography } from "@mui/material";
import { SafeHtml } from "../../components/ui/safe-html.tsx";
import { fileUrl } from "../../lib/files.ts";
import { LazyPdfViewer } from "../../components/pdf/lazy-pdf-viewer.tsx";
import { isPdfUrl } from "../../components/pdf/pdf-source.ts";
import { useTranslation } from "react-i18next";

interface Presentation {
  id: string;
  title: string;
  url: string | null;
  content: string | null;
}

export function PptsTab({ decks }: { decks: Presentation[] }) {
  const { t } = useTranslation();
  if (!decks.length) return <Typography sx={{ py: 4, textAlign: "center" }}>{t("viewer:ppts.empty")}</Typography>;
  return (
    <Stack spacing={3}>
      {decks.map((deck) => {
        const url = fileUrl(deck.url);
        return (
          <Paper key={deck.id} variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {deck.title}
            </Typography>
            {isPdfUrl(url) ? (
              <>
                <LazyPdfViewer url={url} />
                {deck.content && <SafeHtml html={deck.content} sx={{ mt: 2 }} />}
              </>
            ) : url ? (
              <Button variant="contained" href={url} target="_blank" rel="noopener noreferrer">
                {t("viewer:ppts.download")}
              </Button>
            ) : (
              <SafeHtml html={deck.content ?? ""} />
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
