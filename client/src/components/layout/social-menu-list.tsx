import { Menu, MenuItem } from "@mui/material";
import { socialLinks } from "./site.ts";

export function SocialMenuList({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {socialLinks.map((link) => (
        <MenuItem key={link.label} component="a" href={link.href} target="_blank" rel="noopener noreferrer">
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
