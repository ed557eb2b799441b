// The watchers cluster keeps to the ports after BENCH_PORT when it is set (a machine shared out among people).
import { describe, expect, it } from "vitest";
import { clusterPorts } from "./cluster.ts";

describe("clusterPorts", () => {
  it("puts the gateways and nginx on the ports right after BENCH_PORT", () => {
    expect(clusterPorts("3500")).toEqual({ gateways: [3501, 3502], nginx: 3503 });
  });

  it("leaves every port free to choose without BENCH_PORT", () => {
    expect(clusterPorts(undefined)).toEqual({ gateways: [undefined, undefined] });
  });
});
