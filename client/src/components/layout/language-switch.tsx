import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../../i18n/languages.ts";

/** One button per other language, each labelled in its own script and marked with its lang for screen readers. */
export function LanguageSwitch({ onChange }: { onChange: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {LANGUAGES.filter((language) => language !== i18n.language).map((language) => (
        <Button
          key={language}
          lang={language}
          color="inherit"
          aria-label={t("common:language.switchTo", { language: LANGUAGE_NAMES[language] })}
          onClick={() => onChange(language)}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </>
  );
}
