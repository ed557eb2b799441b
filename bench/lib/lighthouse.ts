// Lighthouse (docs/performance.md) as a crawler and a learner's phone see the public pages: mobile defaults (simulated slow 4G,
// 4x CPU), Debian's Chromium through chrome-launcher. Simulated throttling varies from run to run, more so on a small
// machine that also runs the gateway, so each page is audited LIGHTHOUSE_RUNS times and the run with the median
// performance score is reported, as Lighthouse's own guidance on variability advises. The parsing, the choice
// of run and the budgets are pure functions of Lighthouse's results (tested in lighthouse.test.ts).
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Budget } from "./report.ts";

export const LIGHTHOUSE_CHROMIUM = "/usr/bin/chromium";
// docs: /work/shared/TOOLCHAIN.md "Browsers"; without the background-networking flags Chromium floods a closed network.
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export const LIGHTHOUSE_BUDGET = { performance: 90, accessibility: 100, seo: 100, cls: 0.1 };
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

export interface LighthouseFigure {
  path: string;
  /** Category scores 0-100; null when Lighthouse could not score the category. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Ids of the scored audits that failed, by category id, so a missed budget names its cause. */
  failing: Record<string, string[]>;
  /** Lighthouse's runtime error (e.g. NO_NAVSTART) when the page could not be measured. */
  error?: string;
  /** The performance score of every run of the page, lowest first, when it was audited more than once. */
  performanceRuns?: number[];
  /**
   * Lighthouse's CPU benchmark of the machine during the run (environment.benchmarkIndex: ~2,400 on a quiet machine
   * here, half that when another browser runs): scores are comparable only at similar indexes.
   */
  benchmarkIndex: number | null;
  /**
   * The browser's full version from its DevTools endpoint, e.g. "150.0.7871.100" (the user agent Lighthouse records
   * is reduced to "150.0.0.0").
   */
  chromium: string | null;
}

/** The subset of Lighthouse's result (LHR) read here. */
export interface LighthouseResult {
  runtimeError?: { code: string; message?: string };
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string } | undefined>;
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

export function parseLighthouse(path: string, lhr: LighthouseResult): LighthouseFigure {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const failing: Record<string, string[]> = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    // Informative and manual audits carry no score; a weight of 0 does not move the category.
    const failed = (category?.auditRefs ?? []).filter((ref) => {
      const audit = lhr.audits[ref.id];
      return (
        ref.weight > 0 && audit && audit.scoreDisplayMode !== "informative" && audit.score !== null && audit.score < 0.9
      );
    });
    if (failed.length) failing[id] = failed.map((ref) => ref.id).sort();
  }
  return {
    path,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories["best-practices"]?.score),
    seo: score(lhr.categories.seo?.score),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    chromium: null,
    ...(lhr.runtimeError
      ? { error: `${lhr.runtimeError.code}${lhr.runtimeError.message ? `: ${lhr.runtimeError.message}` : ""}` }
      : {}),
  };
}

/**
 * The run with the median performance score (the lower middle of an even count), carrying every run's score;
 * runs that could not be measured count only when no run was.
 */
export function medianRun(runs: LighthouseFigure[]): LighthouseFigure {
  const measured = runs.filter((run) => run.performance !== null).sort((a, b) => a.performance! - b.performance!);
  if (measured.length === 0) return runs[runs.length - 1];
  const median = measured[Math.floor((measured.length - 1) / 2)];
  return measured.length > 1 ? { ...median, performanceRuns: measured.map((run) => run.performance!) } : median;
}

export function lighthouseBudgets(figures: LighthouseFigure[]): Budget[] {
  return figures.flatMap((page) => {
    const failed = (category: string) =>
      page.failing[category] ? ` (failing: ${page.failing[category].join(", ")})` : "";
    const at = (value: number | null, limit: number) => value !== null && value >= limit;
    return [
      {
        name: `Lighthouse performance ${page.path}`,
        value: shown(page.performance, page.error) + failed("performance"),
        limit: `>= ${LIGHTHOUSE_BUDGET.performance}`,
        ok: at(page.performance, LIGHTHOUSE_BUDGET.performance),
      },
      {
        name: `Lighthouse accessibility ${page.path}`,
        value: shown(page.accessibility, page.error) + failed("accessibility"),
        limit: "100",
        ok: at(page.accessibility, LIGHTHOUSE_BUDGET.accessibility),
      },
      {
        name: `Lighthouse SEO ${page.path}`,
        value: shown(page.seo, page.error) + failed("seo"),
        limit: "100",
        ok: at(page.seo, LIGHTHOUSE_BUDGET.seo),
      },
      {
        name: `Lighthouse CLS ${page.path}`,
        value: page.cls === null ? shown(null, page.error) : page.cls.toFixed(3),
        limit: `< ${LIGHTHOUSE_BUDGET.cls}`,
        ok: page.cls !== null && page.cls < LIGHTHOUSE_BUDGET.cls,
      },
    ];
  });
}

