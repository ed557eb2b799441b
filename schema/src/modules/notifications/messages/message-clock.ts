// The Indian clock of SMS and WhatsApp (docs/notifications.md): quiet hours, the day of the daily cap and the month
// of the spending cap are India Standard Time, whatever the server's zone (UTC+05:30 all year, no daylight saving).
import { messageLimits } from "../../../input-limits.ts";
import { dayStartsAt, indianDay } from "../../practice/streak/indian-day.ts";

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The hour (0-23) and minute on an Indian clock at `instant`. */
export function indianTime(instant: Date): { hour: number; minute: number } {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  return { hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes() };
}

/** When quiet hours end if `instant` falls in them (07:00 IST that morning or the next), else null. */
export function quietUntil(instant: Date): Date | null {
  const { startHour, endHour } = messageLimits.quietHours;
  const { hour } = indianTime(instant);
  if (hour >= endHour && hour < startHour) return null;
  const today = dayStartsAt(indianDay(instant));
  const morning = new Date(today.getTime() + endHour * HOUR_MS);
  return hour < endHour ? morning : new Date(morning.getTime() + 24 * HOUR_MS);
}

/** The instant the Indian day of `instant` began. */
export const indianDayStart = (instant: Date) => dayStartsAt(indianDay(instant));

/** The instant the Indian calendar month of `instant` began. */
export const indianMonthStart = (instant: Date) => dayStartsAt(`${indianDay(instant).slice(0, 8)}01`);
