// The interface languages the product speaks (docs/languages.md): the one list the profile's accepted values, the
// gateway's page language and the web client's catalogues all read. Constants only, so the client can import it.
export const LANGUAGES = ["en", "hi", "bn", "mr", "te", "ta"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
