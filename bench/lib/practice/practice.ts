// The `practice` group (docs/practice.md, "Capacity"): BENCH_PRACTICE_LEARNERS learners (10,000) practising at once
// through two gateways on PostgreSQL behind nginx, each answering a question every 20 s (500 answers a second at
// 10,000), for BENCH_PRACTICE_SECONDS (60). Learners arrive over the first interval, each opening its set; from then
// on every learner answers, and that steady window is where the gateways' CPU per answer is read. Afterwards the
// database is checked against every acknowledged answer. The goal: answer p99 under 100 ms, no error, none lost.
import { performance } from "node:perf_hooks";
import { createFixture } from "../../../gateway/test/reliability/fixtures.ts";
import { createBenchDatabase } from "../bench-database.ts";
import { clusterUnavailableReason, GATEWAYS, startCluster } from "../watchers/cluster.ts";
import { measured, type CoreShares } from "../watchers/watchers.ts";
import { BANK, writePracticeBank } from "./practice-bank.ts";
import { countStored, type StoredAnswers } from "./practice-verify.ts";
import type { Timings } from "./practice-load.ts";

export const DEFAULT_PRACTICE = { learners: 10_000, seconds: 60 };
/** The answer's goal: a learner taps and the verdict is there (docs/practice.md, Capacity). */
export const ANSWER_P99_LIMIT_MS = 100;

export interface PracticeSettings {
  learners: number;
  seconds: number;
  /** How often each learner answers. */
  answerIntervalSeconds: number;
  topics: number;
  questionsPerTopic: number;
}

export function practiceSettings(env: NodeJS.ProcessEnv = process.env): PracticeSettings {
  return {
    learners: Number(env.BENCH_PRACTICE_LEARNERS ?? DEFAULT_PRACTICE.learners),
    seconds: Number(env.BENCH_PRACTICE_SECONDS ?? DEFAULT_PRACTICE.seconds),
    answerIntervalSeconds: 20,
    topics: BANK.topics,
    questionsPerTopic: BANK.questionsPerTopic,
  };
}

/** One kind of request's figures: latencies counted from each request's scheduled time. */
export interface RequestFigures {
  sent: number;
  acknowledged: number;
  errors: number;
  errorSamples: string[];
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface PracticeResult {
  settings: PracticeSettings;
  answers: RequestFigures;
  sets: RequestFigures;
  /** Acknowledged answers per second in the steady window (every learner arrived). */
  answersPerSecond: number;
  sendLagP99Ms: number;
  /** Cores each part kept busy in the steady window. */
  cores: CoreShares;
  /** The gateways' CPU per acknowledged answer in the steady window, in milliseconds; null when none was. */
  gatewayCpuPerAnswerMs: number | null;
  /** Requests each gateway answered (nginx access log), so both carried the load. */
  perGateway: number[];
  stored: StoredAnswers;
}

export async function runPractice(
  serverUrl: string | undefined,
  settings: PracticeSettings,
  log: (line: string) => void,
  profileDir?: string,
): Promise<PracticeResult | string> {
  const unavailable = clusterUnavailableReason(serverUrl);
  if (unavailable) return unavailable;
  const database = await createBenchDatabase(serverUrl);
  try {
    const { learners, topicIds } = await database.use(async (db) => {
      const fixture = await createFixture(db, {
        learners: settings.learners,
        lessons: 0,
        freeCourses: 0,
        enrolled: false,
      });
      return { learners: fixture.learners, topicIds: await writePracticeBank(db) };
    });
    log(`practice: ${learners.length} learners, ${topicIds.length} topics of ${settings.questionsPerTopic} questions`);
    const cluster = await startCluster(database.env.DATABASE_URL, profileDir);
    log(`practice: ${GATEWAYS} gateways behind nginx at ${cluster.url}, for ${settings.seconds} s`);
    // The client's generated documents exist once its codegen has run, like mock-test-client.ts.
    const { PracticeLoad, percentile } = await import("./practice-load.ts");
    const intervalMs = settings.answerIntervalSeconds * 1000;
    const load = await PracticeLoad.create(cluster.url, learners, topicIds, intervalMs);
    let steady: { cores: CoreShares; seconds: number };
    let perGateway: number[];
    try {
      await load.run(Math.min(intervalMs, settings.seconds * 1000));
      steady = await measured(async () => {
        const from = performance.now();
        await load.run(settings.seconds * 1000);
        await load.settle();
        return { seconds: (performance.now() - from) / 1000 };
      }, cluster);
      perGateway = [...cluster.upstreamCounts().values()];
    } finally {
      load.close();
      await cluster.stop();
    }
    const figures = (timings: Timings): RequestFigures => ({
      sent: timings.sent,
      acknowledged: timings.latencies.length,
      errors: timings.errors,
      errorSamples: timings.errorSamples,
      p50Ms: percentile(timings.latencies, 0.5),
      p99Ms: percentile(timings.latencies, 0.99),
      maxMs: percentile(timings.latencies, 1),
    });
    const steadySeconds = Math.max(0, settings.seconds - settings.answerIntervalSeconds);
    const answersPerSecond = steadySeconds > 0 ? load.steadyAnswers / steadySeconds : 0;
    return {
      settings,
      answers: figures(load.answers),
      sets: figures(load.sets),
      answersPerSecond,
      sendLagP99Ms: load.sendLagP99Ms(),
      cores: steady.cores,
      gatewayCpuPerAnswerMs:
        load.steadyAnswers === 0 ? null : ((steady.cores.gateways * steady.seconds) / load.steadyAnswers) * 1000,
      perGateway,
      stored: await countStored(database.env.DATABASE_URL, learners, load.acknowledged),
    };
  } finally {
    await database.dispose();
  }
}
