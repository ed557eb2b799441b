import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { Link as RouterLink, NavLink, useLocation } from "react-router";
import { AppBar, Box, Button, IconButton, Toolbar, Typography } from "@mui/material";
import { MenuIcon } from "../ui/icons.tsx";
import { useOpenedOnce } from "../ui/use-opened-once.ts";
import type { HeaderUser } from "./header-user.ts";
import { navItems, productName } from "./site.ts";
import { TopBanner } from "./top-banner.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import type { Language } from "../../i18n/languages.ts";
import { useTranslation } from "react-i18next";

// Kept out of the first screen: the avatar menu only exists after sign-in, the drawer only once opened.
const AvatarMenu = lazy(() => import("./avatar-menu.tsx").then((module) => ({ default: module.AvatarMenu })));
const loadMobileNav = () => import("./mobile-nav.tsx");
const MobileNav = lazy(() => loadMobileNav().then((module) => ({ default: module.MobileNav })));

interface HeaderProps {
  user: HeaderUser | null;
  onLogout: () => void;
  onLanguageChange: (language: Language) => void;
  /** The signed-in learner's notification bell, composed by the app (components import no feature). */
  bell?: ReactNode;
}

export function Header({ user, onLogout, onLanguageChange, bell }: HeaderProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);
  const drawerMounted = useOpenedOnce(menuOpen);

  return (
    <Box component="header">
      {!user && <TopBanner />}
      <AppBar position="sticky" color="default" elevation={1}>
        {/* A signed-in 360 px phone holds the name, the language button, the bell, the avatar and the menu button
            only with narrow gaps; the name is the one thing that may shrink (it ends in an ellipsis). */}
        <Toolbar sx={{ gap: { xs: 0.5, sm: 2 } }}>
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            noWrap
            sx={{ color: "primary.main", fontWeight: 700, textDecoration: "none", flexGrow: 1, minWidth: 0 }}
          >
            {productName}
          </Typography>
          <Box component="nav" aria-label={t("common:nav.main")} sx={{ display: { xs: "none", md: "flex" }, gap: 1 }}>
            {navItems.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                color="inherit"
                sx={{ "&.active": { color: "primary.main" } }}
              >
                {t(item.label)}
              </Button>
            ))}
          </Box>
          <LanguageSwitch onChange={onLanguageChange} />
          {user && bell}
          {user ? (
            <Suspense fallback={null}>
              <AvatarMenu user={user} onLogout={onLogout} />
            </Suspense>
          ) : (
            <Button
              component={RouterLink}
              to="/login"
              variant="contained"
              sx={{ display: { xs: "none", sm: "inline-flex" } }}
            >
              {t("common:nav.getStarted")}
            </Button>
          )}
          <IconButton
            aria-label={t("common:nav.openMenu")}
            onPointerDown={() => void loadMobileNav()}
            onClick={() => setMenuOpen(true)}
            sx={{ display: { md: "none" } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      {drawerMounted && (
        <Suspense fallback={null}>
          <MobileNav open={menuOpen} onClose={() => setMenuOpen(false)} loggedIn={!!user} />
        </Suspense>
      )}
    </Box>
  );
}
