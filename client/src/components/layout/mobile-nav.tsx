import { Link as RouterLink } from "react-router";
import { Drawer, List, ListItemButton, ListItemText } from "@mui/material";
import { navItems } from "./site.ts";
import { useTranslation } from "react-i18next";

/** The drawer closes on an outside click (backdrop) and, through the header, on every route change. */
export function MobileNav({ open, onClose, loggedIn }: { open: boolean; onClose: () => void; loggedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <List component="nav" aria-label={t("common:nav.main")} sx={{ width: 240 }}>
        {navItems.map((item) => (
          <ListItemButton key={item.to} component={RouterLink} to={item.to} onClick={onClose}>
            <ListItemText primary={t(item.label)} />
          </ListItemButton>
        ))}
        {!loggedIn && (
          <ListItemButton component={RouterLink} to="/login" onClick={onClose}>
            <ListItemText primary={t("common:nav.getStarted")} />
          </ListItemButton>
        )}
      </List>
    </Drawer>
  );
}
