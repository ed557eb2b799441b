// The Indian day and the streak as pure functions (docs/practice.md): midnight IST boundaries, one freeze per
// ISO week, today never breaking a streak.
import { describe, expect, it } from "vitest";
import { addDays, dayStartsAt, indianDay, weekStart } from "./indian-day.ts";
import { streakOf } from "./streak.ts";

const days = (first: string, count: number) => Array.from({ length: count }, (_, i) => addDays(first, i));

describe("the Indian day", () => {
  it("turns at midnight IST, 18:30 UTC", () => {
    expect(indianDay(new Date("2026-11-29T18:29:00Z"))).toBe("2026-11-29"); // 23:59 IST
    expect(indianDay(new Date("2026-11-29T18:31:00Z"))).toBe("2026-11-30"); // 00:01 IST
    expect(indianDay(new Date("2026-11-29T00:00:00Z"))).toBe("2026-11-29"); // 05:30 IST
    expect(dayStartsAt("2026-11-30").toISOString()).toBe("2026-11-29T18:30:00.000Z");
  });

  it("weeks run Monday to Sunday", () => {
    expect(weekStart("2026-11-30")).toBe("2026-11-30"); // a Monday
    expect(weekStart("2026-12-06")).toBe("2026-11-30"); // the Sunday after
    expect(weekStart("2026-12-07")).toBe("2026-12-07");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("the streak", () => {
  it("counts consecutive days with the goal met; today unmet does not break it", () => {
    const met = days("2026-11-23", 5); // Mon 23 to Fri 27
    expect(streakOf(met, "2026-11-27")).toMatchObject({ current: 5, longest: 5, freezesLeft: 1 });
    expect(streakOf(met, "2026-11-28")).toMatchObject({ current: 5, freezesLeft: 1 });
  });

  it("at 23:59 IST the day still counts for today; at 00:01 it is yesterday's", () => {
    const met = ["2026-11-28"];
    expect(streakOf([...met, indianDay(new Date("2026-11-29T18:29:00Z"))], "2026-11-29").current).toBe(2);
    // An answer a minute later falls on the 30th: the 29th stays unmet, covered by the week's freeze.
    const after = streakOf([...met, indianDay(new Date("2026-11-29T18:31:00Z"))], "2026-11-30");
    expect(after).toMatchObject({ current: 2, frozen: new Set(["2026-11-29"]) });
  });

  it("a freeze covers one missed day a week; the streak goes on without counting it", () => {
    // Mon 23, Tue 24 met; Wed 25 missed; Thu 26 met.
    const state = streakOf(["2026-11-23", "2026-11-24", "2026-11-26"], "2026-11-26");
    expect(state).toMatchObject({ current: 3, longest: 3, freezesLeft: 0 });
    expect([...state.frozen]).toEqual(["2026-11-25"]);
  });

  it("a second missed day in the same week ends the streak", () => {
    const state = streakOf(["2026-11-23", "2026-11-24", "2026-11-26", "2026-11-28"], "2026-11-28");
    expect(state).toMatchObject({ current: 1, longest: 3, freezesLeft: 0 });
    expect([...state.frozen]).toEqual(["2026-11-25"]);
    // Two missed days in a row: the first is frozen, the second ends it.
    expect(streakOf(["2026-11-23", "2026-11-24"], "2026-11-27")).toMatchObject({ current: 0, longest: 2 });
  });

  it("the freeze comes back with the new week", () => {
    // Wed 25 missed (this week's freeze), then Tue 1 December missed (next week's freeze).
    const met = ["2026-11-24", "2026-11-26", ...days("2026-11-27", 4), "2026-12-02"];
    const state = streakOf(met, "2026-12-02");
    expect(state).toMatchObject({ current: 7, freezesLeft: 0 });
    expect([...state.frozen]).toEqual(["2026-11-25", "2026-12-01"]);
    expect(streakOf(met, "2026-12-07").freezesLeft).toBe(1);
  });

  it("nothing to freeze before the first goal met, and nothing from an empty history", () => {
    expect(streakOf([], "2026-11-29")).toMatchObject({ current: 0, longest: 0, freezesLeft: 1 });
    expect(streakOf(["2026-11-29"], "2026-11-29").frozen.size).toBe(0);
  });
});
