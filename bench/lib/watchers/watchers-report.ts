// The watchers figures in bench/results.json (key `watchers`, the latest run) and as Markdown for the README's
// "Running at scale" section, with the issue's goal: 5,000 learners (1,000 writes/s) held.
import fs from "node:fs";
import type { ResultsFile } from "../render.ts";
import { P99_LIMIT_MS, type WatchersResult, type WatchersStep } from "./watchers.ts";

export const WATCHERS_GOAL = { learners: 5_000, writesPerSecond: 1_000 };

export interface WatchersRecord extends WatchersResult {
  finishedAt: string;
  commit?: string;
  machine: { cpus: number; node: string; loadAverage: number[] };
}

export function saveWatchers(file: string, record: WatchersRecord) {
  const results: ResultsFile = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : { runs: {} };
  results.watchers = record;
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const cores = (value: number) => value.toFixed(2);

export function goalMet(record: WatchersResult): boolean {
  const { held } = record;
  return held !== null && held.learners >= WATCHERS_GOAL.learners && held.writesPerSecond >= WATCHERS_GOAL.writesPerSecond * 0.95;
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
    cores(shares.gateways),
    cores(shares.postgres),
    cores(shares.nginx),
    cores(shares.generator),
    cores(shares.other),
  ]);
}

export function watchersMarkdown(record: WatchersRecord): string {
  const { machine, settings, held, writes } = record;
  const heading = `#### watchers: 2 gateways behind nginx on PostgreSQL 15 (${record.finishedAt}${record.commit ? `, commit ${record.commit}` : ""}; ${machine.cpus} cores, Node ${machine.node}, load ${machine.loadAverage.map((value) => value.toFixed(1)).join("/")} at start; steps of ${settings.stepSeconds} s)`;
  const verdict = held
    ? `Held: **${held.learners} learners, ${held.writesPerSecond.toFixed(0)} writes/s** with p99 ${held.latencyP99Ms.toFixed(1)} ms and no error (goal ${WATCHERS_GOAL.learners} learners, ${WATCHERS_GOAL.writesPerSecond} writes/s: ${goalMet(record) ? "met" : "**not met**"}). The ramp stopped at: ${record.stoppedBecause}.`
    : `Nothing held: ${record.stoppedBecause} (goal ${WATCHERS_GOAL.learners} learners: **not met**).`;
  return [
    heading,
    "",
    row(["learners", "writes/s", "p50 ms", "p99 ms", "max ms", "errors", "send lag p99 ms", "cores: gateways", "postgres", "nginx", "load generator", "other work"]),
    row(["---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]),
    ...record.steps.map((step) => stepRow(step, step === held || step.learners === held?.learners)),
    "",
    verdict,
    "",
    `Rows afterwards: ${writes.sent} reports sent, ${writes.acknowledged} acknowledged, ${writes.rows} LessonProgress rows for ${writes.acknowledgedPairs} acknowledged (learner, lesson) pairs, **${writes.lost} lost**; PostgreSQL counted ${writes.writtenByPostgres} row writes to the table (acknowledged ≤ written ≤ sent). Requests per gateway (nginx log, enrolments included): ${record.perGateway.join(" / ")}. p99 limit ${P99_LIMIT_MS} ms, counted from each report's scheduled time.`,
  ].join("\n");
}
