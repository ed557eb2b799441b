// Numbers, prices and dates for the learner's language, through Intl (en-IN and hi-IN). One place for every screen.
import { INTL_LOCALES, isLanguage, type Language } from "./languages.ts";

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) cache.set(key, (format = create()));
  return format;
}

const localeOf = (language: string) => INTL_LOCALES[isLanguage(language) ? language : "en"];

export type DateStyle = "short" | "long" | "dayMonth" | "monthYear" | "dateTime";
const dateOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { day: "numeric", month: "short", year: "numeric" },
  long: { day: "numeric", month: "long", year: "numeric" },
  dayMonth: { day: "numeric", month: "short" },
  monthYear: { month: "short", year: "numeric" },
  dateTime: { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" },
};

export interface Formatters {
  number(value: number, options?: Intl.NumberFormatOptions): string;
  percent(fraction: number): string;
  /** Course prices in paise as rupees (decision 030): ₹1,499, ₹499.50, ₹1,00,000; paise only when there are some. */
  rupees(paise: number): string;
  /** A size in bytes as people read it: 850 KB, 18 MB, 1.2 GB (decimal units, as phones show storage). */
  bytes(value: number): string;
  /** A wait in seconds, rounded to the unit that matters: 40 seconds, 7 minutes, 2 hours. */
  duration(seconds: number): string;
  /** An ISO date or a Date; text that is no date is returned as it is. `utc` for calendar dates stored as midnight UTC. */
  date(value: string | Date, style?: DateStyle, options?: { utc?: boolean }): string;
}

/**
 * Creates the language's number and date formatters ahead of the first screen: the first Intl formatter of a page
 * loads ICU's data (~15 ms on a laptop, ~60 ms on a cheap phone), which the caller can then spend in a task of its
 * own instead of inside the render of whichever component formats first.
 */
export function prepareFormatters(language: Language | string) {
  const format = formatters(language);
  format.number(0);
  format.date(new Date(0));
}

export function formatters(language: Language | string): Formatters {
  const locale = localeOf(language);
  return {
    number: (value, options) =>
      cached(`${locale} n ${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(locale, options)).format(
        value,
      ),
    percent: (fraction) =>
      cached(`${locale} %`, () => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 })).format(
        fraction,
      ),
    rupees: (paise) =>
      cached(
        `${locale} ₹`,
        () =>
          new Intl.NumberFormat(locale, { style: "currency", currency: "INR", trailingZeroDisplay: "stripIfInteger" }),
      ).format(paise / 100),
    bytes(value) {
      const [unit, size] = value >= 1e9 ? ["gigabyte", 1e9] : value >= 1e6 ? ["megabyte", 1e6] : ["kilobyte", 1e3];
      const amount = value / size;
      const options = { style: "unit", unit, maximumFractionDigits: amount < 10 ? 1 : 0 } as const;
      return cached(
        `${locale} b ${unit} ${options.maximumFractionDigits}`,
        () => new Intl.NumberFormat(locale, options),
      ).format(amount);
    },
    duration(seconds) {
      const [unit, amount] =
        seconds >= 5400 ? ["hour", seconds / 3600] : seconds >= 90 ? ["minute", seconds / 60] : ["second", seconds];
      return cached(
        `${locale} t ${unit}`,
        () => new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long", maximumFractionDigits: 0 }),
      ).format(Math.ceil(amount));
    },
    date(value, style = "short", { utc = false } = {}) {
      const date = typeof value === "string" ? new Date(value) : value;
      if (Number.isNaN(date.getTime())) return String(value);
      const options = { ...dateOptions[style], ...(utc ? { timeZone: "UTC" } : {}) };
      return cached(`${locale} d ${style} ${utc}`, () => new Intl.DateTimeFormat(locale, options)).format(date);
    },
  };
}
