// What an operator scrapes (docs/operations.md, "Metrics"): one Prometheus registry per gateway (tests start several
// in one process), the process's own figures (memory, event-loop delay) and the gateway's counters. Every label has
// a bounded set of values: a route's pattern, never its URL; a status code; a job kind; an outcome.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

export type Outcome = "sent" | "failed";

/** Whose answer a lookup was for: one kept for every reader, or a learner's own (decision 047). */
export type KeptFor = "everyone" | "learner";

export interface Metrics {
  registry: Registry;
  /** One answered HTTP request: its route's pattern ("unmatched" when no route took it), method and status. */
  request(route: string, method: string, status: number, seconds: number): void;
  /** A lookup of a remembered answer (the content cache and the answers in front of Yoga). */
  answerCache(hit: boolean, keptFor: KeptFor): void;
  /** One video job's renditions made (or failed) in this many seconds. */
  transcode(seconds: number, outcome: "done" | "failed"): void;
  mail(outcome: Outcome): void;
  /** A push to one device; "gone" is a subscription the push service no longer knows. */
  push(outcome: Outcome | "gone"): void;
  /** A gauge read at each scrape; `read` sets its values (the job queue, the database pool). */
  gauge(name: string, help: string, labelNames: string[], read: (gauge: Gauge<string>) => Promise<void> | void): void;
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: "vidyapath_http_requests_total",
    help: "HTTP requests answered, by route pattern, method and status.",
    labelNames: ["route", "method", "status"],
    registers,
  });
  const latency = new Histogram({
    name: "vidyapath_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by route pattern.",
    labelNames: ["route"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const shed = new Counter({
    name: "vidyapath_http_shed_total",
    help: "Requests answered 503: load shed (decision 015) or the database unreachable.",
    registers,
  });
  const limited = new Counter({
    name: "vidyapath_http_rate_limited_total",
    help: "Requests answered 429: a cost budget or a per-route limit spent (decision 029).",
    registers,
  });
  const cache = new Counter({
    name: "vidyapath_answer_cache_total",
    help: "Lookups of remembered answers, by result (hit or miss) and whose (everyone's, or a learner's own).",
    labelNames: ["result", "kept_for"],
    registers,
  });
  const transcodes = new Histogram({
    name: "vidyapath_transcode_seconds",
    help: "Time one video job took to make its renditions, by outcome.",
    labelNames: ["outcome"],
    buckets: [5, 15, 30, 60, 120, 300, 600, 1200, 3600],
    registers,
  });
  const mails = new Counter({
    name: "vidyapath_mail_total",
    help: "Emails handed to the mail transport, by outcome.",
    labelNames: ["outcome"],
    registers,
  });
  const pushes = new Counter({
    name: "vidyapath_push_total",
    help: "Web pushes to one device, by outcome (gone: the subscription ended).",
    labelNames: ["outcome"],
    registers,
  });
  for (const result of ["hit", "miss"])
    for (const keptFor of ["everyone", "learner"]) cache.inc({ result, kept_for: keptFor }, 0);
  for (const outcome of ["sent", "failed"]) mails.inc({ outcome }, 0);
  for (const outcome of ["sent", "failed", "gone"]) pushes.inc({ outcome }, 0);

  return {
    registry,
    request(route, method, status, seconds) {
      const known = METHODS.has(method) ? method : "OTHER";
      requests.inc({ route, method: known, status: String(status) });
      latency.observe({ route }, seconds);
      if (status === 503) shed.inc();
      if (status === 429) limited.inc();
    },
    answerCache: (hit, keptFor) => cache.inc({ result: hit ? "hit" : "miss", kept_for: keptFor }),
    transcode: (seconds, outcome) => transcodes.observe({ outcome }, seconds),
    mail: (outcome) => mails.inc({ outcome }),
    push: (outcome) => pushes.inc({ outcome }),
    gauge(name, help, labelNames, read) {
      new Gauge({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          await read(this);
        },
      });
    },
  };
}
