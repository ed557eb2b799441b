// Turns raw figures into the performance budgets: ratios to the baseline of the same data, growth with payload,
// start time, memory, client weight and LCP; plus the run-to-run comparison that shows reproducibility.
import type { ClientSizes } from "./client-size.ts";
import type { LcpFigure } from "./lcp.ts";
import type { LoadSettings } from "./load.ts";
import type { ScenarioResult } from "./measure.ts";

export const BUDGET = {
  throughputRatio: 0.6,
  p99Ratio: 4,
  startMs: 10_000,
  /** Decision 045: on embedded PGlite, PostgreSQL itself lives in the gateway's process. */
  rssBytes: { postgres: 400 * 1024 * 1024, pglite: 450 * 1024 * 1024 },
  initialJsGzipBytes: 220 * 1024,
  lcpMs: 2_500,
  reproducibility: 0.15,
  /** Cached reads against the gateway's own /config.json in the same run (docs/operations.md). */
  ceilingRatio: 0.5,
  /** Capacity (docs/performance.md): the gateway's own CPU per progress write, for every way a write is sent. */
  progressWriteGatewayCpuMicros: 800,
  /** Capacity: the signed-in catalogue, which runs its resolvers on every request. */
  uncachedCatalogueRequestsPerSecond: 2_000,
};

/** The group of the signed-in catalogue (client-scenarios.ts), judged by its own throughput, not a ratio. */
export const UNCACHED_CATALOGUE_GROUP = "catalogue-uncached";

export interface BenchRun {
  database: "pglite" | "postgres";
  finishedAt: string;
  /** The commit measured (with "+changes" for a dirty tree): run-to-run figures mean most between equal code. */
  commit?: string;
  machine: { cpus: number; node: string; loadAverage: number[] };
  settings: LoadSettings;
  scenarios: ScenarioResult[];
  startMs: number[];
  rssMaxBytes: number;
  client: { sizes: ClientSizes; lcp: LcpFigure[] | string } | string;
}

export interface Comparison {
  label: string;
  group: string;
  throughputRatio: number;
  p99Ratio: number;
}

export interface CeilingComparison {
  label: string;
  group: string;
  /** Median of round-by-round throughput ratios to GET /config.json of the same group. */
  ratio: number;
}

export interface Growth {
  kind: string;
  from: string;
  to: string;
  bytesGrowth: number;
  latencyGrowth: number;
  msPerKbSmall: number;
  msPerKbLarge: number;
}

export interface Budget {
  name: string;
  value: string;
  limit: string;
  ok: boolean;
}

export function compare(run: BenchRun): Comparison[] {
  return run.scenarios
    .filter((result) => result.kind === "rest" || result.kind === "graphql")
    .map((result) => {
      const floor = run.scenarios.find((other) => other.group === result.group && other.kind === "baseline")!;
      return {
        label: result.label,
        group: result.group,
        throughputRatio: throughputRatio(result, floor),
        p99Ratio: result.figures.latencyP99Ms / Math.max(1, floor.figures.latencyP99Ms),
      };
    });
}

/** REST and GraphQL reads of every group measured with its /config.json ceiling. */
export function ceilingComparisons(run: BenchRun): CeilingComparison[] {
  return run.scenarios.flatMap((result) => {
    const ceiling = run.scenarios.find((other) => other.group === result.group && other.kind === "ceiling");
    if (!ceiling || (result.kind !== "rest" && result.kind !== "graphql" && result.kind !== "client")) return [];
    return [{ label: result.label, group: result.group, ratio: throughputRatio(result, ceiling) }];
  });
}

/**
 * The median of the round-by-round ratios: each round measures a scenario and its reference (floor or ceiling)
 * within seconds of each other, so a burst of background load that hits one round moves one ratio of five
 * instead of the total.
 */
