import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Box, Button, List, ListItem, ListItemText, Stack, TextField, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import {
  DeleteStaffLessonCaptionDocument,
  SetStaffLessonCaptionDocument,
  type StaffLessonVideoFragment,
} from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";

/** Caption files per language (docs/video.md): WebVTT or SRT; a broken file comes back with the line to fix. */
export function LessonCaptions({ lessonId, video }: { lessonId: string; video: StaffLessonVideoFragment }) {
  const { t } = useTranslation("admin-lessons");
  const { enqueueSnackbar } = useSnackbar();
  const [language, setLanguage] = useState("en");
  const [label, setLabel] = useState("English");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, { loading }] = useMutation(SetStaffLessonCaptionDocument);
  const [remove] = useMutation(DeleteStaffLessonCaptionDocument);

  const submit = async () => {
    if (!file) return setError(t("admin-lessons:captions.choose"));
    try {
      await upload({ variables: { lessonId, language: language.trim(), label: label.trim(), file } });
      setError(null);
      enqueueSnackbar(t("admin-lessons:captions.saved"), { variant: "success" });
    } catch (failure) {
      setError(serverMessage(failure, t("admin-lessons:captions.failed")));
    }
  };

  return (
    <Box component="section" aria-labelledby="captions-heading" sx={{ mt: 3, maxWidth: 640 }}>
      <Typography id="captions-heading" variant="h6" component="h3" gutterBottom>
        {t("admin-lessons:captions.heading")}
      </Typography>
      <List dense aria-label={t("admin-lessons:captions.list")}>
        {video.captions.map((caption) => (
          <ListItem
            key={caption.language}
            secondaryAction={
              <Button
                color="error"
                size="small"
                onClick={() =>
                  void remove({ variables: { lessonId, language: caption.language } }).catch(() => undefined)
                }
              >
                {t("admin-lessons:captions.delete", { label: caption.label })}
              </Button>
            }
          >
            <ListItemText primary={caption.label} secondary={caption.language} />
          </ListItem>
        ))}
      </List>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
        <TextField
          size="small"
          label={t("admin-lessons:captions.language")}
          helperText={t("admin-lessons:captions.languageHelp")}
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
        />
        <TextField
          size="small"
          label={t("admin-lessons:captions.label")}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
        />
        <Button component="label" variant="outlined">
          {file ? file.name : t("admin-lessons:captions.file")}
          <input
            hidden
            type="file"
            accept=".vtt,.srt,text/vtt"
            aria-label={t("admin-lessons:captions.file")}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Button variant="contained" disabled={loading} onClick={() => void submit()}>
          {t("admin-lessons:captions.upload")}
        </Button>
      </Stack>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
