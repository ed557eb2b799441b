// The interface languages, their names as their speakers write them, and the Intl locale each formats with.
import type { Language } from "@app/schema/languages";

export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from "@app/schema/languages";

/** Shown in the switcher in the language itself, so a learner finds theirs whatever the page's language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  hi: "हिन्दी",
  bn: "বাংলা",
  mr: "मराठी",
  te: "తెలుగు",
  ta: "தமிழ்",
};

/**
 * Every language groups the Indian way (4,50,000). Digits are named, not left to the browser's ICU data (which differs
 * between browsers and Node): Hindi and Marathi count in Devanagari digits (२२ नव॰ २०२६), Bengali in Bengali digits
 * (২২ নভেঃ, ২০২৬) as CLDR writes both by default; Telugu and Tamil in Latin digits (22 நவ., 2026), their CLDR
 * default and what their readers see in print and on screens (docs/languages.md).
 */
export const INTL_LOCALES: Record<Language, string> = {
  en: "en-IN",
  hi: "hi-IN-u-nu-deva",
  bn: "bn-IN-u-nu-beng",
  mr: "mr-IN-u-nu-deva",
  te: "te-IN-u-nu-latn",
  ta: "ta-IN-u-nu-latn",
};

/**
 * The languages the staff console is written in. In the others its namespaces (`admin`, `admin-<section>`) are read
 * in English (catalogues.ts): staff work in English or Hindi, and a half-translated console helps no one.
 */
export const CONSOLE_LANGUAGES: readonly Language[] = ["en", "hi"];

/** Name of the cookie (and query parameter) carrying the chosen language, read by the server renderer too. */
export const LANGUAGE_COOKIE = "lang";
