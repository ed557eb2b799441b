// The watchers figures in bench/results.json (key `watchers`, the latest run) and as Markdown for docs/operations.md
// (Running at scale), with the capacity goal: 5,000 learners (1,000 writes/s) held.
import { machineHeading, type BenchMachine } from "../machine.ts";
import fs from "node:fs";
import type { ResultsFile } from "../render.ts";
import { P99_LIMIT_MS, type WatchersResult, type WatchersStep } from "./watchers.ts";

export const WATCHERS_GOAL = { learners: 10_000, writesPerSecond: 2_000 };

export interface WatchersRecord extends WatchersResult {
  finishedAt: string;
  commit?: string;
  machine: BenchMachine;
}

export function saveWatchers(file: string, record: WatchersRecord) {
  const results: ResultsFile & { watchers?: WatchersRecord } = fs.existsSync(file)
    ? JSON.parse(fs.readFileSync(file, "utf8"))
    : { runs: {} };
  results.watchers = record;
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const cores = (value: number) => value.toFixed(2);

export function goalMet(record: WatchersResult): boolean {
  const { held } = record;
  return (
    held !== null &&
    held.learners >= WATCHERS_GOAL.learners &&
    held.writesPerSecond >= WATCHERS_GOAL.writesPerSecond * 0.95
  );
}

/**
 * CPU of the system under test (gateways, PostgreSQL, nginx) per acknowledged report, in milliseconds; null when
 * (almost) nothing was acknowledged, where a quotient would be noise divided by nothing.
 */
export function serverCpuPerWriteMs(step: WatchersStep): number | null {
  const { gateways, postgres, nginx } = step.cores;
  return step.writesPerSecond < 1 ? null : ((gateways + postgres + nginx) / step.writesPerSecond) * 1000;
}

/**
 * The gateways' own CPU per acknowledged report, in milliseconds: the progress write's cost in the gateway (goal
 * 0.8 ms, docs/performance.md, Capacity), without the database and the balancer.
 */
export function gatewayCpuPerWriteMs(step: WatchersStep): number | null {
  return step.writesPerSecond < 1 ? null : (step.cores.gateways / step.writesPerSecond) * 1000;
}

function stepRow(step: WatchersStep, held: boolean) {
  const { cores: shares } = step;
  return row([
    held ? `**${step.learners}**` : step.learners,
    step.writesPerSecond.toFixed(0),
    step.latencyP50Ms.toFixed(1),
    step.latencyP99Ms.toFixed(1),
    step.latencyMaxMs.toFixed(0),
    step.errors,
    step.sendLagP99Ms.toFixed(1),
    serverCpuPerWriteMs(step)?.toFixed(2) ?? "-",
    gatewayCpuPerWriteMs(step)?.toFixed(2) ?? "-",
    cores(shares.gateways),
    cores(shares.postgres),
    cores(shares.nginx),
    cores(shares.generator),
    cores(shares.other),
  ]);
}

export function watchersMarkdown(record: WatchersRecord): string {
  const { machine, settings, held, writes } = record;
  const heading = `#### watchers: 2 gateways behind nginx on PostgreSQL 15 (${record.finishedAt}${record.commit ? `, commit ${record.commit}` : ""}; ${machineHeading(machine)}; steps of ${settings.stepSeconds} s; reports ${settings.via === "client" ? "as the client's mutation by trusted id" : "over REST"})`;
  const verdict = held
    ? `Held: **${held.learners} learners, ${held.writesPerSecond.toFixed(0)} writes/s** with p99 ${held.latencyP99Ms.toFixed(1)} ms and no error (goal ${WATCHERS_GOAL.learners} learners, ${WATCHERS_GOAL.writesPerSecond} writes/s: ${goalMet(record) ? "met" : "**not met**"}). The ramp stopped at: ${record.stoppedBecause}.`
    : `Nothing held: ${record.stoppedBecause} (goal ${WATCHERS_GOAL.learners} learners: **not met**).`;
  return [
    heading,
    "",
    row([
      "learners",
      "writes/s",
      "p50 ms",
      "p99 ms",
      "max ms",
      "errors",
      "send lag p99 ms",
      "server CPU ms/write",
      "gateway CPU ms/write",
      "cores: gateways",
      "postgres",
      "nginx",
      "load generator",
      "other work",
    ]),
    row([
      "---:",
      "---:",
      "---:",
      "---:",
      "---:",
      "---:",
      "---:",
      "---:",
      "---:",
      "---:",
      "---:",
      "---:",
      "---:",
      "---:",
    ]),
    ...record.steps.map((step) => stepRow(step, step === held || step.learners === held?.learners)),
    "",
    verdict,
    "",
    bindingNote(record),
    "",
    `Rows afterwards: ${writes.sent} reports sent, ${writes.acknowledged} acknowledged, ${writes.rows} LessonProgress rows for ${writes.acknowledgedPairs} acknowledged (learner, lesson) pairs, **${writes.lost} lost**; PostgreSQL counted ${writes.writtenByPostgres} row writes to the table (acknowledged ≤ written ≤ sent). Requests per gateway (nginx log, enrolments included): ${record.perGateway.join(" / ")}. p99 limit ${P99_LIMIT_MS} ms, counted from each report's scheduled time.`,
  ].join("\n");
}

/**
 * What the figures say binds: when other work took three quarters of a core or more, the server was starved rather than
 * saturated; otherwise the part that burned the most. The server CPU per write gives the rate two free cores
 * would sustain for the server alone (the load generator needs its share too).
 */
function bindingNote(record: WatchersRecord): string {
  const last = record.steps[record.steps.length - 1];
  if (!last) return "";
  const { cores: shares } = last;
  const perWrite = serverCpuPerWriteMs(last);
  const capacity =
    perWrite === null
      ? "with no report acknowledged there is no CPU per write to extrapolate from"
      : `at ${perWrite.toFixed(2)} ms of server CPU per write, two free cores would carry about ${Math.round(2000 / perWrite)} writes/s (${Math.round(10_000 / perWrite)} learners) before the load generator's share`;
  const parts = [
    ["gateways", shares.gateways],
    ["PostgreSQL", shares.postgres],
    ["nginx", shares.nginx],
    ["the load generator", shares.generator],
  ] as const;
  const busiest = [...parts].sort((a, b) => b[1] - a[1])[0];
  const starved =
    shares.other >= 0.75
      ? `Other work on the machine took ${shares.other.toFixed(2)} of ${record.machine.cpus} cores in the last step (load ${record.machine.loadAverage[0].toFixed(1)} at start): the server was starved of CPU rather than saturated, so this p99 says more about the shared machine than about the product.`
      : `In the last step ${busiest[0]} burned the most (${busiest[1].toFixed(2)} cores).`;
  return `What binds: ${starved} From the CPU counts, ${capacity}.`;
}
