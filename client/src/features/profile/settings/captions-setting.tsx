import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Box, FormControlLabel, Switch, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { UpdateProfileDocument } from "../../../gql/graphql.ts";
import { StatusMessage, type Status } from "./status-message.tsx";

/** Captions on by default in lesson videos (docs/accessibility.md), kept on the account; off until chosen. */
export function CaptionsSetting({ current }: { current: boolean | null }) {
  const { t } = useTranslation();
  const [save, { loading }] = useMutation(UpdateProfileDocument);
  const [status, setStatus] = useState<Status>(null);
  // The choice shows at once, on a slow link too; a failed save puts the stored value back.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const on = chosen ?? current ?? false;

  const choose = async (captionsOn: boolean) => {
    setChosen(captionsOn);
    try {
      await save({ variables: { input: { captionsOn } } });
      setStatus({ text: t("profile:captions.saved"), ok: true });
    } catch {
      setChosen(null);
      setStatus({ text: t("profile:captions.failed"), ok: false });
    }
  };

  return (
    <Box component="section" aria-labelledby="captions-heading">
      <Typography id="captions-heading" variant="h6" component="h2" gutterBottom>
        {t("profile:captions.title")}
      </Typography>
      <FormControlLabel
        control={<Switch checked={on} disabled={loading} onChange={(event) => void choose(event.target.checked)} />}
        label={t("profile:captions.label")}
      />
      <Typography variant="body2" color="text.secondary">
        {t("profile:captions.help")}
      </Typography>
      <StatusMessage message={status} />
    </Box>
  );
}
