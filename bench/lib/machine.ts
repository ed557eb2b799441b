// The machine a stored figure was measured on (docs/performance.md): cores, Node, the load average when the group
// started, and Lighthouse's benchmarkIndex with the Chromium it ran in, so that a figure from another machine can be
// told apart from a change of the product. Read before the group's load starts: the index itself burns a second.
import fs from "node:fs";
import os from "node:os";
import { chromium } from "playwright-core";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { CHROMIUM, CHROMIUM_FLAGS } from "./lcp.ts";

export interface BenchMachine {
  cpus: number;
  node: string;
  loadAverage: number[];
  /** Lighthouse's own CPU benchmark (its computeBenchmarkIndex), the median of three, in Chromium; null without it. */
  benchmarkIndex?: number | null;
  chromium?: string | null;
}

export async function benchMachine(loadAverage = os.loadavg()): Promise<BenchMachine> {
  const machine = { cpus: os.cpus().length, node: process.version, loadAverage };
  if (!fs.existsSync(CHROMIUM)) return { ...machine, benchmarkIndex: null, chromium: null };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const source = pageFunctions.computeBenchmarkIndex.toString();
    const runs: number[] = [];
    for (let run = 0; run < 3; run++) runs.push(await page.evaluate(`(${source})()`));
    runs.sort((a, b) => a - b);
    return { ...machine, benchmarkIndex: runs[1]!, chromium: browser.version() };
  } finally {
    await browser.close();
  }
}

/** The machine in a table's heading. */
export const machineHeading = (machine: BenchMachine) =>
  `${machine.cpus} cores, Node ${machine.node}, load ${machine.loadAverage.map((value) => value.toFixed(1)).join("/")} at start` +
  (machine.benchmarkIndex == null
    ? ""
    : `, benchmarkIndex ${machine.benchmarkIndex.toFixed(0)} (Chromium ${machine.chromium})`);
