// Runs scenarios against a live gateway: a probe request first (the answer must be a 200 without GraphQL
// errors, and its size is the payload), then the load; RSS of the server is sampled all along.
import { runInterleaved, type LoadFigures, type LoadSettings, type Request } from "./load.ts";
import type { CpuMeter } from "./process-cpu.ts";
import type { Kind, Scenario } from "./scenarios.ts";

export interface ScenarioResult {
  group: string;
  kind: Kind;
  label: string;
  /** Size of one response body (uncompressed; the gateway does not compress API responses). */
  bytes: number;
  figures: LoadFigures;
}

export async function probe(baseUrl: string, request: Request): Promise<number> {
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: { ...(request.body ? { "content-type": "application/json" } : {}), ...request.headers },
    body: request.body,
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`${request.method} ${request.path} answered ${response.status}: ${text.slice(0, 300)}`);
  if (request.path.startsWith("/graphql") && JSON.parse(text).errors)
    throw new Error(`GraphQL errors: ${text.slice(0, 300)}`);
  return Buffer.byteLength(text);
}

/** Scenarios of one group are measured interleaved (see load.ts); groups run one after the other. */
export async function measureScenarios(
  baseUrl: string,
  scenarios: Scenario[],
  settings: LoadSettings,
  log: (line: string) => void,
  cpu?: CpuMeter,
  gatewayCpu?: CpuMeter,
) {
  const results: ScenarioResult[] = [];
  for (const group of [...new Set(scenarios.map((scenario) => scenario.group))]) {
    const members = scenarios.filter((scenario) => scenario.group === group);
    const sizes: number[] = [];
    for (const scenario of members) sizes.push(await probe(baseUrl, scenario.next()));
    const measured = await runInterleaved(
      baseUrl,
      members.map((scenario) => scenario.next),
      settings,
      cpu,
      gatewayCpu,
    );
    members.forEach((scenario, index) => {
      const figures = measured[index];
      // `failedBy` is there exactly when a request failed (load.ts).
      if (figures.failedBy) {
        const { status, errors, timeouts } = figures.failedBy;
        throw new Error(
          `${scenario.label}: ${figures.failures} failed requests under load ` +
            `(${status} answered with a status other than 2xx, ${errors} connection errors, ${timeouts} timed out)`,
        );
      }
      const cpuFigure =
        figures.cpuMicrosPerRequest === undefined
          ? ""
          : `  ${figures.cpuMicrosPerRequest.toFixed(0)} µs CPU/req on ${figures.serverCores!.toFixed(2)} cores` +
            (figures.gatewayCpuMicrosPerRequest === undefined
              ? ""
              : ` (gateway ${figures.gatewayCpuMicrosPerRequest.toFixed(0)} µs/req)`);
      log(
        `  ${group.padEnd(14)} ${scenario.kind.padEnd(8)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${figures.latencyP99Ms.toFixed(0)} ms${cpuFigure}`,
      );
      results.push({ group, kind: scenario.kind, label: scenario.label, bytes: sizes[index], figures });
    });
  }
  return results;
}

/** Highest RSS seen between start() and stop(), sampled every 250 ms. */
export function rssSampler(read: () => number) {
  let max = 0;
  let timer: NodeJS.Timeout | undefined;
  return {
    start() {
      timer = setInterval(() => (max = Math.max(max, read())), 250);
    },
    stop(): number {
      clearInterval(timer);
      return max;
    },
  };
}
