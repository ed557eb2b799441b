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
  // The outcome as a key: shown in the language just chosen, not the one this handler started in.
  const [outcome, setOutcome] = useState<{ key: string; ok: boolean } | null>(null);
  const status: Status = outcome && { text: t(outcome.key), ok: outcome.ok };
  const value = isLanguage(i18n.language) ? i18n.language : (current ?? "en");

  const choose = async (language: string) => {
    if (!isLanguage(language)) return;
    await switchLanguage(i18n, language);
    try {
      await save({ variables: { input: { language } } });
      setOutcome({ key: "profile:language.saved", ok: true });
    } catch {
      setOutcome({ key: "profile:language.failed", ok: false });
    }
  };

  return (
    <Box component="section" aria-labelledby="language-heading">
      <Typography id="language-heading" variant="h6" component="h2" gutterBottom>
        {t("profile:language.title")}
      </Typography>
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
          <MenuItem key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </MenuItem>
        ))}
      </TextField>
      <StatusMessage message={status} />
    </Box>
  );
}
