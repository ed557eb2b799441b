// One scenario under load: a warm-up (JIT, caches, pools) that is thrown away, then a fixed-duration run at
// a fixed number of connections. Any non-2xx or socket error invalidates the figures.
import autocannon from "autocannon";

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
}

export interface LoadFigures {
  requestsPerSecond: number;
  latencyMeanMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  failures: number;
}

/** `next` yields each request in turn, so a scenario can rotate over ids (one row per lesson, not one hot row). */
export async function runLoad(baseUrl: string, next: () => Request, settings: LoadSettings): Promise<LoadFigures> {
  const options = (duration: number) => ({
    url: baseUrl,
    connections: settings.connections,
    duration,
    timeout: 30,
    requests: [{ setupRequest: (defaults: object) => ({ ...defaults, ...withJsonHeader(next()) }) }],
  });
  await autocannon(options(settings.warmupSeconds));
  const result = await autocannon(options(settings.durationSeconds));
  if (result.requests.total === 0) throw new Error(`no request completed within ${settings.durationSeconds} s`);
  return {
    // Completed requests over the whole run: exact even when a slow response spans several one-second samples.
    requestsPerSecond: result.requests.total / result.duration,
    latencyMeanMs: result.latency.mean,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

function withJsonHeader(request: Request): Request {
  const json: Record<string, string> = request.body === undefined ? {} : { "content-type": "application/json" };
  return { ...request, headers: { ...json, ...request.headers } };
}
