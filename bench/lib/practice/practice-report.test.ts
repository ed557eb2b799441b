// The practice goal as pass or fail: a slow p99, a refused answer or a lost one each fails it; a narrowed run is not
// stored over the full-size figures.
import { describe, expect, it } from "vitest";
import { DEFAULT_PRACTICE, practiceSettings, type PracticeResult } from "./practice.ts";
import { fullSize, practiceChecks, practicePassed } from "./practice-report.ts";

const requests = { sent: 1_000, acknowledged: 1_000, errors: 0, errorSamples: [], p50Ms: 8, p99Ms: 40, maxMs: 90 };

const result = (change: Partial<PracticeResult> = {}): PracticeResult => ({
  settings: practiceSettings({}),
  answers: requests,
  sets: requests,
  answersPerSecond: 500,
  sendLagP99Ms: 2,
  cores: { gateways: 0.5, postgres: 0.4, nginx: 0.1, generator: 0.3, other: 0 },
  gatewayCpuPerAnswerMs: 1,
  perGateway: [500, 500],
  stored: { rows: 1_000, lost: 0, daysOff: 0, cardsMissing: 0, topicsOff: 0 },
  ...change,
});

describe("the practice goal", () => {
  it("passes with p99 under 100 ms, no error and nothing lost", () => {
    expect(practicePassed(result())).toBe(true);
  });

  it("fails on a p99 of 100 ms or more", () => {
    expect(practicePassed(result({ answers: { ...requests, p99Ms: 100 } }))).toBe(false);
  });

  it("fails when nothing was acknowledged, whatever the (empty) p99 says", () => {
    expect(practicePassed(result({ answers: { ...requests, acknowledged: 0, p99Ms: 0 } }))).toBe(false);
  });

  it("fails on a refused set or answer", () => {
    expect(practicePassed(result({ sets: { ...requests, errors: 1 } }))).toBe(false);
  });

  it("fails on an acknowledged answer missing, miscounted in its day or topic, or without its Revise card", () => {
    for (const stored of [{ lost: 1 }, { daysOff: 1 }, { cardsMissing: 1 }, { topicsOff: 1 }]) {
      const checks = practiceChecks(result({ stored: { ...result().stored, ...stored } }));
      expect(Object.values(checks)).toEqual([true, true, false]);
    }
  });
});

describe("which runs are stored", () => {
  it("stores the full size only", () => {
    expect(practiceSettings({})).toMatchObject(DEFAULT_PRACTICE);
    expect(fullSize(practiceSettings({}))).toBe(true);
    expect(fullSize(practiceSettings({ BENCH_PRACTICE_LEARNERS: "500", BENCH_PRACTICE_SECONDS: "30" }))).toBe(false);
  });
});
