import { Menu, MenuItem } from "@mui/material";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../../i18n/languages.ts";

/** The language menu's list (language-switch.tsx), fetched when the button is hovered, focused or first pressed. */
export function LanguageMenuList({
  anchor,
  current,
  onClose,
  onChoose,
}: {
  anchor: HTMLElement | null;
  current: Language;
  onClose: () => void;
  onChoose: (language: Language) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu
      id="language-menu"
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      slotProps={{ list: { "aria-labelledby": "language-menu-button" } }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={language === current}
          aria-label={t("common:language.switchTo", { language: LANGUAGE_NAMES[language] })}
          onClick={() => onChoose(language)}
        >
          {LANGUAGE_NAMES[language]}
        </MenuItem>
      ))}
    </Menu>
  );
}