const shown = (value: number | null, error?: string) =>
  value === null ? `not measured${error ? ` (${error})` : ""}` : String(value);

const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const seconds = (ms: number | null) => (ms === null ? "-" : `${(ms / 1000).toFixed(2)} s`);
const orDash = (value: number | null) => (value === null ? "-" : String(value));

export function lighthouseTable(figures: LighthouseFigure[]): string[] {
  return [
    row([
      "page",
      "performance",
      "accessibility",
      "best practices",
      "SEO",
      "LCP",
      "TBT",
      "CLS",
      "benchmarkIndex",
      "Chromium",
      "failing audits",
    ]),
    row(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---", "---"]),
    ...figures.map((page) =>
      row([
        `\`${page.path}\``,
        page.performanceRuns
          ? `${orDash(page.performance)} (${page.performanceRuns.join(", ")})`
          : orDash(page.performance),
        orDash(page.accessibility),
        orDash(page.bestPractices),
        orDash(page.seo),
        seconds(page.lcpMs),
        page.tbtMs === null ? "-" : `${page.tbtMs.toFixed(0)} ms`,
        page.cls === null ? "-" : page.cls.toFixed(3),
        // Figures stored before the index was recorded have none.
        typeof page.benchmarkIndex === "number" ? page.benchmarkIndex.toFixed(0) : "-",
        page.chromium ?? "-",
        page.error ?? ([...new Set(Object.values(page.failing).flat())].sort().join(", ") || "none"),
      ]),
    ),
  ];
}

/**
 * One Chromium for all pages, each audited `runs` times; a run that fails to start (Lighthouse's occasional
 * NO_NAVSTART) is tried once more.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseFigure[] | string> {
  if (!fs.existsSync(LIGHTHOUSE_CHROMIUM))
    return `skipped: ${LIGHTHOUSE_CHROMIUM} is missing (apt-get install -y chromium)`;
  const chrome = await chromeLauncher.launch({
    chromePath: LIGHTHOUSE_CHROMIUM,
    chromeFlags: FLAGS,
    logLevel: "silent",
  });
  try {
    const chromium = await browserVersion(chrome.port);
    const figures: LighthouseFigure[] = [];
    for (const path of paths) {
      const pageRuns: LighthouseFigure[] = [];
      for (let run = 1; run <= runs; run++) {
        let figure = await audit(chrome.port, baseUrl, path, run);
        if (figure.error) figure = await audit(chrome.port, baseUrl, path, run);
        pageRuns.push(figure);
      }
      figures.push({ ...medianRun(pageRuns), chromium });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

/** "150.0.7871.100" from the DevTools endpoint's "HeadlessChrome/150.0.7871.100"; null if it does not answer. */
async function browserVersion(port: number): Promise<string | null> {
  try {
    const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser?: string };
    return /\/([\d.]+)$/.exec(version.Browser ?? "")?.[1] ?? null;
  } catch {
    return null;
  }
}

// BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each page's whole Lighthouse report (JSON) for a closer look.
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;

function saveReport(pagePath: string, run: number, report: string | string[]) {
  fs.mkdirSync(REPORT_DIR!, { recursive: true });
  const name = pagePath === "/" ? "home" : pagePath.replace(/^\//, "").replace(/[^\w-]+/g, "_");
  fs.writeFileSync(`${REPORT_DIR}/${name}.${run}.json`, Array.isArray(report) ? report[0] : report);
}

async function audit(port: number, baseUrl: string, path: string, run: number): Promise<LighthouseFigure> {
  const result = await lighthouse(`${baseUrl}${path}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  if (!result) return { ...parseLighthouse(path, { categories: {}, audits: {} }), error: "no result" };
  if (REPORT_DIR) saveReport(path, run, result.report);
  return parseLighthouse(path, result.lhr as unknown as LighthouseResult);
}
