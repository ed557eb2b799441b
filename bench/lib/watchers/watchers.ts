// The `watchers` scenario (docs/operations.md): simulated learners, each reporting progress every 5 s on its own lessons,
// through two gateways on PostgreSQL behind nginx, ramped in steps until p99 passes 100 ms or a report fails.
// What held is the last step with p99 under 100 ms and no error; afterwards the rows are counted, so a report
// the server acknowledged and then lost would show.
import { performance } from "node:perf_hooks";
import { createFixture } from "../../../gateway/test/reliability/fixtures.ts";
import { pool } from "../../../gateway/test/reliability/http.ts";
import { createBenchDatabase } from "../bench-database.ts";
import { machineBusySeconds } from "../process-cpu.ts";
import { clusterUnavailableReason, GATEWAYS, startCluster, type Cluster } from "./cluster.ts";
import { countWrites, type WriteCount } from "./verify.ts";
import { WatchLoad, type ReportPath, type StepFigures } from "./watch-load.ts";

/** The goal for 10,000 watchers (docs/operations.md, Capacity): p99 under 200 ms, counted from schedule. */
export const P99_LIMIT_MS = 200;

export interface WatchersSettings {
  /** Learners watching in each step, ascending. */
  steps: number[];
  stepSeconds: number;
  lessons: number;
  /** BENCH_WATCHERS_VIA: the client's mutation by trusted id (default) or the REST facade. */
  via?: ReportPath;
}

/** Cores each part kept busy during a step (CPU seconds over wall seconds), read from /proc. */
export interface CoreShares {
  gateways: number;
  postgres: number;
  nginx: number;
  generator: number;
  /** Everything else on the machine (other work sharing it). */
  other: number;
}

export interface WatchersStep extends StepFigures {
  cores: CoreShares;
}

export interface WatchersResult {
  settings: WatchersSettings;
  steps: WatchersStep[];
  /** The last step with p99 < 100 ms and no error; null when even the first failed. */
  held: WatchersStep | null;
  stoppedBecause: string;
  /** Requests each gateway answered (nginx access log, enrolments included), so both carried the load. */
  perGateway: number[];
  writes: WriteCount;
}

export function watchersSettings(env: NodeJS.ProcessEnv = process.env): WatchersSettings {
  const steps = (env.BENCH_WATCHERS_STEPS ?? "1000,2000,3000,4000,5000,6000,7000,8000,10000,12000")
    .split(",")
    .map(Number)
    .filter((value) => value > 0)
    .sort((a, b) => a - b);
  const via = env.BENCH_WATCHERS_VIA === "rest" ? "rest" : "client";
  return { steps, stepSeconds: Number(env.BENCH_WATCHERS_STEP_SECONDS ?? 20), lessons: 20, via };
}

/** Why a step ends the ramp, or null when it held. */
export function failure(step: StepFigures): string | null {
  if (step.errors > 0) return `${step.errors} failed report(s) at ${step.learners} learners (${step.errorSamples[0]})`;
  if (step.latencyP99Ms >= P99_LIMIT_MS) return `p99 ${step.latencyP99Ms.toFixed(0)} ms at ${step.learners} learners`;
  return null;
}

export async function runWatchers(
  serverUrl: string | undefined,
  settings: WatchersSettings,
  log: (line: string) => void,
  profileDir?: string,
): Promise<WatchersResult | string> {
  const unavailable = clusterUnavailableReason(serverUrl);
  if (unavailable) return unavailable;
  const database = await createBenchDatabase(serverUrl);
  try {
    const most = settings.steps[settings.steps.length - 1];
    log(`watchers: ${most} learners with backend tokens, a course of ${settings.lessons} lessons`);
    const fixture = await database.use((db) =>
      createFixture(db, { learners: most, lessons: settings.lessons, freeCourses: 0, enrolled: false }),
    );
    const cluster = await startCluster(database.env.DATABASE_URL, profileDir);
    log(`watchers: ${GATEWAYS} gateways behind nginx at ${cluster.url}`);
    const load = new WatchLoad(cluster.url, fixture.learners, fixture.lessonIds, settings.via);
    let ramp: Omit<WatchersResult, "writes" | "settings">;
    try {
      ramp = await rampUp(load, cluster, fixture.courseId, settings, log);
    } finally {
      load.close();
      await cluster.stop();
    }
    const writes = await countWrites(database.env.DATABASE_URL, fixture, load);
    return { settings, ...ramp, writes };
  } finally {
    await database.dispose();
  }
}

