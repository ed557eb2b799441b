import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Box, MenuItem, TextField, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { UpdateProfileDocument } from "../../../gql/graphql.ts";
import { switchLanguage } from "../../../i18n/browser-language.ts";
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from "../../../i18n/languages.ts";
import { StatusMessage, type Status } from "./status-message.tsx";

/** Applies at once and is kept on the profile, so every device the learner signs in on follows it. */
export function LanguageSetting({ current }: { current: string | null }) {
  const { t, i18n } = useTranslation();
  const [save, { loading }] = useMutation(UpdateProfileDocument);
  const [status, setStatus] = useState<Status>(null);
  const value = isLanguage(i18n.language) ? i18n.language : (current ?? "en");

  const choose = async (language: string) => {
    if (!isLanguage(language)) return;
    await switchLanguage(i18n, language);
    try {
      await save({ variables: { input: { language } } });
      setStatus({ text: t("profile:language.saved"), ok: true });
    } catch {
      setStatus({ text: t("profile:language.failed"), ok: false });
    }
  };

  return (
    <Box component="section" aria-labelledby="language-heading">
      <Typography id="language-heading" variant="h6" component="h2" gutterBottom>{t("profile:language.title")}</Typography>
      <TextField
        select
        label={t("profile:language.label")}
        helperText={t("profile:language.help")}
        value={value}
        disabled={loading}
        onChange={(event) => void choose(event.target.value)}
        sx={{ minWidth: 240 }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem key={language} value={language} lang={language}>{LANGUAGE_NAMES[language]}</MenuItem>
        ))}
      </TextField>
      <StatusMessage message={status} />
    </Box>
  );
}
