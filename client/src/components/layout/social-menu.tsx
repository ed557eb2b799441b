import { useState } from "react";
import { Button, Menu, MenuItem } from "@mui/material";
import { socialLinks } from "./site.ts";

export function SocialMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button color="inherit" size="small" aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        Social Media
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {socialLinks.map((link) => (
          <MenuItem key={link.label} component="a" href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
