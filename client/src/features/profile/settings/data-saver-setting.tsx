import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Box, FormControlLabel, Switch, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { UpdateProfileDocument } from "../../../gql/graphql.ts";
import { StatusMessage, type Status } from "./status-message.tsx";

type SaveDataConnection = { connection?: { saveData?: boolean } };
const browserSavesData = () =>
  typeof navigator !== "undefined" && !!(navigator as Navigator & SaveDataConnection).connection?.saveData;

/** Video data saver (docs/video.md), kept on the account; until chosen, the browser's Save-Data preference shows. */
export function DataSaverSetting({ current }: { current: boolean | null }) {
  const { t } = useTranslation();
  const [save, { loading }] = useMutation(UpdateProfileDocument);
  const [status, setStatus] = useState<Status>(null);
  // The choice shows at once, on a slow link too; a failed save puts the stored value back.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const on = chosen ?? current ?? browserSavesData();

  const choose = async (dataSaver: boolean) => {
    setChosen(dataSaver);
    try {
      await save({ variables: { input: { dataSaver } } });
      setStatus({ text: t("profile:dataSaver.saved"), ok: true });
    } catch {
      setChosen(null);
      setStatus({ text: t("profile:dataSaver.failed"), ok: false });
    }
  };

  return (
    <Box component="section" aria-labelledby="data-saver-heading">
      <Typography id="data-saver-heading" variant="h6" component="h2" gutterBottom>
        {t("profile:dataSaver.title")}
      </Typography>
      <FormControlLabel
        control={<Switch checked={on} disabled={loading} onChange={(event) => void choose(event.target.checked)} />}
        label={t("profile:dataSaver.label")}
      />
      <Typography variant="body2" color="text.secondary">
        {t("profile:dataSaver.help")}
      </Typography>
      <StatusMessage message={status} />
    </Box>
  );
}
