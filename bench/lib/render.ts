// Output of a run: one plain-text table on stdout, bench/results.json (the latest run per database, each with
// its comparison to the run before it), and the same tables in Markdown for docs/performance.md.
import fs from "node:fs";
import { lighthouseBudgets, lighthouseTable, type LighthouseFigure } from "./lighthouse.ts";
import {
  budgets,
  ceilingComparisons,
  compare,
  growth,
  reproducibility,
  type BenchRun,
  type Reproducibility,
} from "./report.ts";

export interface StoredRun extends BenchRun {
  reproducibility?: Reproducibility;
}

/** Lighthouse's latest figures, stored on their own: `BENCH_ONLY='^lighthouse$'` measures them without the load. */
export interface LighthouseRun {
  finishedAt: string;
  commit?: string;
  database: BenchRun["database"];
  pages: LighthouseFigure[];
}

/** bench/results.json; the watchers and video figures are added by their own reports, which extend this type. */
export interface ResultsFile {
  runs: Partial<Record<BenchRun["database"], StoredRun>>;
  lighthouse?: LighthouseRun;
}

export function saveLighthouse(file: string, run: LighthouseRun): LighthouseRun {
  const results: ResultsFile = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : { runs: {} };
  fs.writeFileSync(file, `${JSON.stringify({ ...results, lighthouse: run }, null, 2)}\n`);
  return run;
}

export function saveRun(file: string, run: BenchRun): StoredRun {
  const results: ResultsFile = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : { runs: {} };
  const stored: StoredRun = { ...run, reproducibility: reproducibility(run, results.runs[run.database]) };
  results.runs[run.database] = stored;
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return stored;
}

export function loadResults(file: string): ResultsFile {
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

const ms = (value: number) => value.toFixed(1);
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;

export function scenarioTable(run: StoredRun): string[] {
  const ratios = new Map(compare(run).map((entry) => [`${entry.group} ${entry.label}`, entry]));
  const ceilings = new Map(ceilingComparisons(run).map((entry) => [`${entry.group} ${entry.label}`, entry.ratio]));
  const lines = [
    row([
      "data",
      "request",
      "req/s",
      "vs baseline",
      "vs /config.json",
      "p50 ms",
      "p99 ms",
      "p99 vs baseline",
      "server CPU µs/req",
      "gateway CPU µs/req",
      "server cores",
      "body",
    ]),
    row(["---", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]),
  ];
  for (const result of run.scenarios) {
    const key = `${result.group} ${result.label}`;
    const ratio = ratios.get(key);
    const ceiling = ceilings.get(key);
    const reference = result.kind === "baseline" ? "floor" : "-";
    lines.push(
      row([
        result.group,
        `\`${result.label}\``,
        result.figures.requestsPerSecond.toFixed(0),
        ratio ? `${(ratio.throughputRatio * 100).toFixed(0)}%` : reference,
        ceiling !== undefined ? `${ceiling.toFixed(2)}x` : result.kind === "ceiling" ? "ceiling" : "-",
        ms(result.figures.latencyP50Ms),
        ms(result.figures.latencyP99Ms),
        ratio ? `${ratio.p99Ratio.toFixed(2)}x` : reference,
        result.figures.cpuMicrosPerRequest?.toFixed(0) ?? "-",
        result.figures.gatewayCpuMicrosPerRequest?.toFixed(0) ?? "-",
        result.figures.serverCores?.toFixed(2) ?? "-",
        `${(result.bytes / 1024).toFixed(1)} KB`,
      ]),
    );
  }
  return lines;
}

export function growthTable(run: StoredRun): string[] {
  return [
    row(["request", "data", "body growth", "mean latency growth", "ms per KB (small)", "ms per KB (large)"]),
    row(["---", "---", "---:", "---:", "---:", "---:"]),
    ...growth(run).map((entry) =>
      row([
        entry.kind,
        `${entry.from} -> ${entry.to}`,
        `${entry.bytesGrowth.toFixed(1)}x`,
        `${entry.latencyGrowth.toFixed(1)}x`,
        entry.msPerKbSmall.toFixed(3),
        entry.msPerKbLarge.toFixed(3),
      ]),
    ),
  ];
}

export function budgetTable(run: StoredRun): string[] {
  const lines = [row(["budget", "measured", "limit", "met"]), row(["---", "---", "---", "---"])];
  for (const budget of budgets(run))
    lines.push(row([budget.name, budget.value, budget.limit, budget.ok ? "yes" : "**no**"]));
  if (run.reproducibility) {
    const { maxDelta, comparedWith, comparedCommit, ok } = run.reproducibility;
    const code =
      comparedCommit === undefined
        ? ""
        : comparedCommit === run.commit
          ? ", same code"
          : `, code ${comparedCommit} -> ${run.commit}`;
    lines.push(
      row([
        `run to run (throughput ratios vs the run of ${comparedWith}${code})`,
        `max ${(maxDelta * 100).toFixed(0)}%`,
        "<= 15%",
        ok ? "yes" : "**no**",
      ]),
    );
  }
  return lines;
}

export function clientTable(run: StoredRun): string[] {
  if (typeof run.client === "string") return [`Client: ${run.client}`];
  const { initial, lazy } = run.client.sizes;
  const gz = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    row(["chunk", "loaded", "gzip"]),
    row(["---", "---", "---:"]),
    row([
      `entry + ${initial.files.length - 1} modulepreloaded chunks`,
      "initially, for every route",
      gz(initial.gzipBytes),
    ]),
    ...lazy.map((chunk) =>
      row([
        chunk.chunk.replace(/-[\w-]{8}\.js$/, ""),
        `lazily (+${chunk.files.length - 1} shared chunks)`,
        gz(chunk.gzipBytes),
      ]),
    ),
  ];
}

