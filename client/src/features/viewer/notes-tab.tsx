import { Button, Paper, Stack, Typography } from "@mui/material";
import { SafeHtml } from "../../components/ui/safe-html.tsx";
import { fileUrl } from "../../lib/files.ts";
import { useTranslation } from "react-i18next";

interface Note {
  id: string;
  title: string;
  url: string | null;
  content: string | null;
}

export function NotesTab({ notes }: { notes: Note[] }) {
  const { t } = useTranslation();
  if (!notes.length) return <Typography sx={{ py: 4, textAlign: "center" }}>{t("viewer:notes.empty")}</Typography>;
  return (
    <Stack spacing={2}>
      {notes.map((note) => {
        const url = fileUrl(note.url);
        return (
          <Paper key={note.id} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {note.title}
            </Typography>
            {url ? (
              <Button variant="contained" href={url} target="_blank" rel="noopener noreferrer">
                {t("viewer:notes.download")}
              </Button>
            ) : (
              <SafeHtml html={note.content ?? ""} />
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
