// The `soak` scenario (BENCH_ONLY='^soak$'; docs/performance.md, Soak): one gateway in production mode, started
// with the same heap limits as `npm run serve`, under the mixed traffic of soak-mix.ts at a share of the capacity
// measured for that mix, for BENCH_SOAK_MINUTES (default 20). Every slice (a minute by default) records RSS, the
// JS heap (through the gateway's inspector on loopback), p50/p99 and failures; a gateway that dies ends the run
// with the reason. Where the memory is (bench/lib/memory/process-memory.ts) is written to bench/results/soak-memory.json
// at the start, every slice, after warm-up and at the end. BENCH_SOAK_SNAPSHOTS=1 also writes heap snapshots at those
// three points to bench/results/ (summarised by bench/lib/memory/heap-summary.ts, or compared in Chrome DevTools'
// Memory tab). BENCH_SOAK_BUILD=0 serves the client as last built instead of building it first.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createBenchDatabase } from "../bench-database.ts";
import { startGateway, type GatewayProcess } from "../gateway-process.ts";
import { buildClient, gatewayEnv, prepareData } from "../prepare.ts";
import { backendToken } from "../session.ts";
import { breakdownLine, memoryBreakdown, type MemoryBreakdown } from "../memory/process-memory.ts";
import { connectInspector, type HeapInspector, type MemoryUsage } from "./heap-inspector.ts";
import { closedLoopRate, openLoop, SoakClient, type Outcome } from "./soak-load.ts";
import { picker, soakMix, type SoakRequest } from "./soak-mix.ts";
import type { SoakMinute, SoakResult } from "./soak-report.ts";

export interface SoakSettings {
  minutes: number;
  sliceSeconds: number;
  /** Share of the measured capacity sent during the soak. */
  share: number;
  snapshots: boolean;
  build: boolean;
}

export function soakSettings(env: NodeJS.ProcessEnv = process.env): SoakSettings {
  return {
    minutes: Number(env.BENCH_SOAK_MINUTES ?? 20),
    sliceSeconds: Number(env.BENCH_SOAK_SLICE_SECONDS ?? 60),
    share: Number(env.BENCH_SOAK_SHARE ?? 0.7),
    snapshots: env.BENCH_SOAK_SNAPSHOTS === "1",
    build: env.BENCH_SOAK_BUILD !== "0",
  };
}

const PROBE = "/api/courses/published";
const INSPECTOR_PORT = Number(process.env.BENCH_SOAK_INSPECTOR_PORT ?? 9229);
const GATEWAY_PORT = process.env.BENCH_SOAK_PORT;
const CAPACITY_SECONDS = 20;
const MB = 2 ** 20;

export async function runSoak(root: string, settings: SoakSettings, log: (line: string) => void): Promise<SoakResult> {
  const buildError = settings.build ? buildClient(root) : null;
  if (buildError) log(`soak: client build failed (${buildError}); pages answer without the client`);
  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL);
  try {
    const courses = await prepareData(database);
    const env = {
      ...(await gatewayEnv(database)),
      BACKEND_TOKEN_TTL_SECONDS: String(Math.max(3600, settings.minutes * 60 + 600)),
      MALLOC_MMAP_THRESHOLD_: "131072",
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      ...(GATEWAY_PORT ? { PORT: GATEWAY_PORT, PUBLIC_URL: `http://127.0.0.1:${GATEWAY_PORT}` } : {}),
    };
    // The heap limits of `npm run serve` (package.json), so memory behaves as in production.
    const flags = ["--max-old-space-size=512", "--max-semi-space-size=4", `--inspect=127.0.0.1:${INSPECTOR_PORT}`];
    const gateway = await startGateway(root, env, PROBE, undefined, flags);
    const inspector = await connectInspector(INSPECTOR_PORT);
    const client = new SoakClient(gateway.url);
    try {
      return await soak(gateway, inspector, client, { root, settings, courses, kind: database.kind, log });
    } finally {
      client.close();
      inspector.close();
      await gateway.stop();
    }
  } finally {
    await database.dispose();
  }
}

interface SoakContext {
  root: string;
  settings: SoakSettings;
  courses: Awaited<ReturnType<typeof prepareData>>;
  kind: SoakResult["database"];
  log: (line: string) => void;
}

