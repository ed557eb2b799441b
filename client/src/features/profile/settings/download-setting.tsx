import { useState } from "react";
import { Box, FormControlLabel, FormHelperText, Switch, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { setWifiOnly, wifiOnly } from "../../../lib/packs/lesson-packs.ts";

/** Kept on this device only: it is about this phone's connection, not the learner's account. */
export function DownloadSetting() {
  const { t } = useTranslation();
  const [on, setOn] = useState(wifiOnly);
  return (
    <Box component="section" aria-labelledby="downloads-heading">
      <Typography id="downloads-heading" variant="h6" component="h2" gutterBottom>
        {t("profile:downloads.title")}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            onChange={(event) => {
              setWifiOnly(event.target.checked);
              setOn(event.target.checked);
            }}
          />
        }
        label={t("profile:downloads.wifiOnly")}
      />
      <FormHelperText>{t("profile:downloads.wifiOnlyHelp")}</FormHelperText>
    </Box>
  );
}
