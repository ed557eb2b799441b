import { describe, expect, it } from "vitest";
import type { LoadFigures } from "./load.ts";
import type { ScenarioResult } from "./measure.ts";
import { budgets, ceilingComparisons, compare, missedBudgets, reproducibility, type BenchRun } from "./report.ts";

const figures = (rounds: number[], p99 = 10): LoadFigures => ({
  requestsPerSecond: rounds.reduce((sum, rate) => sum + rate, 0) / rounds.length,
  latencyMeanMs: 5,
  latencyP50Ms: 5,
  latencyP99Ms: p99,
  roundRequestsPerSecond: rounds,
  requests: 1_000,
  failures: 0,
});

const scenario = (kind: ScenarioResult["kind"], rounds: number[]): ScenarioResult => ({
  group: "progress",
  kind,
  label: `${kind} progress`,
  bytes: 400,
  figures: figures(rounds),
});

const run = (baseline: number[], rest: number[]): BenchRun => ({
  database: "pglite",
  finishedAt: "2026-11-22T00:00:00.000Z",
  machine: { cpus: 2, node: "v20", loadAverage: [0, 0, 0] },
  settings: { connections: 32, warmupSeconds: 1, durationSeconds: 5, rounds: baseline.length },
  scenarios: [scenario("baseline", baseline), scenario("rest", rest)],
  startMs: [1_000],
  rssMaxBytes: 1,
  client: "skipped",
});

describe("throughput ratios", () => {
  it("are the median of round-by-round ratios, so one disturbed round does not move them", () => {
    // Round 3 lost most of the floor's throughput to background load; the total-based ratio would read 75%.
    const [row] = compare(run([1_000, 1_000, 200, 1_000, 1_000], [600, 600, 600, 600, 600]));
    expect(row.throughputRatio).toBeCloseTo(0.6);
  });

  it("fall back to totals for runs stored without rounds", () => {
    const stored = run([1_000], [500]);
    for (const result of stored.scenarios) result.figures.roundRequestsPerSecond = [];
    expect(compare(stored)[0].throughputRatio).toBeCloseTo(0.5);
  });

  it("are compared with the run before as a relative change", () => {
    const change = reproducibility(
      run([1_000, 1_000, 1_000], [550, 550, 550]),
      run([1_000, 1_000, 1_000], [500, 500, 500]),
    );
    expect(change?.maxDelta).toBeCloseTo(0.1);
    expect(change?.ok).toBe(true);
  });
});

describe("cached reads against /config.json", () => {
  const withCeiling = (rest: number[], ceiling: number[]): BenchRun => {
    const stored = run([100, 100, 100], rest);
    stored.scenarios.push({ ...scenario("ceiling", ceiling), label: "GET /config.json" });
    return stored;
  };

  it("are the median of round-by-round ratios to the ceiling of the same group, never a floor row", () => {
    const stored = withCeiling([450, 500, 600], [1_000, 1_000, 2_000]);
    expect(ceilingComparisons(stored)).toEqual([{ label: "rest progress", group: "progress", ratio: 0.45 }]);
    expect(compare(stored).map((row) => row.label)).toEqual(["rest progress"]);
  });

  it("meet their budget at half the ceiling", () => {
    const verdict = (rest: number[]) =>
      budgets(withCeiling(rest, [1_000, 1_000, 1_000])).find((budget) => budget.name.includes("/config.json"));
    expect(verdict([500, 500, 500])).toMatchObject({ value: "0.50x", limit: ">= 0.5x", ok: true });
    expect(verdict([490, 490, 490])).toMatchObject({ value: "0.49x", ok: false });
  });

  // Decision 020: the browser's own queries have no raw-SQL floor; signed-in ones are held to the same ratio
  // (decision 042).
  it("compare the client's queries with the ceiling only, signed-in ones at 0.5x too", () => {
    const client = (group: string, rounds: number[]): ScenarioResult[] => [
      { ...scenario("client", rounds), group, label: "GET /graphql Courses (as sent)" },
      { ...scenario("ceiling", [1_000, 1_000, 1_000]), group, label: "GET /config.json" },
    ];
    const stored = run([100, 100, 100], [100, 100, 100]);
    stored.scenarios.push(
      ...client("client-anonymous", [400, 400, 400]),
      ...client("client-signed-in", [400, 400, 400]),
    );
    expect(compare(stored).map((row) => row.group)).toEqual(["progress"]);
    const verdicts = budgets(stored).filter((budget) => budget.name.includes("Courses"));
    expect(verdicts.map(({ limit, ok }) => ({ limit, ok }))).toEqual([
      { limit: ">= 0.5x", ok: false },
      { limit: ">= 0.5x", ok: false },
    ]);
  });
});

describe("the run's summary", () => {
  const kb = 1024;
  // A run narrowed to the client's groups: no pair of scenarios, but the client's size is measured and printed.
  const narrowed = (initialKb: number): BenchRun => ({
    ...run([], []),
    scenarios: [],
    client: {
      sizes: { initial: { files: [], gzipBytes: Math.round(initialKb * kb) }, lazy: [] },
      lcp: "skipped: BENCH_ONLY",
    },
  });

  it("counts the client-size budget of a narrowed run as missed when its table shows it missed", () => {
    expect(missedBudgets(narrowed(225.7)).map((budget) => budget.name)).toEqual(["initial JS for / (gzip)"]);
    expect(missedBudgets(narrowed(218.4))).toEqual([]);
  });

  it("adds the budgets measured beside the run", () => {
    const lighthouse = { name: "Lighthouse performance /", value: "85", limit: ">= 90", ok: false };
    expect(missedBudgets(narrowed(218.4), [lighthouse])).toEqual([lighthouse]);
  });
});

describe("capacity goals", () => {
  it("hold every progress write but the floor to 800 µs of gateway CPU, and the uncached catalogue to 2,000 req/s", () => {
    const stored = run([1_000, 1_000, 1_000], [700, 700, 700]);
    stored.scenarios[0].figures.gatewayCpuMicrosPerRequest = 300;
    stored.scenarios[1].figures.gatewayCpuMicrosPerRequest = 900;
    stored.scenarios.push(
      { ...scenario("graphql", [700, 700, 700]), label: "client mutation" },
      { ...scenario("client", [2_100, 2_100, 2_100]), group: "catalogue-uncached", label: "GET /graphql Courses" },
      { ...scenario("ceiling", [9_000, 9_000, 9_000]), group: "catalogue-uncached", label: "GET /config.json" },
    );
    stored.scenarios[2].figures.gatewayCpuMicrosPerRequest = 800;
    const verdicts = budgets(stored).filter(
      (budget) =>
        budget.name.startsWith("gateway CPU") ||
        budget.name.includes("catalogue-uncached") ||
        budget.name.startsWith("uncached"),
    );
    expect(verdicts.map(({ name, ok }) => ({ name, ok }))).toEqual([
      { name: "gateway CPU per write rest progress", ok: false },
      { name: "gateway CPU per write client mutation", ok: true },
      { name: "uncached catalogue GET /graphql Courses", ok: true },
    ]);
  });
});
