import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { IconButton, Menu, MenuItem } from "@mui/material";
import { ProfileAvatar } from "../placeholders/profile-avatar.tsx";
import type { HeaderUser } from "./header-user.ts";
import { useTranslation } from "react-i18next";

const sections = [
  { label: "common:account.myCourses", section: "courses" },
  { label: "common:account.certificates", section: "certificates" },
  { label: "common:account.settings", section: "settings" },
];

// Loaded lazily by the header: only a signed-in visitor sees it, after the session is restored.
export function AvatarMenu({ user, onLogout }: { user: HeaderUser; onLogout: () => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t("common:account.menu")}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <ProfileAvatar
          src={user.pictureUrl}
          srcSet={user.pictureSrcSet}
          alt={user.firstName || t("common:account.profile")}
          firstName={user.firstName}
          size={36}
        />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        {sections.map((item) => (
          <MenuItem key={item.section} component={RouterLink} to={`/profile?section=${item.section}`} onClick={close}>
            {t(item.label)}
          </MenuItem>
        ))}
        {user.staff && (
          <MenuItem component={RouterLink} to="/admin" onClick={close}>
            {t("common:account.admin")}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          {t("common:account.logOut")}
        </MenuItem>
      </Menu>
    </>
  );
}
