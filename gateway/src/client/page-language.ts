// The language a page is served in: `?lang=` on the URL, else the `lang` cookie the client sets when a learner
// chooses one (client/src/i18n/browser-language.ts reads them in the same order), else English. The server
// renders the first screen in it and labels the document with <html lang>, so both agree before the script runs.
import type { FastifyRequest } from "fastify";
import { DEFAULT_LANGUAGE, isLanguage } from "@app/schema/languages";

const known = (value: unknown): string | null => (isLanguage(value) ? value : null);

export function pageLanguage(request: FastifyRequest): string {
  const fromQuery = known((request.query as Record<string, unknown> | undefined)?.lang);
  const cookie = request.headers.cookie ?? "";
  const fromCookie = known(/(?:^|;\s*)lang=([^;]*)/.exec(cookie)?.[1]);
  return fromQuery ?? fromCookie ?? DEFAULT_LANGUAGE;
}

/** The shell's <html lang="en"> set to the page's language. */
export const withLanguage = (html: string, language: string) =>
  html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
