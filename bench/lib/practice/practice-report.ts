// The practice group's figures in bench/results.json (key `practice`, the latest full-size run) and as Markdown for
// docs/practice.md ("Capacity"), with the goal as pass or fail: answer p99 under 100 ms, no error, none lost.
import { machineHeading, type BenchMachine } from "../machine.ts";
import fs from "node:fs";
import path from "node:path";
import { updateReadmeBlock } from "../readme.ts";
import {
  ANSWER_P99_LIMIT_MS,
  DEFAULT_PRACTICE,
  type PracticeResult,
  type PracticeSettings,
  type RequestFigures,
} from "./practice.ts";

export interface PracticeRecord extends PracticeResult {
  finishedAt: string;
  commit?: string;
  machine: BenchMachine;
}

/** Each part of the goal and whether it held. */
export function practiceChecks(result: PracticeResult): Record<string, boolean> {
  const { answers, stored } = result;
  return {
    [`answer p99 under ${ANSWER_P99_LIMIT_MS} ms`]: answers.acknowledged > 0 && answers.p99Ms < ANSWER_P99_LIMIT_MS,
    "no answer or set refused or unanswered": answers.errors === 0 && result.sets.errors === 0,
    "none lost (every acknowledged answer stored, counted in its day and topic, wrong ones carded)":
      stored.lost === 0 && stored.daysOff === 0 && stored.cardsMissing === 0 && stored.topicsOff === 0,
  };
}

export const practicePassed = (result: PracticeResult) => Object.values(practiceChecks(result)).every(Boolean);

/** Only a run of the full size is stored and shown: a narrowed one is for trying the group out. */
export const fullSize = (settings: PracticeSettings) =>
  settings.learners === DEFAULT_PRACTICE.learners && settings.seconds >= DEFAULT_PRACTICE.seconds;

/** Stores a full-size run in bench/results.json and docs/practice.md; false (nothing written) for a narrowed one. */
export function storePractice(root: string, record: PracticeRecord): boolean {
  if (!fullSize(record.settings)) return false;
  const file = path.join(root, "bench/results.json");
  const results = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>) : {};
  fs.writeFileSync(file, `${JSON.stringify({ ...results, practice: record }, null, 2)}\n`);
  updateReadmeBlock(path.join(root, "docs/practice.md"), "practice", practiceMarkdown(record));
  return true;
}

const ms = (value: number) => value.toFixed(1);
const requestRow = (name: string, figures: RequestFigures) =>
  `| ${name} | ${figures.sent} | ${figures.acknowledged} | ${figures.errors} | ${ms(figures.p50Ms)} | ${ms(figures.p99Ms)} | ${figures.maxMs.toFixed(0)} |`;

const errorLines = (kind: string, figures: RequestFigures) =>
  figures.errorSamples.length ? ["", `First ${kind} errors: ${figures.errorSamples.join("; ")}`] : [];

export function practiceMarkdown(record: PracticeRecord): string {
  const { settings, machine, cores, stored } = record;
  const checks = Object.entries(practiceChecks(record));
  return [
    `#### practice: 2 gateways behind nginx on PostgreSQL (${record.finishedAt}${record.commit ? `, commit ${record.commit}` : ""}; ${machineHeading(machine)})`,
    "",
    `${settings.learners} learners for ${settings.seconds} s, each answering every ${settings.answerIntervalSeconds} s after opening its set (arrivals over the first ${settings.answerIntervalSeconds} s); ${settings.topics} topics of ${settings.questionsPerTopic} questions. Latencies from each request's scheduled time.`,
    "",
    "| request | sent | acknowledged | errors | p50 ms | p99 ms | max ms |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    requestRow("answer (`AnswerPracticeQuestion`)", record.answers),
    requestRow("open a set (`PracticeSet`)", record.sets),
    "",
    `Steady window (every learner answering): **${record.answersPerSecond.toFixed(0)} answers/s**, gateway CPU **${record.gatewayCpuPerAnswerMs?.toFixed(2) ?? "-"} ms per answer**; cores: gateways ${cores.gateways.toFixed(2)}, PostgreSQL ${cores.postgres.toFixed(2)}, nginx ${cores.nginx.toFixed(2)}, load generator ${cores.generator.toFixed(2)}, other work ${cores.other.toFixed(2)}; send lag p99 ${ms(record.sendLagP99Ms)} ms. Requests per gateway (nginx log): ${record.perGateway.join(" / ")}.`,
    "",
    `Stored afterwards: ${stored.rows} answers for ${record.answers.acknowledged} acknowledged, **${stored.lost} lost**; ${stored.daysOff} learners whose days miscount their answers; ${stored.cardsMissing} wrong answers without their Revise card; ${stored.topicsOff} learners' topics whose counts differ from their answers.`,
    "",
    ...checks.map(([check, held]) => `- ${held ? "pass" : "**fail**"}: ${check}`),
    ...errorLines("answer", record.answers),
    ...errorLines("set", record.sets),
  ].join("\n");
}
