import { describe, expect, it } from "vitest";
import { REPORT_INTERVAL_MS, reportContent, ReportSchedule, REPORTS_PER_LESSON } from "./schedule.ts";
import type { StepFigures } from "./watch-load.ts";
import { failure } from "./watchers.ts";

describe("report schedule", () => {
  it("has every learner report once per 5 s, whatever the windows it is read in", () => {
    const schedule = new ReportSchedule();
    schedule.add(Array.from({ length: 1_000 }, (_, learner) => learner));
    const reports = [];
    // Uneven windows, as timer ticks on a busy machine give.
    for (let from = 0, width = 1; from < 3 * REPORT_INTERVAL_MS; from += width, width = ((width * 7) % 97) + 1) {
      reports.push(...schedule.due(from, Math.min(from + width, 3 * REPORT_INTERVAL_MS)));
    }
    const perLearner = new Map<number, number[]>();
    for (const report of reports)
      perLearner.set(report.learner, [...(perLearner.get(report.learner) ?? []), report.at]);
    expect(perLearner.size).toBe(1_000);
    for (const times of perLearner.values()) {
      expect(times).toHaveLength(3);
      expect(times[1] - times[0]).toBeCloseTo(REPORT_INTERVAL_MS);
      expect(times[2] - times[1]).toBeCloseTo(REPORT_INTERVAL_MS);
    }
    expect(reports.map((report) => report.at)).toEqual([...reports.map((report) => report.at)].sort((a, b) => a - b));
  });

  it("spreads learners over the period instead of sending them in lockstep", () => {
    const schedule = new ReportSchedule();
    schedule.add(Array.from({ length: 5_000 }, (_, learner) => learner));
    const perSecond = [0, 1, 2, 3, 4].map((second) => schedule.due(second * 1_000, (second + 1) * 1_000).length);
    for (const count of perSecond) expect(count).toBeGreaterThan(800);
  });

  it("keeps another period when given one (a practice answer's 20 s), arrivals spread over the first", () => {
    const schedule = new ReportSchedule(20_000);
    schedule.add(Array.from({ length: 2_000 }, (_, learner) => learner));
    const first = schedule.due(0, 20_000);
    expect(new Set(first.map((report) => report.learner)).size).toBe(2_000);
    expect(schedule.due(20_000, 40_000).every((report, index) => report.at === first[index].at + 20_000)).toBe(true);
    for (const second of [0, 9, 19])
      expect(schedule.due(second * 1_000, (second + 1) * 1_000).length).toBeGreaterThan(60);
  });

  it("moves a learner to its next lesson every six reports, with a watch time that only grows", () => {
    const reports = Array.from({ length: 2 * REPORTS_PER_LESSON + 1 }, (_, report) => reportContent(3, report, 20));
    expect(reports.map((report) => report.lesson)).toEqual([3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 5]);
    expect(new Set(reports.map((report) => report.watchTime)).size).toBe(reports.length);
    expect(reportContent(19, REPORTS_PER_LESSON, 20).lesson).toBe(0);
  });
});

describe("the ramp's verdict on a step", () => {
  const step = (latencyP99Ms: number, errors = 0): StepFigures => ({
    learners: 5_000,
    seconds: 20,
    sent: 20_000,
    acknowledged: 20_000 - errors,
    errors,
    errorSamples: errors ? ["HTTP 503"] : [],
    writesPerSecond: 1_000,
    latencyP50Ms: 5,
    latencyP99Ms,
    latencyMaxMs: latencyP99Ms,
    sendLagP99Ms: 1,
  });

  it("holds with p99 under 200 ms and no error, and fails on either", () => {
    expect(failure(step(199.9))).toBeNull();
    expect(failure(step(200))).toMatch(/p99 200 ms at 5000 learners/);
    expect(failure(step(20, 1))).toMatch(/1 failed report\(s\) at 5000 learners \(HTTP 503\)/);
  });
});
