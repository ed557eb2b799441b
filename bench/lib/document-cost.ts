// What a server-rendered public page costs the browser before any script of ours runs (decision 027): parsing the
// HTML, computing styles and laying it out, which Lighthouse's total blocking time counts on a visitor's page since the
// app starts only on first use (decision 023). Headless Debian Chromium at 4x CPU (CDP `Emulation.setCPUThrottlingRate`,
// as Lighthouse's mobile profile), a phone-sized screen, a trace of the page's load: the count and CPU time of
// `ParseHTML`, `UpdateLayoutTree` (style recalculation) and `Layout` events on the page's main thread, its tasks over
// 50 ms and their time beyond 50 ms (Lighthouse's blocking time, counted here from navigation on), in wall time and
// from CPU time (which a busy machine lengthens less). Then the facts no busy machine moves: style elements in head and
// body, CSS bytes, element count and depth.
//
// `npx tsx bench/lib/document-cost.ts <base URL> [<other base URL>]`: with two gateways (e.g. the main branch's build
// and a change's), runs alternate between them page by page (A/B interleaved), so a neighbour's load falls on both;
// DOCUMENT_COST_RUNS runs each (default 5), medians reported.
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM, CHROMIUM_FLAGS } from "./lcp.ts";
import { lighthousePaths } from "./lighthouse-pages.ts";

const CPU_SLOWDOWN = 4;
const SETTLE_MS = 2_000;
const RUNS = Number(process.env.DOCUMENT_COST_RUNS ?? 5);
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"].join(",");

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event: what a neighbour's load does not lengthen. */
  tdur?: number;
  args?: { beginData?: { url?: string; dirtyObjects?: number }; elementCount?: number };
}

/** Counts, and CPU milliseconds of the page's main thread (thread time, not wall time). */
export interface DocumentCost {
  parseHtml: [count: number, ms: number];
  style: [count: number, ms: number];
  layout: [count: number, ms: number];
  /** Elements whose style was computed, and layout objects laid out, summed over the passes: counts, not times. */
  styledElements: number;
  laidOutObjects: number;
  /** Every task's thread time. */
  taskMs: number;
  /** Tasks over 50 ms of wall time, and their wall time beyond 50 ms: as Lighthouse counts, but lengthened by load. */
  longTasks: number;
  blockingMs: number;
  /**
   * The same from the tasks' thread time, which a neighbour's load lengthens less than wall time (Chromium's
   * throttling itself is counted in it: at 4x a task's thread time is ~0.8 of its wall time on a quiet machine).
   */
  cpuBlockingMs: number;
  /** The longest task's thread time. */
  longestTaskMs: number;
}

export interface DocumentFacts {
  headStyles: number;
  bodyStyles: number;
  cssBytes: number;
  elements: number;
  depth: number;
}

// A string because this project compiles without DOM types.
const FACTS = `(() => {
  const styles = [...document.querySelectorAll("style")];
  let depth = 0;
  for (const element of document.body.querySelectorAll("*")) {
    let level = 0;
    for (let node = element; node; node = node.parentElement) level++;
    depth = Math.max(depth, level);
  }
  return {
    headStyles: styles.filter((style) => document.head.contains(style)).length,
    bodyStyles: styles.filter((style) => document.body.contains(style)).length,
    cssBytes: styles.reduce((sum, style) => sum + (style.textContent?.length ?? 0), 0),
    elements: document.getElementsByTagName("*").length,
    depth,
  };
})()`;

