// Load for one group of scenarios that serve the same data (baseline, REST, GraphQL). On a shared, noisy
// machine the background load drifts within seconds, so the group is measured interleaved: after a warm-up of
// each (JIT, caches, pools; thrown away) the measured load is cut into rounds, and every round runs each
// scenario in turn (in rotating order). Ratios then compare figures taken under the same conditions.
import { performance } from "node:perf_hooks";
import autocannon, { type Options, type Result } from "autocannon";
import type { CpuMeter } from "./process-cpu.ts";

export interface Request {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  rounds: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  latencyMeanMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Throughput of each round's slice, in round order: ratios are taken round by round (report.ts). */
  roundRequestsPerSecond: number[];
  /** Server CPU (gateway, plus a local PostgreSQL) per response over all slices, in microseconds. */
  cpuMicrosPerRequest?: number;
  /** The gateway's own CPU per response (its process alone, PGlite included; not PostgreSQL's), in microseconds. */
  gatewayCpuMicrosPerRequest?: number;
  /** Cores the server kept busy on average while the slices ran: well under 1 means the load generator set the pace. */
  serverCores?: number;
  requests: number;
  failures: number;
  /** What the failures were, when there were any: a status other than 2xx, a connection error, or no answer in time. */
  failedBy?: FailedBy;
}

export interface FailedBy {
  status: number;
  errors: number;
  timeouts: number;
}

interface Tally {
  latencies: number[];
  rounds: number[];
  /** Responses and time while every connection was busy (see `run`). */
  requests: number;
  seconds: number;
  failures: number;
  failedBy: FailedBy;
  cpuSeconds: number;
  gatewayCpuSeconds: number;
  /** Every response of the slices (the CPU covers the ramp-down too) and their wall time. */
  responses: number;
  wallSeconds: number;
}

/** `next` yields each request in turn, so a scenario can rotate over ids (one row per lesson, not one hot row). */
export async function runInterleaved(
  baseUrl: string,
  scenarios: (() => Request)[],
  settings: LoadSettings,
  cpu?: CpuMeter,
  gatewayCpu?: CpuMeter,
): Promise<LoadFigures[]> {
  const rates: number[] = [];
  for (const next of scenarios) rates.push(await warmUp(baseUrl, next, settings));
  // Slices end after a number of requests, never mid-response (a cut-off would drop exactly the slow ones), and
  // last at least eight mean latencies of the slowest scenario, so each connection completes eight requests or
  // more and the ones half done at a slice's edges weigh little: a heavy group gets longer slices rather than
  // fewer rounds, so every ratio is a median of the same number of rounds.
  const slowestLatency = settings.connections / Math.min(...rates);
  const rounds = settings.rounds;
  const sliceSeconds = Math.max(settings.durationSeconds / rounds, 8 * slowestLatency);
  const tallies: Tally[] = scenarios.map(() => ({
    latencies: [],
    rounds: [],
    requests: 0,
    seconds: 0,
    failures: 0,
    failedBy: { status: 0, errors: 0, timeouts: 0 },
    cpuSeconds: 0,
    gatewayCpuSeconds: 0,
    responses: 0,
    wallSeconds: 0,
  }));
  for (let round = 0; round < rounds; round++) {
    for (let turn = 0; turn < scenarios.length; turn++) {
      const index = (round + turn) % scenarios.length;
      const amount = Math.max(2 * settings.connections, Math.round(rates[index] * sliceSeconds));
      const cpuBefore = cpu?.() ?? 0;
      const gatewayBefore = gatewayCpu?.() ?? 0;
      const slice = await run(baseUrl, scenarios[index], settings, { amount });
      const tally = tallies[index];
      tally.cpuSeconds += (cpu?.() ?? 0) - cpuBefore;
      tally.gatewayCpuSeconds += (gatewayCpu?.() ?? 0) - gatewayBefore;
      tally.responses += slice.responses;
      tally.wallSeconds += slice.seconds;
      tally.latencies.push(...slice.latencies);
      tally.rounds[round] = slice.steady.requests / slice.steady.seconds;
      tally.requests += slice.steady.requests;
      tally.seconds += slice.steady.seconds;
      tally.failures += slice.non2xx + slice.result.errors + slice.result.timeouts;
      tally.failedBy.status += slice.non2xx;
      tally.failedBy.errors += slice.result.errors;
      tally.failedBy.timeouts += slice.result.timeouts;
    }
  }
  return tallies.map((tally) => figures(tally, cpu !== undefined, gatewayCpu !== undefined));
}