export function runMarkdown(run: StoredRun): string {
  const { cpus, node, loadAverage } = run.machine;
  return [
    `#### ${run.database === "pglite" ? "Embedded PGlite" : "PostgreSQL 15"} (${run.finishedAt}${run.commit ? `, commit ${run.commit}` : ""}; ${cpus} cores, Node ${node}, load ${loadAverage.map((value) => value.toFixed(1)).join("/")} at start; ${run.settings.connections} connections, ${run.settings.durationSeconds} s after ${run.settings.warmupSeconds} s warm-up)`,
    "",
    ...scenarioTable(run),
    "",
    // A narrowed run may measure no pair of sizes.
    ...(growth(run).length > 0 ? [...growthTable(run), ""] : []),
    ...budgetTable(run),
  ].join("\n");
}

export function lighthouseMarkdown(run: LighthouseRun): string {
  const budgetRows = lighthouseBudgets(run.pages).map((budget) =>
    row([budget.name, budget.value, budget.limit, budget.ok ? "yes" : "**no**"]),
  );
  const chromium = run.pages.find((page) => page.chromium)?.chromium;
  const indexes = run.pages.flatMap((page) =>
    typeof page.benchmarkIndex === "number" ? [Math.round(page.benchmarkIndex)] : [],
  );
  const machine = indexes.length
    ? `benchmarkIndex ${Math.min(...indexes)}-${Math.max(...indexes)} (about 2,400 when the machine is quiet)`
    : "benchmarkIndex not recorded";
  return [
    `#### Lighthouse 12, mobile defaults (${run.finishedAt}${run.commit ? `, commit ${run.commit}` : ""}; ${run.database === "pglite" ? "embedded PGlite" : "PostgreSQL"}, Debian Chromium ${chromium ?? "(version not recorded)"}; ${machine})`,
    "",
    ...lighthouseTable(run.pages),
    "",
    row(["budget", "measured", "limit", "met"]),
    row(["---", "---", "---", "---"]),
    ...budgetRows,
  ].join("\n");
}