/** The page's main thread: the renderer thread that parsed the page's own document. */
export function documentCost(events: TraceEvent[], url: string): DocumentCost {
  const parse = events.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url === url);
  if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`);
  const onMain = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === "X");
  const sum = (name: string): [number, number] => {
    const matching = onMain.filter((event) => event.name === name);
    return [matching.length, matching.reduce((total, event) => total + (event.tdur ?? 0), 0) / 1000];
  };
  const tasks = onMain.filter((event) => event.name === "RunTask");
  const blocking = (durations: number[]) => durations.reduce((total, ms) => total + Math.max(0, ms - 50), 0);
  const wall = tasks.map((event) => (event.dur ?? 0) / 1000);
  const cpu = tasks.map((event) => (event.tdur ?? 0) / 1000);
  return {
    parseHtml: sum("ParseHTML"),
    style: sum("UpdateLayoutTree"),
    layout: sum("Layout"),
    styledElements: onMain
      .filter((event) => event.name === "UpdateLayoutTree")
      .reduce((total, event) => total + (event.args?.elementCount ?? 0), 0),
    laidOutObjects: onMain
      .filter((event) => event.name === "Layout")
      .reduce((total, event) => total + (event.args?.beginData?.dirtyObjects ?? 0), 0),
    taskMs: cpu.reduce((total, ms) => total + ms, 0),
    longTasks: wall.filter((ms) => ms > 50).length,
    blockingMs: blocking(wall),
    cpuBlockingMs: blocking(cpu),
    longestTaskMs: Math.max(0, ...cpu),
  };
}

/** A trace now and then misses the document's own events (seen on a busy machine): measured again, up to 3 times. */
async function measure(
  browser: Browser,
  url: string,
  attempt = 1,
): Promise<{ cost: DocumentCost; facts: DocumentFacts }> {
  try {
    return await measureOnce(browser, url);
  } catch (error) {
    if (attempt >= 3) throw error;
    return measure(browser, url, attempt + 1);
  }
}

async function measureOnce(browser: Browser, url: string): Promise<{ cost: DocumentCost; facts: DocumentFacts }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
    await cdp.send("Tracing.start", { categories: CATEGORIES, transferMode: "ReportEvents" });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send("Tracing.end");
    await complete;
    const facts = (await page.evaluate(FACTS)) as DocumentFacts;
    return { cost: documentCost(events, url), facts };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

function summary(runs: DocumentCost[]) {
  const pair = (pick: (cost: DocumentCost) => [number, number]) =>
    `${median(runs.map((run) => pick(run)[0]))} / ${median(runs.map((run) => pick(run)[1])).toFixed(1)} ms`;
  return {
    parseHtml: pair((run) => run.parseHtml),
    style: pair((run) => run.style),
    layout: pair((run) => run.layout),
    styledElements: median(runs.map((run) => run.styledElements)),
    laidOutObjects: median(runs.map((run) => run.laidOutObjects)),
    taskMs: Math.round(median(runs.map((run) => run.taskMs))),
    longTasks: median(runs.map((run) => run.longTasks)),
    blockingMs: Math.round(median(runs.map((run) => run.blockingMs))),
    cpuBlockingMs: Math.round(median(runs.map((run) => run.cpuBlockingMs))),
    cpuBlockingRuns: runs.map((run) => Math.round(run.cpuBlockingMs)).join(","),
    longestTaskMs: Math.round(median(runs.map((run) => run.longestTaskMs))),
    longestRuns: runs.map((run) => Math.round(run.longestTaskMs)).join(","),
  };
}

async function main() {
  const bases = process.argv.slice(2);
  if (bases.length === 0) throw new Error("usage: document-cost.ts <base URL> [<other base URL>]");
  // DOCUMENT_COST_PATHS="/,/courses" narrows the pages.
  const paths = process.env.DOCUMENT_COST_PATHS?.split(",") ?? (await lighthousePaths(bases[0]));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  console.log(`Chromium ${browser.version()}, ${CPU_SLOWDOWN}x CPU, ${RUNS} runs each, interleaved`);
  try {
    for (const path of paths) {
      const runs = new Map<string, { costs: DocumentCost[]; facts?: DocumentFacts }>(
        bases.map((base) => [base, { costs: [] }]),
      );
      for (let run = 0; run < RUNS; run++) {
        for (const base of run % 2 ? [...bases].reverse() : bases) {
          const { cost, facts } = await measure(browser, `${base}${path}`);
          runs.get(base)!.costs.push(cost);
          runs.get(base)!.facts = facts;
        }
      }
      for (const [base, { costs, facts }] of runs)
        console.log(path, base, JSON.stringify({ ...summary(costs), facts }));
    }
  } finally {
    await browser.close();
  }
}

await main();
