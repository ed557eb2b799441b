// Listings are dated relative to the moment of seeding so deadlines and exam dates stay in the future.
const DAY_MS = 86_400_000;

export function daysFrom(now: Date, days: number, hourUtc = 4): Date {
  const date = new Date(now.getTime() + days * DAY_MS);
  date.setUTCHours(hourUtc, 30, 0, 0);
  return date;
}
