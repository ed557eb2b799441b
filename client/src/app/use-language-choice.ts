// The learner's language: chosen in the header or settings, or by `?lang=` on any URL; kept on the profile when
// signed in (and applied from it on sign-in), and in this browser always (i18n/browser-language.ts).
import { useCallback, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useApolloClient } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { languageFromUrl, switchLanguage } from "../i18n/browser-language.ts";
import { isLanguage, type Language } from "../i18n/languages.ts";

export function useLanguageChoice(signedIn: boolean, profileLanguage: string | null | undefined) {
  const { i18n } = useTranslation();
  const { search } = useLocation();
  const client = useApolloClient();

  const choose = useCallback(
    async (language: Language) => {
      await switchLanguage(i18n, language);
      if (signedIn && profileLanguage !== language) {
        await import("./save-language.ts")
          .then(({ saveLanguage }) => saveLanguage(client, language))
          .catch((error: unknown) => console.error("Language not saved", error));
      }
    },
    [i18n, signedIn, profileLanguage, client],
  );

  // A `?lang=` is applied when the URL brings it, not again when the learner then picks another language.
  const fromUrl = languageFromUrl(search);
  const chooseLatest = useRef(choose);
  chooseLatest.current = choose;
  useEffect(() => {
    if (fromUrl) void chooseLatest.current(fromUrl);
  }, [fromUrl, search]);

  // The profile's language wins over this browser's once the learner is signed in (unless the URL names one).
  const urlNamesLanguage = fromUrl !== null;
  useEffect(() => {
    if (!urlNamesLanguage && isLanguage(profileLanguage) && profileLanguage !== i18n.language)
      void switchLanguage(i18n, profileLanguage);
  }, [profileLanguage, urlNamesLanguage, i18n]);

  return choose;
}
