import { describe, expect, it } from "vitest";
import { judgedWindow, soakVerdict, type SoakMinute, type SoakResult } from "./soak-report.ts";

const minute = (slice: number, rssMb: number, p99Ms = 20, errors = 0): SoakMinute => ({
  slice,
  rssMb,
  heapUsedMb: 80,
  heapTotalMb: 100,
  externalMb: 10,
  requests: 1000,
  p50Ms: 5,
  p99Ms,
  shed: 0,
  errors,
});

const result = (slices: SoakMinute[], crashed: string | null = null): SoakResult => ({
  database: "pglite",
  minutes: slices.length,
  sliceSeconds: 60,
  capacityPerSecond: 100,
  share: 0.7,
  ratePerSecond: 70,
  mix: [],
  slices,
  crashed,
  snapshots: false,
  errorSamples: [],
});

describe("the soak's verdict", () => {
  it("judges the last ten minutes of a 20-minute run, leaving the warm-up out", () => {
    const slices = Array.from({ length: 20 }, (_, index) => minute(index + 1, index < 10 ? 200 + index * 20 : 400));
    expect(judgedWindow(slices, 60).map((slice) => slice.slice)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(soakVerdict(result(slices))).toMatchObject({ ok: true, rssGrowth: 0 });
  });

  it("judges the second half of a shorter run", () => {
    const slices = [300, 340, 350, 352, 354, 355].map((rss, index) => minute(index + 1, rss));
    expect(judgedWindow(slices, 60).map((slice) => slice.slice)).toEqual([4, 5, 6]);
  });

  it("fails on RSS growing 5% or more after warm-up, a crash, a p99 that drifts, or failed requests", () => {
    const growing = Array.from({ length: 20 }, (_, index) => minute(index + 1, 300 + index * 3));
    expect(soakVerdict(result(growing)).ok).toBe(false);
    expect(soakVerdict(result(growing)).rssGrowth).toBeCloseTo(27 / 330, 5);
    const flat = Array.from({ length: 20 }, (_, index) => minute(index + 1, 300));
    expect(soakVerdict(result(flat, "exit code 134")).ok).toBe(false);
    const drifting = flat.map((slice, index) => ({ ...slice, p99Ms: index === 19 ? 90 : 20 }));
    expect(soakVerdict(result(drifting)).reasons).toEqual(["p99 varied 4.5x over the judged window"]);
    const failing = flat.map((slice, index) => ({ ...slice, errors: index === 15 ? 1 : 0 }));
    expect(soakVerdict(result(failing)).reasons).toEqual(["1 failed request(s)"]);
  });
});