/** Thrown-away load that also estimates the rate (requests per second) the slices are sized with. */
async function warmUp(baseUrl: string, next: () => Request, settings: LoadSettings): Promise<number> {
  const timed = await run(baseUrl, next, settings, { duration: settings.warmupSeconds });
  if (timed.latencies.length >= 2 * settings.connections) return timed.steady.requests / timed.steady.seconds;
  // Too slow to finish two requests per connection in the warm-up time: count a fixed number instead.
  const counted = await run(baseUrl, next, settings, { amount: 2 * settings.connections });
  return counted.steady.requests / counted.steady.seconds;
}

function figures(
  { latencies, rounds, requests, seconds, failures, failedBy, ...server }: Tally,
  cpuMeasured: boolean,
  gatewayMeasured: boolean,
): LoadFigures {
  if (latencies.length === 0) throw new Error("no request completed");
  const sorted = Float64Array.from(latencies).sort();
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))];
  return {
    requestsPerSecond: requests / seconds,
    latencyMeanMs: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    latencyP50Ms: at(0.5),
    latencyP99Ms: at(0.99),
    roundRequestsPerSecond: rounds,
    ...(cpuMeasured && {
      cpuMicrosPerRequest: (server.cpuSeconds * 1e6) / server.responses,
      serverCores: server.cpuSeconds / server.wallSeconds,
    }),
    ...(gatewayMeasured && { gatewayCpuMicrosPerRequest: (server.gatewayCpuSeconds * 1e6) / server.responses }),
    requests: sorted.length,
    failures,
    ...(failures > 0 && { failedBy }),
  };
}

interface Slice {
  result: Result;
  latencies: number[];
  steady: { requests: number; seconds: number };
  /** Every response, and the time to the last one (autocannon itself stops up to a second later). */
  responses: number;
  seconds: number;
  non2xx: number;
}

function run(
  baseUrl: string,
  next: () => Request,
  settings: LoadSettings,
  length: { duration: number } | { amount: number },
): Promise<Slice> {
  const options: Options = {
    url: baseUrl,
    connections: settings.connections,
    ...length,
    timeout: 30,
    requests: [{ setupRequest: (defaults: object) => ({ ...defaults, ...withJsonHeader(next()) }) }],
  };
  const latencies: number[] = [];
  let non2xx = 0;
  // Timed by the harness: autocannon 9 notices the end of an `amount` only on its next one-second tick and reports
  // whole seconds (a 2.1 s slice read as 3 s). The throughput counts the steady part only: with `amount` requests
  // over C connections, every response up to number amount - C sends the next request, after which fewer and
  // fewer connections are busy; that ramp-down is longer for slower scenarios and would bias their ratio.
  const steadyUntil = "amount" in length ? Math.max(1, length.amount - settings.connections) : Infinity;
  const started = performance.now();
  let responses = 0;
  let steadyEnd = started;
  let lastEnd = started;
  return new Promise<Slice>((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      if (error) reject(error);
      else {
        const steady = { requests: Math.min(responses, steadyUntil), seconds: (steadyEnd - started) / 1000 };
        resolve({ result, latencies, steady, responses, seconds: (lastEnd - started) / 1000, non2xx });
      }
    });
    instance.on("response", (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      lastEnd = performance.now();
      if (++responses <= steadyUntil) steadyEnd = lastEnd;
      if (status >= 200 && status < 300) latencies.push(responseTime);
      else non2xx++;
    });
  });
}

function withJsonHeader(request: Request): Request {
  const json: Record<string, string> = request.body === undefined ? {} : { "content-type": "application/json" };
  return { ...request, headers: { ...json, ...request.headers } };
}
