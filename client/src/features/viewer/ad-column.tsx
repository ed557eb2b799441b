import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/** Right-hand advertisement placeholder, large screens only (spec section 2). */
export function AdColumn() {
  const { t } = useTranslation();
  return (
    <Box
      component="aside"
      aria-label={t("viewer:ad.label")}
      sx={{ display: { xs: "none", lg: "block" }, width: 220, flexShrink: 0 }}
    >
      <Box
        sx={{
          position: "sticky",
          top: 88,
          border: 1,
          borderColor: "divider",
          borderStyle: "dashed",
          borderRadius: 2,
          p: 2,
          minHeight: 400,
          textAlign: "center",
        }}
      >
        <Typography variant="overline" color="text.secondary">
          {t("viewer:ad.label")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("viewer:ad.text")}
        </Typography>
      </Box>
    </Box>
  );
}
