// The interface languages, their names as their speakers write them, and the Intl locale each formats with.
import type { Language } from "@app/schema/languages";

export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from "@app/schema/languages";

/** Shown in the switcher in the language itself, so a learner finds theirs whatever the page's language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

/** Hindi counts in Devanagari digits (२२ नव॰ २०२६), with Indian grouping like English (4,50,000). */
export const INTL_LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN-u-nu-deva" };

/** Name of the cookie (and query parameter) carrying the chosen language, read by the server renderer too. */
export const LANGUAGE_COOKIE = "lang";
