import { NavLink } from "react-router";
import { Box, Button } from "@mui/material";
import { sectionsFor, type StaffRole } from "./admin-sections.ts";
import { useTranslation } from "react-i18next";

/**
 * One list for every width: a sidebar from md up, a horizontal scroller above the page on narrow screens
 * (360 px), so the same links stay in the same order for keyboard and screen-reader users.
 */
export function AdminNav({ role }: { role: StaffRole }) {
  const { t } = useTranslation("admin");
  return (
    <Box
      component="nav"
      aria-label={t("admin:nav")}
      sx={{
        flexShrink: 0,
        width: { md: 200 },
        borderRight: { md: 1 },
        borderBottom: { xs: 1, md: 0 },
        borderColor: { xs: "divider", md: "divider" },
        overflowX: { xs: "auto", md: "visible" },
      }}
    >
      <Box
        component="ul"
        sx={{ listStyle: "none", m: 0, p: 1, display: "flex", flexDirection: { xs: "row", md: "column" }, gap: 0.5 }}
      >
        {sectionsFor(role).map((section) => (
          <li key={section.to}>
            <Button
              component={NavLink}
              to={section.to}
              end={section.to === "/admin"}
              color="inherit"
              sx={{
                justifyContent: "flex-start",
                whiteSpace: "nowrap",
                width: { md: "100%" },
                "&.active": { color: "primary.main", bgcolor: "action.selected" },
              }}
            >
              {t(section.label)}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
