// "5 minutes ago" / "5 मिनट पहले" in the learner's language, through Intl like every other date (i18n/format.ts).
import { INTL_LOCALES, isLanguage } from "../../i18n/languages.ts";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

export function relativeTime(value: string | Date, language: string, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(INTL_LOCALES[isLanguage(language) ? language : "en"], {
    numeric: "auto",
  });
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, "minute");
}
