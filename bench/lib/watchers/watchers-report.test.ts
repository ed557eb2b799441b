// The report's per-write figures: a step where nothing was acknowledged has none (no division by nothing).
import { describe, expect, it } from "vitest";
import { gatewayCpuPerWriteMs, serverCpuPerWriteMs } from "./watchers-report.ts";
import { learnerAddress } from "./watch-load.ts";
import type { WatchersStep } from "./watchers.ts";

const step = (writesPerSecond: number): WatchersStep => ({
  learners: 3000,
  seconds: 20,
  sent: 12_000,
  acknowledged: writesPerSecond * 20,
  errors: 0,
  errorSamples: [],
  writesPerSecond,
  latencyP50Ms: 5,
  latencyP99Ms: 20,
  latencyMaxMs: 40,
  sendLagP99Ms: 2,
  cores: { gateways: 0.6, postgres: 0.3, nginx: 0.1, generator: 0.2, other: 0 },
});

describe("CPU per write", () => {
  it("divides the cores the server burned by the writes acknowledged", () => {
    expect(serverCpuPerWriteMs(step(500))).toBeCloseTo(2);
    expect(gatewayCpuPerWriteMs(step(500))).toBeCloseTo(1.2);
  });

  it("has no figure when nothing was acknowledged", () => {
    expect(serverCpuPerWriteMs(step(0))).toBeNull();
    expect(gatewayCpuPerWriteMs(step(0))).toBeNull();
  });
});

describe("learnerAddress", () => {
  it("gives every learner an address of its own", () => {
    const addresses = new Set(Array.from({ length: 70_000 }, (_, learner) => learnerAddress(learner)));
    expect(addresses.size).toBe(70_000);
    expect(learnerAddress(65_793)).toBe("10.1.1.1");
  });
});
