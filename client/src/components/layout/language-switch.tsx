import { lazy, Suspense, useState } from "react";
import { Box, Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { TranslateIcon } from "../ui/icons.tsx";
import { useOpenedOnce } from "../ui/use-opened-once.ts";
import { isLanguage, LANGUAGE_NAMES, type Language } from "../../i18n/languages.ts";

// The menu (popover, focus trap, transitions: about 10 KB of the first screen's script) is fetched on hover or
// focus, before the press that opens it, as the footer's social menu is (the initial JS budget, docs/performance.md).
const loadMenu = () => import("./language-menu-list.tsx");
const LanguageMenuList = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenuList })));

/**
 * The header's language menu: six names do not fit a 360 px header as buttons, so one button (the translate sign,
 * and the current language's name from 600 px up) opens a menu naming each language in its own script, marked with
 * its lang for screen readers. The id lets browser tests find it whatever the page's language.
 */
export function LanguageSwitch({ onChange }: { onChange: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const mounted = useOpenedOnce(!!anchor);
  const current = isLanguage(i18n.language) ? i18n.language : "en";
  const prefetch = () => void loadMenu();
  return (
    <>
      <Button
        id="language-menu-button"
        color="inherit"
        aria-label={`${t("common:language.label")}: ${LANGUAGE_NAMES[current]}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        aria-controls={anchor ? "language-menu" : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 40, px: { xs: 1, sm: 1.5 } }}
      >
        <TranslateIcon />
        <Box component="span" lang={current} sx={{ display: { xs: "none", sm: "inline" }, ml: 1 }}>
          {LANGUAGE_NAMES[current]}
        </Box>
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <LanguageMenuList
            anchor={anchor}
            current={current}
            onClose={() => setAnchor(null)}
            onChoose={(language) => {
              setAnchor(null);
              if (language !== current) onChange(language);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
