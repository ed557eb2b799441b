// The language of this browser before any profile is known: `?lang=` on the URL, else the `lang` cookie (which the
// server renderer reads too, so both render the same first screen), else what was stored locally, else English.
import type { i18n } from "i18next";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from "./languages.ts";
import { registerScriptFont } from "./script-fonts.ts";

const STORAGE_KEY = "vidyapath.language";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function languageFromUrl(search: string): Language | null {
  const value = new URLSearchParams(search).get(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : null;
}

export function languageFromCookie(cookie: string): Language | null {
  const value = cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : null;
}

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function initialLanguage(): Language {
  return (
    languageFromUrl(window.location.search) ??
    languageFromCookie(document.cookie) ??
    storedLanguage() ??
    DEFAULT_LANGUAGE
  );
}

/**
 * Remembers the choice in this browser (storage for the client, the cookie for the server), labels the page and
 * registers its script's font.
 */
export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  document.documentElement.lang = language;
  registerScriptFont(language);
}

/** Loads the language's catalogues if needed, then re-renders every translated component in it. */
export async function switchLanguage(instance: i18n, language: Language) {
  rememberLanguage(language);
  if (instance.language !== language) await instance.changeLanguage(language);
}
