import { useId, useState } from "react";
import { IconButton, ListSubheader, Menu, MenuItem } from "@mui/material";
import { useTranslation } from "react-i18next";
import { SettingsIcon } from "./player-icons.tsx";
import type { Quality } from "./adaptive-source.ts";

export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2];

export interface Caption {
  language: string;
  label: string;
}

interface SettingsMenuProps {
  qualities: Quality[];
  quality: Quality;
  onQuality: (quality: Quality) => void;
  speed: number;
  onSpeed: (speed: number) => void;
  captions: Caption[];
  subtitle: string | null;
  onSubtitle: (language: string | null) => void;
}

/** Quality (when renditions exist), speed and subtitles, each a group of radio items (docs/video.md). */
export function SettingsMenu(props: SettingsMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const item = (key: string, label: string, checked: boolean, choose: () => void) => (
    <MenuItem
      key={key}
      role="menuitemradio"
      aria-checked={checked}
      selected={checked}
      dense
      onClick={() => (choose(), close())}
    >
      {label}
    </MenuItem>
  );
  const qualityLabel = (quality: Quality) =>
    quality === "auto" ? t("viewer:video.auto") : quality === "audio" ? t("viewer:video.audioOnly") : `${quality}p`;
  return (
    <>
      <IconButton
        aria-label={t("viewer:video.settings")}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: "inherit" }}
      >
        <SettingsIcon fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        slotProps={{ list: { id: menuId, dense: true, "aria-label": t("viewer:video.settings") } }}
      >
        {props.qualities.length > 1 && <ListSubheader>{t("viewer:video.quality")}</ListSubheader>}
        {props.qualities.length > 1 &&
          props.qualities.map((quality) =>
            item(`q-${quality}`, qualityLabel(quality), props.quality === quality, () => props.onQuality(quality)),
          )}
        <ListSubheader>{t("viewer:video.speed")}</ListSubheader>
        {SPEEDS.map((speed) => item(`s-${speed}`, `${speed}x`, props.speed === speed, () => props.onSpeed(speed)))}
        {props.captions.length > 0 && <ListSubheader>{t("viewer:video.subtitles")}</ListSubheader>}
        {props.captions.length > 0 &&
          item("c-off", t("viewer:video.subtitlesOff"), props.subtitle === null, () => props.onSubtitle(null))}
        {props.captions.map((caption) =>
          item(`c-${caption.language}`, caption.label, props.subtitle === caption.language, () =>
            props.onSubtitle(caption.language),
          ),
        )}
      </Menu>
    </>
  );
}
