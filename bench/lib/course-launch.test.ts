import { describe, expect, it } from "vitest";
import { courseLaunchMarkdown, percentile, type CourseLaunchResult } from "./course-launch.ts";

const result: CourseLaunchResult = {
  settings: { buyers: 200, windowSeconds: 0 },
  database: "pglite",
  allEnrolledSeconds: 31.4,
  orderP50Ms: 812.2,
  orderP99Ms: 2950.7,
  confirmP50Ms: 640,
  confirmP95Ms: 1900,
  confirmP99Ms: 2400,
  shedRetries: 0,
  failures: 0,
  gatewayCpuMsPerPurchase: 61.5,
  cpu: {
    measured: "the gateway in its own process",
    gatewaySeconds: 12.3,
    databaseSeconds: null,
    buyersAndFakeSeconds: 4.56,
    otherSeconds: 0.5,
  },
  checks: { "every buyer charged once": "pass" },
};

describe("the course launch's table", () => {
  it("shows order creation, the gateway's CPU per purchase and each part's CPU", () => {
    const table = courseLaunchMarkdown({ ...result, finishedAt: "2026-11-29T11:40:00Z", machine: { cpus: 2 } });
    expect(table).toContain("| order creation p50 / p99 | 812 ms / 2951 ms |");
    expect(table).toContain("| checkout confirm p50 / p95 / p99 | 640 ms / 1900 ms / 2400 ms |");
    expect(table).toContain("| gateway CPU per purchase | 61.5 ms |");
    expect(table).toContain(
      "| CPU: gateway / PostgreSQL / buyers and fake / other work | 12.30 s / - / 4.56 s / 0.50 s |",
    );
    expect(table).toContain("CPU: the gateway in its own process.");
  });

  it("reads percentiles as the nearest rank", () => {
    const values = Array.from({ length: 200 }, (_, index) => 200 - index);
    expect(percentile(values, 0.5)).toBe(100);
    expect(percentile(values, 0.99)).toBe(198);
    expect(percentile([], 0.99)).toBe(0);
  });
});
