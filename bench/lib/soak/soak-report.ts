// The soak's figures (docs/performance.md, Soak): per minute RSS, heap used, p99 and outcomes; the goal (RSS flat
// after warm-up: under 5% growth over the last 10 minutes, or over the second half of a shorter run; no crash;
// p99 steady); stored in bench/results.json under `soak`, shown in docs/performance.md.
import fs from "node:fs";

export const SOAK_GOAL = { rssGrowth: 0.05, window: 10, p99Spread: 2 };

export interface SoakMinute {
  /** 1-based slice number; a slice is a minute unless BENCH_SOAK_SLICE_SECONDS says otherwise. */
  slice: number;
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** 503 answers (the gateway shedding load) and other failures (5xx, no answer), not counted in the latencies' goal. */
  shed: number;
  errors: number;
}

export interface SoakResult {
  database: "pglite" | "postgres";
  minutes: number;
  sliceSeconds: number;
  capacityPerSecond: number;
  share: number;
  ratePerSecond: number;
  mix: { kind: string; weight: number }[];
  slices: SoakMinute[];
  crashed: string | null;
  /** Heap snapshots were taken (BENCH_SOAK_SNAPSHOTS=1): each pauses the gateway and raises its RSS; not a figure. */
  snapshots: boolean;
  /** Errors by kind of request and status, for the first few failures. */
  errorSamples: string[];
}

export interface SoakRecord extends SoakResult {
  finishedAt: string;
  commit?: string;
  machine: { cpus: number; node: string; loadAverage: number[] };
}

export interface SoakVerdict {
  /** RSS growth over the judged window, as a share of its first slice's RSS. */
  rssGrowth: number;
  windowSlices: number;
  /** Highest over lowest p99 of the slices after warm-up. */
  p99Spread: number;
  ok: boolean;
  reasons: string[];
}

/** The judged window: the last 10 minutes' slices, or the second half of a shorter run (warm-up left out). */
export function judgedWindow(slices: SoakMinute[], sliceSeconds: number): SoakMinute[] {
  const tenMinutes = Math.round((SOAK_GOAL.window * 60) / sliceSeconds);
  const half = Math.floor(slices.length / 2);
  const count = Math.max(2, Math.min(tenMinutes, half));
  return slices.slice(-count);
}

export function soakVerdict(result: SoakResult): SoakVerdict {
  const window = judgedWindow(result.slices, result.sliceSeconds);
  const first = window[0]?.rssMb ?? 0;
  const rssGrowth = first > 0 ? (window[window.length - 1].rssMb - first) / first : 0;
  const p99s = window.map((slice) => slice.p99Ms);
  const p99Spread = p99s.length > 0 ? Math.max(...p99s) / Math.max(1, Math.min(...p99s)) : 0;
  const errors = result.slices.reduce((sum, slice) => sum + slice.errors, 0);
  const reasons = [
    ...(result.crashed ? [`the gateway crashed: ${result.crashed}`] : []),
    ...(window.length < 2 ? ["too short to judge (fewer than two slices after warm-up)"] : []),
    ...(rssGrowth >= SOAK_GOAL.rssGrowth ? [`RSS grew ${(rssGrowth * 100).toFixed(1)}% over the judged window`] : []),
    ...(p99Spread > SOAK_GOAL.p99Spread ? [`p99 varied ${p99Spread.toFixed(1)}x over the judged window`] : []),
    ...(errors > 0 ? [`${errors} failed request(s)`] : []),
  ];
  return { rssGrowth, windowSlices: window.length, p99Spread, ok: reasons.length === 0, reasons };
}

export function saveSoak(file: string, record: SoakRecord) {
  const results = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : { runs: {} };
  fs.writeFileSync(file, `${JSON.stringify({ ...results, soak: record }, null, 2)}\n`);
}

const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;

export function soakMarkdown(record: SoakRecord): string {
  const { machine } = record;
  const verdict = soakVerdict(record);
  const heading = `#### soak: ${record.minutes} minutes on ${record.database === "pglite" ? "embedded PGlite" : "PostgreSQL 15"} (${record.finishedAt}${record.commit ? `, commit ${record.commit}` : ""}; ${machine.cpus} cores, Node ${machine.node}, load ${machine.loadAverage.map((value) => value.toFixed(1)).join("/")} at start)`;
  const mix = record.mix.map((entry) => `${entry.kind} ${entry.weight}%`).join(", ");
  return [
    heading,
    "",
    ...(record.snapshots
      ? [
          "**Heap snapshots were taken during this run (BENCH_SOAK_SNAPSHOTS=1)**: each pauses the gateway for its duration and leaves RSS higher; the run is for leak hunting, not a figure.",
          "",
        ]
      : []),
    `Capacity of the mix (closed loop, 32 connections): ${record.capacityPerSecond.toFixed(0)} req/s; the soak sent ${(record.share * 100).toFixed(0)}% of it, ${record.ratePerSecond.toFixed(0)} req/s, on a fixed schedule. Mix: ${mix}.`,
    "",
    row([
      "slice",
      "RSS MB",
      "heap used MB",
      "heap total MB",
      "external MB",
      "requests",
      "p50 ms",
      "p99 ms",
      "503 shed",
      "errors",
    ]),
    row(["---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]),
    ...record.slices.map((slice) =>
      row([
        slice.slice,
        slice.rssMb.toFixed(0),
        slice.heapUsedMb.toFixed(0),
        slice.heapTotalMb.toFixed(0),
        slice.externalMb.toFixed(0),
        slice.requests,
        slice.p50Ms.toFixed(1),
        slice.p99Ms.toFixed(1),
        slice.shed,
        slice.errors,
      ]),
    ),
    "",
    `Judged over the last ${verdict.windowSlices} slices of ${record.sliceSeconds} s: RSS ${verdict.rssGrowth >= 0 ? "+" : ""}${(verdict.rssGrowth * 100).toFixed(1)}% (goal < ${SOAK_GOAL.rssGrowth * 100}%), p99 spread ${verdict.p99Spread.toFixed(1)}x (goal <= ${SOAK_GOAL.p99Spread}x), ${record.crashed ? `**crashed** (${record.crashed})` : "no crash"}: ${verdict.ok ? "**goal met**" : `**goal not met** (${verdict.reasons.join("; ")})`}.${record.errorSamples.length ? ` First failures: ${record.errorSamples.join("; ")}.` : ""}`,
  ].join("\n");
}
