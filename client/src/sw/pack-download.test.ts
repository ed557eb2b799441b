import { describe, expect, it } from "vitest";
import { nextRange, rangeBytes } from "./pack-download.ts";

describe("lesson pack ranges", () => {
  it("cuts a file into about 16 ranges of 32 KB to 1 MB", () => {
    expect(rangeBytes(100_000)).toBe(32 * 1024);
    expect(rangeBytes(8_000_000)).toBe(500_000);
    expect(rangeBytes(400_000_000)).toBe(1024 * 1024);
  });

  it("goes on at the first byte not yet kept, and stops at the end", () => {
    expect(nextRange({ done: 0, size: 100_000 })).toEqual({ start: 0, end: 32_767 });
    expect(nextRange({ done: 98_304, size: 100_000 })).toEqual({ start: 98_304, end: 99_999 });
    expect(nextRange({ done: 100_000, size: 100_000 })).toBeNull();
  });
});
