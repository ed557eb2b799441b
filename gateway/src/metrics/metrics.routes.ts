// GET /metrics in the Prometheus text format, off the public internet by default (docs/operations.md, "Metrics"):
// on the gateway's own port only with METRICS_TOKEN as a bearer token, or without one on METRICS_PORT, which listens
// on 127.0.0.1 only. With neither, /metrics is not found.
import crypto from "node:crypto";
import http from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { JobKindState } from "@app/schema";
import type { AppServices } from "../services.ts";
import type { Metrics } from "./metrics.ts";

/** The job queue is read at most this often, whatever the number of scrapers (one grouped statement). */
const QUEUE_READ_EVERY_MS = 5_000;

export interface MetricsServer {
  /** The loopback port /metrics listens on (METRICS_PORT; 0 picks one), when it has its own. */
  port?: number;
  close(): Promise<void>;
}

export async function registerMetrics(server: FastifyInstance, services: AppServices): Promise<MetricsServer> {
  const { metrics, config } = services;
  // The route's pattern, never the URL: a client choosing URLs must not grow the label set.
  server.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
    metrics.request(
      request.routeOptions.url ?? "unmatched",
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  gaugeJobs(metrics, services);
  gaugePool(metrics, services);

  const token = config.METRICS_TOKEN;
  server.get("/metrics", async (request, reply) => {
    if (!token) return reply.status(404).send({ error: "Not found" });
    if (!bearerMatches(request.headers.authorization, token))
      return reply.status(401).header("www-authenticate", 'Bearer realm="metrics"').send({ error: "Unauthorized" });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  if (config.METRICS_PORT === undefined) return { close: async () => undefined };
  const own = http.createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    own.once("error", reject);
    own.listen(config.METRICS_PORT, "127.0.0.1", () => resolve());
  });
  const address = own.address();
  return {
    port: typeof address === "object" && address ? address.port : undefined,
    close: () => new Promise<void>((resolve) => own.close(() => resolve())),
  };
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer (.+)$/i.exec(header ?? "")?.[1] ?? "";
  // Compared as digests: equal lengths, and no timing that tells how much of the token was right.
  const digest = (text: string) => crypto.createHash("sha256").update(text).digest();
  return crypto.timingSafeEqual(digest(sent), digest(token));
}

/** Every replica's jobs per kind, read from pg-boss's table at a scrape and kept a few seconds. */
function gaugeJobs(metrics: Metrics, services: Pick<AppServices, "jobs">) {
  let read: { at: number; states: Promise<JobKindState[]> } | undefined;
  const states = () => {
    if (!read || Date.now() - read.at > QUEUE_READ_EVERY_MS) {
      read = { at: Date.now(), states: services.jobs.states() };
      // A failed read is not kept: the next scrape asks again.
      read.states.catch(() => (read = undefined));
    }
    return read.states;
  };
  const field = (name: string, help: string, value: (state: JobKindState) => number | null) =>
    metrics.gauge(name, help, ["kind"], async (gauge) => {
      gauge.reset();
      for (const state of await states().catch(() => [])) {
        const number = value(state);
        if (number !== null) gauge.set({ kind: state.kind }, number);
      }
    });
  field("vidyapath_jobs_waiting", "Jobs due or waiting for a retry, per kind (every replica's).", (s) => s.waiting);
  field("vidyapath_jobs_running", "Jobs being run now, per kind (every replica's).", (s) => s.running);
  field(
    "vidyapath_jobs_failed",
    "Jobs that failed their last attempt, kept until retried or discarded.",
    (s) => s.failed,
  );
  field(
    "vidyapath_jobs_oldest_waiting_seconds",
    "Age of the oldest waiting job, per kind: a queue nobody takes from grows it.",
    (s) => s.oldestWaitingSeconds,
  );
}

/** PostgreSQL's connection pool of this gateway; embedded PGlite has one connection and no pool. */
function gaugePool(metrics: Metrics, services: Pick<AppServices, "db">) {
  const pool = services.db.pool;
  if (!pool) return;
  metrics.gauge("vidyapath_db_pool_connections", "Database connections of this gateway, by state.", ["state"], (g) => {
    g.set({ state: "idle" }, pool.idle());
    g.set({ state: "busy" }, pool.total() - pool.idle());
    g.set({ state: "max" }, pool.max);
  });
  metrics.gauge("vidyapath_db_pool_waiting", "Queries waiting for a free database connection.", [], (g) =>
    g.set(pool.waiting()),
  );
}