async function soak(gateway: GatewayProcess, inspector: HeapInspector, client: SoakClient, context: SoakContext) {
  const { settings, log } = context;
  const token = await backendToken(gateway.url);
  const { clientRequests, progressMutation } = await import("./soak-client-requests.ts");
  const ids = { courseId: context.courses.twenty.id, lessonId: context.courses.twenty.lessonIds[0] };
  const mix = await soakMix({
    baseUrl: gateway.url,
    token,
    courses: context.courses,
    anonymousQueries: await clientRequests(ids),
    signedInQueries: await clientRequests(ids, token),
    progressMutation: (lessonId) => progressMutation(lessonId, token),
  });
  const next = picker(mix);
  const results = path.join(context.root, "bench/results");
  fs.mkdirSync(results, { recursive: true });
  const breakdowns: MemoryBreakdown[] = [];
  const place = async (label: string, withSnapshot: boolean) => {
    const breakdown = await memoryBreakdown(gateway.pid, inspector, label, { deep: withSnapshot });
    breakdowns.push(breakdown);
    if (withSnapshot) log(`  ${breakdownLine(breakdown)}`);
    if (withSnapshot && settings.snapshots) await inspector.snapshot(path.join(results, `soak-${label}.heapsnapshot`));
  };
  await place("start", true);
  log(`soak: measuring the mix's capacity (${CAPACITY_SECONDS} s, 32 connections)`);
  await closedLoopRate(client, next, 32, 5);
  const capacity = await closedLoopRate(client, next, 32, CAPACITY_SECONDS);
  const rate = capacity * settings.share;
  log(`soak: capacity ${capacity.toFixed(0)} req/s; sending ${rate.toFixed(0)} req/s for ${settings.minutes} min`);

  const memory: MemoryUsage[] = [];
  const slices: SoakMinute[] = [];
  const errorSamples: string[] = [];
  let crashed: string | null = null;
  let ticks = 0;
  const sampler = setInterval(() => {
    void inspector.memory().then(
      (usage) => memory.push({ ...usage, rss: gateway.rss() }),
      (error: Error) => (crashed ??= `inspector: ${error.message}`),
    );
    void place(`slice ${++ticks}`, false).catch(() => undefined);
  }, settings.sliceSeconds * 1000);
  const warmedUp = setTimeout(() => void place("after-warm-up", true), Math.min(120, settings.minutes * 30) * 1000);
  try {
    await openLoop(
      client,
      next,
      { rate, seconds: settings.minutes * 60, sliceSeconds: settings.sliceSeconds },
      (index, outcomes) => {
        const slice = summarise(index + 1, outcomes, errorSamples);
        slices[index] = slice;
        if (gateway.rss() === 0) crashed ??= "the gateway process is gone";
      },
    );
  } finally {
    clearInterval(sampler);
    clearTimeout(warmedUp);
  }
  // The interval's last tick may fall after the load's end: the last slice gets a reading of its own.
  if (!crashed && memory.length < slices.length) memory.push({ ...(await inspector.memory()), rss: gateway.rss() });
  if (!crashed) await place("end", true);
  fs.writeFileSync(path.join(results, "soak-memory.json"), `${JSON.stringify(breakdowns, null, 2)}\n`);
  slices.forEach((slice, index) => {
    const usage = memory[index] ?? memory[memory.length - 1];
    Object.assign(slice, {
      rssMb: (usage?.rss ?? 0) / MB,
      heapUsedMb: (usage?.heapUsed ?? 0) / MB,
      heapTotalMb: (usage?.heapTotal ?? 0) / MB,
      externalMb: (usage?.external ?? 0) / MB,
    });
    log(
      `  soak ${String(slice.slice).padStart(3)}  RSS ${slice.rssMb.toFixed(0)} MB  heap ${slice.heapUsedMb.toFixed(0)} MB  ${slice.requests} req  p99 ${slice.p99Ms.toFixed(1)} ms  shed ${slice.shed}  errors ${slice.errors}`,
    );
  });
  return {
    database: context.kind,
    minutes: settings.minutes,
    sliceSeconds: settings.sliceSeconds,
    capacityPerSecond: capacity,
    share: settings.share,
    ratePerSecond: rate,
    mix: mix.map(({ kind, weight }) => ({ kind, weight })),
    slices,
    crashed,
    snapshots: settings.snapshots,
    errorSamples,
  } satisfies SoakResult;
}

function summarise(slice: number, outcomes: Outcome[], errorSamples: string[]): SoakMinute {
  const latencies = Float64Array.from(outcomes.map((outcome) => outcome.ms)).sort();
  const at = (quantile: number) =>
    latencies.length === 0 ? 0 : latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))];
  let shed = 0;
  let errors = 0;
  for (const outcome of outcomes) {
    if (outcome.status === 503) shed++;
    else if (outcome.status === 0 || outcome.status >= 400) {
      errors++;
      if (errorSamples.length < 5) errorSamples.push(`${outcome.kind}: ${outcome.status || "no answer"}`);
    }
  }
  return {
    slice,
    rssMb: 0,
    heapUsedMb: 0,
    heapTotalMb: 0,
    externalMb: 0,
    requests: outcomes.length,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    shed,
    errors,
  };
}

export const soakMachine = () => ({ cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() });
export type { SoakRequest };
