import { useEffect, useState } from "react";
import { Link as RouterLink, NavLink, useLocation } from "react-router";
import { AppBar, Box, Button, IconButton, Toolbar, Typography } from "@mui/material";
import { MenuIcon } from "../ui/icons.tsx";
import { AvatarMenu, type HeaderUser } from "./avatar-menu.tsx";
import { MobileNav } from "./mobile-nav.tsx";
import { navItems, productName } from "./site.ts";
import { TopBanner } from "./top-banner.tsx";

export function Header({ user, onLogout }: { user: HeaderUser | null; onLogout: () => void }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  return (
    <Box component="header">
      {!user && <TopBanner />}
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography component={RouterLink} to="/" variant="h6" sx={{ color: "primary.main", fontWeight: 700, textDecoration: "none", flexGrow: 1 }}>
            {productName}
          </Typography>
          <Box component="nav" aria-label="Main navigation" sx={{ display: { xs: "none", md: "flex" }, gap: 1 }}>
            {navItems.map((item) => (
              <Button key={item.to} component={NavLink} to={item.to} color="inherit" sx={{ "&.active": { color: "primary.main" } }}>
                {item.label}
              </Button>
            ))}
          </Box>
          {user ? (
            <AvatarMenu user={user} onLogout={onLogout} />
          ) : (
            <Button component={RouterLink} to="/login" variant="contained" sx={{ display: { xs: "none", sm: "inline-flex" } }}>
              Get Started
            </Button>
          )}
          <IconButton aria-label="Open menu" onClick={() => setMenuOpen(true)} sx={{ display: { md: "none" } }}>
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <MobileNav open={menuOpen} onClose={() => setMenuOpen(false)} loggedIn={!!user} />
    </Box>
  );
}
