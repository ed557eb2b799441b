// The month's GST summary as CSV for the accountant (docs/payments.md, GST summary): admins only, as the route
// answers instructors 403; an instructor's console shows their own courses' revenue and no operator-wide tax.
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Box, Button, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import { useFormat } from "../../../i18n/use-format.ts";
import { saveFile } from "../../../lib/save-file.ts";
import { fetchGstSummaryCsv, recentMonths } from "./gst-summary-csv.ts";

/** Two financial years back: what an accountant may still file or revise. */
const MONTHS_OFFERED = 24;

/** `refreshToken` renews an expired backend token once (the session's refresh). */
export function GstSummary({ refreshToken }: { refreshToken: () => Promise<string | null> }) {
  const { t } = useTranslation("admin-payments");
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const months = useMemo(() => recentMonths(new Date(), MONTHS_OFFERED), []);
  const [month, setMonth] = useState(months[0]);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await fetchGstSummaryCsv(month, refreshToken), `gst-${month}.csv`);
    } catch (failure) {
      enqueueSnackbar(
        t("admin-payments:gst.failed", { message: failure instanceof Error ? failure.message : String(failure) }),
        { variant: "error" },
      );
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="gst-heading" sx={{ mb: 4 }}>
      <Typography id="gst-heading" variant="h6" component="h2">
        {t("admin-payments:gst.heading")}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
        {t("admin-payments:gst.help")}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: "wrap", alignItems: "center", gap: 1 }}>
        <TextField
          select
          size="small"
          label={t("admin-payments:gst.month")}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          {months.map((value) => (
            <MenuItem key={value} value={value}>
              {format.date(`${value}-01T00:00:00Z`, "monthYear", { utc: true })}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={download} disabled={downloading}>
          {t("admin-payments:gst.download")}
        </Button>
      </Stack>
    </Box>
  );
}
