// Open-loop load of watching learners: each sends its progress report when its timer says so, whether or not
// the server has answered the previous one (a closed loop like autocannon's would slow down with the server and
// hide the overload). Reports go over keep-alive HTTP through nginx with the learner's own backend token, as the
// video player sends them (the UpdateLessonProgress mutation by its trusted id) or over the REST facade.
import http from "node:http";
import { performance } from "node:perf_hooks";
import { trustedDocumentOf } from "../../../gateway/src/graphql/trusted-documents.ts";
import { send } from "../http-send.ts";
import { reportContent, ReportSchedule, type Report } from "./schedule.ts";

export interface WatchingLearner {
  token: string;
}

export interface StepFigures {
  learners: number;
  seconds: number;
  sent: number;
  acknowledged: number;
  errors: number;
  errorSamples: string[];
  writesPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /** How late the generator sent (99th percentile): high means the load generator, not the server, fell behind. */
  sendLagP99Ms: number;
}

/** How a report is sent: as the web client sends it, or over the REST facade. */
export type ReportPath = "client" | "rest";

const TICK_MS = 2;
const CLIENT_ACCEPT = "application/graphql-response+json,application/json;q=0.9";
const REQUEST_TIMEOUT_MS = 10_000;

export class WatchLoad {
  private readonly schedule = new ReportSchedule();
  private readonly reports: number[] = [];
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  private readonly target: URL;
  /** `${learner}/${lesson}` -> highest watch time the server acknowledged. */
  readonly acknowledged = new Map<string, number>();
  readonly totals = { sent: 0, acknowledged: 0 };
  private readonly mutationId?: string;

  constructor(
    url: string,
    private readonly learners: WatchingLearner[],
    private readonly lessonIds: string[],
    readonly via: ReportPath = "client",
  ) {
    this.target = new URL(url);
    if (via === "client") {
      this.mutationId = trustedDocumentOf("UpdateLessonProgress")?.id;
      if (!this.mutationId) throw new Error("no trusted UpdateLessonProgress document: run `npm run generate` first");
    }
  }

  /** Adds learners (by index) to the ones watching; they start reporting in the next step. */
  join(learners: number[]) {
    for (const learner of learners) this.reports[learner] ??= 0;
    this.schedule.add(learners);
  }

  get watching() {
    return this.schedule.size;
  }

  /** Runs the schedule for `seconds`, then waits for every report of the step to be answered. */
  async step(seconds: number): Promise<StepFigures> {
    const latencies: number[] = [];
    const lags: number[] = [];
    const errorSamples: string[] = [];
    const inFlight = new Set<Promise<void>>();
    let errors = 0;
    let sent = 0;
    const began = performance.now();
    let covered = 0;
    const send = (report: Report) => {
      const lag = performance.now() - (began + report.at);
      lags.push(Math.max(0, lag));
      sent++;
      const request = this.report(report.learner).then(
        () => void latencies.push(performance.now() - (began + report.at)),
        (error: Error) => {
          errors++;
          if (errorSamples.length < 5) errorSamples.push(error.message);
        },
      );
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
    };
    while (covered < seconds * 1000) {
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
      const now = Math.min(performance.now() - began, seconds * 1000);
      for (const report of this.schedule.due(covered, now)) send(report);
      covered = now;
    }
    await Promise.all(inFlight);
    const sorted = Float64Array.from(latencies).sort();
    const at = (values: Float64Array, quantile: number) =>
      values.length === 0 ? 0 : values[Math.min(values.length - 1, Math.floor(quantile * values.length))];
    return {
      learners: this.watching,
      seconds,
      sent,
      acknowledged: latencies.length,
      errors,
      errorSamples,
      writesPerSecond: latencies.length / seconds,
      latencyP50Ms: at(sorted, 0.5),
      latencyP99Ms: at(sorted, 0.99),
      latencyMaxMs: sorted.length ? sorted[sorted.length - 1] : 0,
      sendLagP99Ms: at(Float64Array.from(lags).sort(), 0.99),
    };
  }

  close() {
    this.agent.destroy();
  }

  private async report(learner: number): Promise<void> {
    const { lesson, watchTime } = reportContent(learner, this.reports[learner]++, this.lessonIds.length);
    const key = `${learner}/${lesson}`;
    this.totals.sent++;
    const lessonId = this.lessonIds[lesson];
    if (this.mutationId) {
      const body = JSON.stringify({
        operationName: "UpdateLessonProgress",
        variables: { lessonId, input: { watchTime, totalDuration: 600 } },
        extensions: { persistedQuery: { version: 1, sha256Hash: this.mutationId } },
      });
      await this.post("/graphql", body, learner, CLIENT_ACCEPT);
    } else {
      const body = JSON.stringify({ watchTime, totalDuration: 600 });
      await this.post(`/api/progress/lesson/${lessonId}/update`, body, learner);
    }
    this.acknowledged.set(key, Math.max(this.acknowledged.get(key) ?? 0, watchTime));
    this.totals.acknowledged++;
  }

  /**
   * As `learner` sends it: with its token, from its own address. Learners watch on their own phones, so the
   * gateways' per-address read limits (decision 015: 3,000 a minute) count each learner apart, with the
   * bookkeeping that costs; from the generator's one address the limits refused every report past 50 a second.
   * nginx appends its peer to X-Forwarded-For and the gateways trust the proxy (TRUST_PROXY), so the address the
   * gateways see is the one sent here.
   */
  async post(path: string, body: string, learner: number, accept = "application/json"): Promise<number> {
    const headers = {
      "content-type": "application/json",
      accept,
      authorization: `Bearer ${this.learners[learner].token}`,
      "x-forwarded-for": learnerAddress(learner),
    };
    const { status, text } = await send(
      this.target,
      this.agent,
      { method: "POST", path, headers, body },
      { timeoutMs: REQUEST_TIMEOUT_MS },
    );
    if (status < 200 || status >= 300 || hasGraphqlErrors(path, text))
      throw new Error(`HTTP ${status}: ${text.slice(0, 300)}`);
    return status;
  }
}

/** A private IPv4 address of its own for each learner (up to 2^24 of them). */
export function learnerAddress(learner: number): string {
  return `10.${(learner >> 16) & 255}.${(learner >> 8) & 255}.${learner & 255}`;
}

/** A GraphQL answer's errors (with a 200 where the media type allows it) fail the report as a status would. */
function hasGraphqlErrors(path: string, text: string): boolean {
  if (path !== "/graphql") return false;
  try {
    return (JSON.parse(text) as { errors?: unknown[] }).errors !== undefined;
  } catch {
    return true;
  }
}
