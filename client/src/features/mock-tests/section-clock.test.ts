import { describe, expect, it } from "vitest";
import { isOpen, liveSection, sectionRemainingMs } from "./section-clock.ts";

const start = Date.parse("2026-11-26T10:00:00Z");
const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
const endsAt = at(20);
const timed = [
  { id: "reasoning", opensAt: at(0), closesAt: at(5) },
  { id: "quant", opensAt: at(5), closesAt: at(15) },
  { id: "english", opensAt: at(15), closesAt: endsAt },
];

describe("section clock", () => {
  it("opens timed sections one after another and none after the end", () => {
    expect(liveSection(timed, start)?.id).toBe("reasoning");
    expect(liveSection(timed, start + 5 * 60_000 - 1)?.id).toBe("reasoning");
    expect(liveSection(timed, start + 5 * 60_000)?.id).toBe("quant");
    expect(liveSection(timed, start + 19 * 60_000)?.id).toBe("english");
    expect(liveSection(timed, start + 20 * 60_000)).toBeNull();
  });

  it("counts a timed section's own time, and leaves the test's clock to untimed ones", () => {
    expect(sectionRemainingMs(timed[1], endsAt, start + 6 * 60_000)).toBe(9 * 60_000);
    expect(sectionRemainingMs(timed[2], endsAt, start + 16 * 60_000)).toBeNull();
    const untimed = [
      { id: "a", opensAt: at(0), closesAt: endsAt },
      { id: "b", opensAt: at(0), closesAt: endsAt },
    ];
    expect(liveSection(untimed, start + 60_000)?.id).toBe("a");
    expect(sectionRemainingMs(untimed[0], endsAt, start)).toBeNull();
  });
});

describe("open sections", () => {
  it("keeps every untimed section open together", () => {
    const window = { opensAt: at(0), closesAt: endsAt };
    expect(isOpen({ id: "b", ...window }, start + 60_000)).toBe(true);
    expect(isOpen(timed[1], start + 60_000)).toBe(false);
  });
});
