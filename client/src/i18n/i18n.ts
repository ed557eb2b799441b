import i18next, { type i18n } from "i18next";
import { catalogueBackend, INITIAL_NAMESPACES } from "./catalogues.ts";
import { formatters } from "./format.ts";
import { type Language } from "./languages.ts";

/**
 * An i18next instance in `language` with every first-screen namespace loaded. Keys are written whole
 * (namespace, colon, key path) so a static scan can check them (catalogues.test.ts); no fallback language, so a
 * missing Hindi text shows as its key in tests instead of quietly as English.
 */
export async function createI18n(language: Language, instance: i18n = i18next.createInstance()): Promise<i18n> {
  await instance.use(catalogueBackend).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: false,
    ns: INITIAL_NAMESPACES,
    defaultNS: "common",
    nsSeparator: ":",
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  // `{{max, number}}` in a text formats as every screen does (en-IN, hi-IN), so code that only has `t` (the console's
  // validators) shows numbers in the reader's language.
  instance.services.formatter?.add("number", (value: unknown, lng: string | undefined) =>
    formatters(lng ?? language).number(Number(value)),
  );
  return instance;
}
