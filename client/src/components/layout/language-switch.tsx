import { useState } from "react";
import { Box, Button, Menu, MenuItem } from "@mui/material";
import { useTranslation } from "react-i18next";
import { TranslateIcon } from "../ui/icons.tsx";
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from "../../i18n/languages.ts";

/**
 * The header's language menu: six names do not fit a 360 px header as buttons, so one button (the translate sign,
 * and the current language's name from 600 px up) opens a menu naming each language in its own script, marked with
 * its lang for screen readers. The id lets browser tests find it whatever the page's language.
 */
export function LanguageSwitch({ onChange }: { onChange: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <>
      <Button
        id="language-menu-button"
        color="inherit"
        aria-label={`${t("common:language.label")}: ${LANGUAGE_NAMES[current]}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        aria-controls={anchor ? "language-menu" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 40, px: { xs: 1, sm: 1.5 } }}
      >
        <TranslateIcon />
        <Box component="span" lang={current} sx={{ display: { xs: "none", sm: "inline" }, ml: 1 }}>
          {LANGUAGE_NAMES[current]}
        </Box>
      </Button>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { "aria-labelledby": "language-menu-button" } }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            aria-label={t("common:language.switchTo", { language: LANGUAGE_NAMES[language] })}
            onClick={() => {
              setAnchor(null);
              if (language !== current) onChange(language);
            }}
          >
            {LANGUAGE_NAMES[language]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
