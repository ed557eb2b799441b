// The streak (docs/practice.md): consecutive Indian days with the daily goal met. One freeze per ISO week (Monday to
// Sunday, IST) covers one missed day so a streak survives it; a second missed day in that week ends the streak.
// Today never breaks a streak: it is not over yet. Pure: the caller passes the days and the server's today.
import { addDays, weekStart } from "./indian-day.ts";

export interface StreakState {
  current: number;
  longest: number;
  /** 1 while this week's freeze is unused, else 0. */
  freezesLeft: number;
  /** The missed days a freeze covered. */
  frozen: Set<string>;
}

/** `metDays`: the days whose goal was met ("YYYY-MM-DD"); `today`: the server's Indian day. */
export function streakOf(metDays: Iterable<string>, today: string): StreakState {
  const met = new Set(metDays);
  const frozen = new Set<string>();
  const weeksFrozen = new Set<string>();
  const first = [...met].filter((day) => day <= today).sort()[0];
  let current = 0;
  let longest = 0;
  for (let day = first; day !== undefined && day <= today; day = addDays(day, 1)) {
    if (met.has(day)) {
      current += 1;
      longest = Math.max(longest, current);
    } else if (day === today) {
      // The day is still running: yesterday's streak stands.
    } else if (current > 0 && !weeksFrozen.has(weekStart(day))) {
      weeksFrozen.add(weekStart(day));
      frozen.add(day);
    } else {
      current = 0;
    }
  }
  return { current, longest, freezesLeft: weeksFrozen.has(weekStart(today)) ? 0 : 1, frozen };
}
