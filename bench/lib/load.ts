// Load for one group of scenarios that serve the same data (baseline, REST, GraphQL). On a shared, noisy
// machine the background load drifts within seconds, so the group is measured interleaved: after a warm-up of
// each (JIT, caches, pools; thrown away) the measured load is cut into rounds, and every round runs each
// scenario in turn (in rotating order). Ratios then compare figures taken under the same conditions.
import { performance } from "node:perf_hooks";
import autocannon, { type Options, type Result } from "autocannon";

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
  requests: number;
  failures: number;
}

interface Tally {
  latencies: number[];
  rounds: number[];
  seconds: number;
  failures: number;
}

/** `next` yields each request in turn, so a scenario can rotate over ids (one row per lesson, not one hot row). */
export async function runInterleaved(baseUrl: string, scenarios: (() => Request)[], settings: LoadSettings): Promise<LoadFigures[]> {
  const rates: number[] = [];
  for (const next of scenarios) rates.push(await warmUp(baseUrl, next, settings));
  // Slices end after a number of requests, never mid-response (a cut-off would drop exactly the slow ones), and
  // are at least ten mean latencies long so the ramp-down at the end of each slice stays a small share.
  const slowestLatency = settings.connections / Math.min(...rates);
  const rounds = Math.max(1, Math.min(settings.rounds, Math.floor(settings.durationSeconds / (10 * slowestLatency))));
  const tallies: Tally[] = scenarios.map(() => ({ latencies: [], rounds: [], seconds: 0, failures: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (let turn = 0; turn < scenarios.length; turn++) {
      const index = (round + turn) % scenarios.length;
      const amount = Math.max(settings.connections, Math.round((rates[index] * settings.durationSeconds) / rounds));
      const { result, latencies, seconds, non2xx } = await run(baseUrl, scenarios[index], settings, { amount });
      const tally = tallies[index];
      tally.latencies.push(...latencies);
      tally.rounds[round] = latencies.length / seconds;
      tally.seconds += seconds;
      tally.failures += non2xx + result.errors + result.timeouts;
    }
  }
  return tallies.map(figures);
}

/** Thrown-away load that also estimates the rate (requests per second) the slices are sized with. */
async function warmUp(baseUrl: string, next: () => Request, settings: LoadSettings): Promise<number> {
  const timed = await run(baseUrl, next, settings, { duration: settings.warmupSeconds });
  if (timed.latencies.length >= 2 * settings.connections) return timed.latencies.length / timed.seconds;
  // Too slow to finish two requests per connection in the warm-up time: count a fixed number instead.
  const counted = await run(baseUrl, next, settings, { amount: 2 * settings.connections });
  return counted.latencies.length / counted.seconds;
}

function figures({ latencies, rounds, seconds, failures }: Tally): LoadFigures {
  if (latencies.length === 0) throw new Error("no request completed");
  const sorted = Float64Array.from(latencies).sort();
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))];
  return {
    requestsPerSecond: sorted.length / seconds,
    latencyMeanMs: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    latencyP50Ms: at(0.5),
    latencyP99Ms: at(0.99),
    roundRequestsPerSecond: rounds,
    requests: sorted.length,
    failures,
  };
}

function run(baseUrl: string, next: () => Request, settings: LoadSettings, length: { duration: number } | { amount: number }) {
  const options: Options = {
    url: baseUrl,
    connections: settings.connections,
    ...length,
    timeout: 30,
    requests: [{ setupRequest: (defaults: object) => ({ ...defaults, ...withJsonHeader(next()) }) }],
  };
  const latencies: number[] = [];
  let non2xx = 0;
  // Timed from the start to the last response: autocannon 9 notices the end of an `amount` only on its next
  // one-second tick and reports whole seconds, so a 2.1 s slice read as 3 s (a ratio off by up to a third).
  const started = performance.now();
  let lastResponse = started;
  return new Promise<{ result: Result; latencies: number[]; seconds: number; non2xx: number }>((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      const seconds = (lastResponse - started) / 1000;
      if (error) reject(error);
      else resolve({ result, latencies, seconds, non2xx });
    });
    instance.on("response", (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      lastResponse = performance.now();
      if (status >= 200 && status < 300) latencies.push(responseTime);
      else non2xx++;
    });
  });
}

function withJsonHeader(request: Request): Request {
  const json: Record<string, string> = request.body === undefined ? {} : { "content-type": "application/json" };
  return { ...request, headers: { ...json, ...request.headers } };
}
