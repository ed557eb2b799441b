// Dates in the console are shown the Indian way, in the page's language (i18n/format.ts: en-IN or hi-IN). Date-only
// fields (an internship's deadline) are stored as UTC midnight, so they are read and written in UTC to stay the
// same calendar day everywhere.
import i18next from "i18next";
import { formatters } from "../../../i18n/format.ts";

const pad = (value: number) => String(value).padStart(2, "0");

export const formatDay = (iso: string) => formatters(i18next.language).date(iso, "short", { utc: true });
export const formatDateTime = (iso: string) => formatters(i18next.language).date(iso, "dateTime");

/** `<input type="date">` value of a stored date-only field. */
export const toDayInput = (iso: string) => iso.slice(0, 10);
export const fromDayInput = (day: string) => new Date(`${day}T00:00:00.000Z`).toISOString();

/** `<input type="datetime-local">` value in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
export const fromLocalInput = (local: string) => new Date(local).toISOString();
