import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { Avatar, IconButton, Menu, MenuItem } from "@mui/material";

export interface HeaderUser {
  firstName: string;
  pictureUrl: string | null;
}

/** Uppercase first letter of firstName, falling back to P (spec section 2). */
export function avatarInitial(firstName: string | null | undefined): string {
  return (firstName?.trim().charAt(0) || "P").toUpperCase();
}

const sections = [
  { label: "My Courses", section: "courses" },
  { label: "Certificates", section: "certificates" },
  { label: "Settings", section: "settings" },
];

export function AvatarMenu({ user, onLogout }: { user: HeaderUser; onLogout: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton aria-label="Account menu" aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <Avatar src={user.pictureUrl ?? undefined} alt={user.firstName || "Profile"} sx={{ width: 36, height: 36 }}>
          {avatarInitial(user.firstName)}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        {sections.map((item) => (
          <MenuItem key={item.section} component={RouterLink} to={`/profile?section=${item.section}`} onClick={close}>
            {item.label}
          </MenuItem>
        ))}
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
