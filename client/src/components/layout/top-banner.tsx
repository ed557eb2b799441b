import { Box, Link, Typography } from "@mui/material";
import { contactEmail } from "./site.ts";
import { SocialMenu } from "./social-menu.tsx";
import { useTranslation } from "react-i18next";

/** Shown to logged-out visitors above the header (spec section 2). */
export function TopBanner() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        bgcolor: "primary.dark",
        color: "primary.contrastText",
        px: 2,
        py: 0.5,
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        justifyContent: "space-between",
        gap: 1,
      }}
    >
      <Typography variant="body2">{t("common:site.tagline")}</Typography>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <SocialMenu />
        <Link href={`mailto:${contactEmail}`} color="inherit" variant="body2">
          {contactEmail}
        </Link>
      </Box>
    </Box>
  );
}
