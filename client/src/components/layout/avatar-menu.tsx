import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { Avatar, IconButton, Menu, MenuItem } from "@mui/material";
import { avatarInitial } from "./avatar-initial.ts";
import type { HeaderUser } from "./header-user.ts";

const sections = [
  { label: "My Courses", section: "courses" },
  { label: "Certificates", section: "certificates" },
  { label: "Settings", section: "settings" },
];

// Loaded lazily by the header: only a signed-in visitor sees it, after the session is restored.
export function AvatarMenu({ user, onLogout }: { user: HeaderUser; onLogout: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton aria-label="Account menu" aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <Avatar
          src={user.pictureUrl ?? undefined}
          srcSet={user.pictureUrl ? user.pictureSrcSet : undefined}
          slotProps={{ img: { sizes: "36px", width: 36, height: 36 } }}
          alt={user.firstName || "Profile"}
          sx={{ width: 36, height: 36 }}
        >
          {avatarInitial(user.firstName)}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        {sections.map((item) => (
          <MenuItem key={item.section} component={RouterLink} to={`/profile?section=${item.section}`} onClick={close}>
            {item.label}
          </MenuItem>
        ))}
        {user.staff && (
          <MenuItem component={RouterLink} to="/admin" onClick={close}>
            Admin
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          Log Out
        </MenuItem>
      </Menu>
    </>
  );
}