function throughputRatio(result: ScenarioResult, reference: ScenarioResult): number {
  const rounds = result.figures.roundRequestsPerSecond ?? [];
  const references = reference.figures.roundRequestsPerSecond ?? [];
  if (rounds.length === 0 || rounds.length !== references.length)
    return result.figures.requestsPerSecond / reference.figures.requestsPerSecond;
  return median(rounds.map((rate, round) => rate / references[round]));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const SCALE_PAIRS = [
  ["catalogue", "catalogue-1000"],
  ["course-20", "course-200"],
] as const;

export function growth(run: BenchRun): Growth[] {
  return SCALE_PAIRS.flatMap(([from, to]) =>
    (["baseline", "rest", "graphql"] as const).flatMap((kind) => {
      const small = run.scenarios.find((result) => result.group === from && result.kind === kind);
      const large = run.scenarios.find((result) => result.group === to && result.kind === kind);
      if (!small || !large) return [];
      const perKb = (result: ScenarioResult) => result.figures.latencyMeanMs / (result.bytes / 1024);
      return [
        {
          kind,
          from,
          to,
          bytesGrowth: large.bytes / small.bytes,
          latencyGrowth: large.figures.latencyMeanMs / small.figures.latencyMeanMs,
          msPerKbSmall: perKb(small),
          msPerKbLarge: perKb(large),
        },
      ];
    }),
  );
}

const pct = (value: number) => `${(value * 100).toFixed(0)}%`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function budgets(run: BenchRun): Budget[] {
  const list: Budget[] = compare(run).flatMap((row) => [
    {
      name: `throughput ${row.label} (${row.group})`,
      value: pct(row.throughputRatio),
      limit: ">= 60% of baseline",
      ok: row.throughputRatio >= BUDGET.throughputRatio,
    },
    {
      name: `p99 ${row.label} (${row.group})`,
      value: `${row.p99Ratio.toFixed(2)}x`,
      limit: "< 4x baseline",
      ok: row.p99Ratio < BUDGET.p99Ratio,
    },
  ]);
  list.push(...capacityBudgets(run));
  for (const row of ceilingComparisons(run)) {
    if (row.group === UNCACHED_CATALOGUE_GROUP) continue;
    // Signed in as anonymous (decision 042: the viewer is remembered, and a shared answer is known by its URL).
    const limit = BUDGET.ceilingRatio;
    list.push({
      name: `cached ${row.label} (${row.group}) vs GET /config.json`,
      value: `${row.ratio.toFixed(2)}x`,
      limit: `>= ${limit}x`,
      ok: row.ratio >= limit,
    });
  }
  for (const row of growth(run)) {
    list.push({
      name: `latency growth ${row.kind} ${row.from} -> ${row.to}`,
      value: `${row.latencyGrowth.toFixed(1)}x for ${row.bytesGrowth.toFixed(1)}x bytes`,
      limit: "<= bytes growth",
      ok: row.latencyGrowth <= row.bytesGrowth,
    });
  }
  const slowestStart = Math.max(...run.startMs);
  list.push({
    name: "start (npm run serve -> first 200 on /api/courses/published)",
    value: `${(slowestStart / 1000).toFixed(1)} s`,
    limit: "< 10 s",
    ok: slowestStart < BUDGET.startMs,
  });
  list.push({
    name: "gateway RSS under load (max)",
    value: `${(run.rssMaxBytes / 2 ** 20).toFixed(0)} MB`,
    limit: `< ${BUDGET.rssBytes[run.database] / 2 ** 20} MB`,
    ok: run.rssMaxBytes < BUDGET.rssBytes[run.database],
  });
  if (typeof run.client === "string") return list;
  const initial = run.client.sizes.initial.gzipBytes;
  list.push({
    name: "initial JS for / (gzip)",
    value: kb(initial),
    limit: "<= 220 KB",
    ok: initial <= BUDGET.initialJsGzipBytes,
  });
  for (const page of typeof run.client.lcp === "string" ? [] : run.client.lcp) {
    const ok = page.lcpMs > 0 && page.lcpMs < BUDGET.lcpMs;
    const element = page.element.replace(/[|`]/g, " ");
    const value = page.lcpMs > 0 ? `${(page.lcpMs / 1000).toFixed(2)} s (${element})` : `no LCP entry (${element})`;
    const browser = page.chromium ? `, Chromium ${page.chromium}` : "";
    list.push({ name: `LCP ${page.path} (4x CPU, slow 4G${browser})`, value, limit: "< 2.5 s", ok });
  }
  return list;
}

/**
 * The budgets a run missed: every budget its table prints (a narrowed run prints them too, the client's size
 * among them) and any measured beside it (Lighthouse), so the summary line agrees with the table.
 */
export function missedBudgets(run: BenchRun, measuredBeside: Budget[] = []): Budget[] {
  return [...budgets(run), ...measuredBeside].filter((budget) => !budget.ok);
}

export interface Reproducibility {
  comparedWith: string;
  comparedCommit?: string;
  rows: { label: string; group: string; delta: number }[];
  maxDelta: number;
  ok: boolean;
}

/** Relative change of each throughput ratio against the previous run on the same database. */
export function reproducibility(run: BenchRun, previous: BenchRun | undefined): Reproducibility | undefined {
  if (!previous) return undefined;
  const before = new Map(compare(previous).map((row) => [`${row.group} ${row.label}`, row.throughputRatio]));
  const rows = compare(run).flatMap((row) => {
    const earlier = before.get(`${row.group} ${row.label}`);
    return earlier === undefined
      ? []
      : [{ label: row.label, group: row.group, delta: row.throughputRatio / earlier - 1 }];
  });
  const maxDelta = Math.max(0, ...rows.map((row) => Math.abs(row.delta)));
  return {
    comparedWith: previous.finishedAt,
    comparedCommit: previous.commit,
    rows,
    maxDelta,
    ok: maxDelta <= BUDGET.reproducibility,
  };
}

/** The capacity goals: gateway CPU per progress write (every row of the `progress` group but the floor), uncached catalogue. */
export function capacityBudgets(run: BenchRun): Budget[] {
  const writes = run.scenarios.filter(
    (result) => result.group === "progress" && result.kind !== "baseline" && result.figures.gatewayCpuMicrosPerRequest,
  );
  const catalogue = run.scenarios.filter(
    (result) => result.group === UNCACHED_CATALOGUE_GROUP && result.kind === "client",
  );
  return [
    ...writes.map((result) => ({
      name: `gateway CPU per write ${result.label}`,
      value: `${result.figures.gatewayCpuMicrosPerRequest!.toFixed(0)} µs`,
      limit: `<= ${BUDGET.progressWriteGatewayCpuMicros} µs`,
      ok: result.figures.gatewayCpuMicrosPerRequest! <= BUDGET.progressWriteGatewayCpuMicros,
    })),
    ...catalogue.map((result) => ({
      name: `uncached catalogue ${result.label}`,
      value: `${result.figures.requestsPerSecond.toFixed(0)} req/s`,
      limit: `>= ${BUDGET.uncachedCatalogueRequestsPerSecond} req/s`,
      ok: result.figures.requestsPerSecond >= BUDGET.uncachedCatalogueRequestsPerSecond,
    })),
  ];
}