async function rampUp(
  load: WatchLoad,
  cluster: Cluster,
  courseId: string,
  settings: WatchersSettings,
  log: (line: string) => void,
) {
  const steps: WatchersStep[] = [];
  let held: WatchersStep | null = null;
  let stoppedBecause = `every step held, up to ${settings.steps[settings.steps.length - 1]} learners`;
  // Thrown away: the gateways' first seconds under load (JIT, prepared statements, pooled connections).
  await enroll(load, range(0, settings.steps[0]), courseId);
  load.join(range(0, settings.steps[0]));
  await load.step(Math.min(5, settings.stepSeconds));
  for (const learners of settings.steps) {
    const joining = range(load.watching, learners);
    await enroll(load, joining, courseId);
    load.join(joining);
    const step = await measured(() => load.step(settings.stepSeconds), cluster);
    steps.push(step);
    const { cores } = step;
    log(
      `  watchers ${String(learners).padStart(6)} learners ${step.writesPerSecond.toFixed(0).padStart(5)} writes/s  p50 ${step.latencyP50Ms.toFixed(1)} ms  p99 ${step.latencyP99Ms.toFixed(1)} ms  errors ${step.errors}  cores: gateways ${cores.gateways.toFixed(2)} postgres ${cores.postgres.toFixed(2)} nginx ${cores.nginx.toFixed(2)} generator ${cores.generator.toFixed(2)} other ${cores.other.toFixed(2)}`,
    );
    const failed = failure(step);
    if (failed) {
      stoppedBecause = failed;
      break;
    }
    held = step;
  }
  const counts = cluster.upstreamCounts();
  return { steps, held, stoppedBecause, perGateway: [...counts.values()] };
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, index) => from + index);

/**
 * Enrolls the learners about to join, through the gateways, as the web client does: a few at a time, since
 * enrolment is not what is measured.
 */
async function enroll(load: WatchLoad, learners: number[], courseId: string) {
  const body = JSON.stringify({ course_id: courseId });
  const results = await pool(
    learners.map((learner) => () => load.post("/api/enrollments", body, learner)),
    8,
  );
  const failed = results.find((result) => result.status === "rejected");
  if (failed) throw new Error(`enrolment failed: ${(failed as PromiseRejectedResult).reason}`);
}

/** What `work` answers, with the cores each part of the cluster kept busy while it ran. */
export async function measured<T extends object>(
  work: () => Promise<T>,
  cluster: Cluster,
): Promise<T & { cores: CoreShares }> {
  const before = {
    parts: cluster.cpu(),
    generator: process.cpuUsage(),
    machine: machineBusySeconds(),
    at: performance.now(),
  };
  const figures = await work();
  const parts = cluster.cpu();
  const generatorMicros = process.cpuUsage(before.generator);
  const seconds = (performance.now() - before.at) / 1000;
  const cores = {
    gateways: (parts.gateways - before.parts.gateways) / seconds,
    postgres: (parts.postgres - before.parts.postgres) / seconds,
    nginx: (parts.nginx - before.parts.nginx) / seconds,
    generator: (generatorMicros.user + generatorMicros.system) / 1e6 / seconds,
    other: 0,
  };
  const machine = (machineBusySeconds() - before.machine) / seconds;
  cores.other = Math.max(0, machine - cores.gateways - cores.postgres - cores.nginx - cores.generator);
  return { ...figures, cores };
}
