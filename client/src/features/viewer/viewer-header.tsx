import { Box, Chip, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format.ts";

export function ViewerHeader({ title, lessonCount, minutes }: { title: string; lessonCount: number; minutes: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box sx={{ px: { xs: 2, md: 3 }, py: 2, borderBottom: 1, borderColor: "divider", bgcolor: "background.paper" }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ mt: 0.5, alignItems: "center", flexWrap: "wrap" }}>
        <Typography variant="body2" color="text.secondary">
          {t("viewer:header.lessons", { count: lessonCount, value: format.number(lessonCount) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("courses:detail.minutes", { count: minutes, value: format.number(minutes) })}
        </Typography>
        <Chip label={t("viewer:header.active")} color="success" size="small" />
      </Stack>
    </Box>
  );
}
