// Composes the gateway: one origin serving the client, /api (REST facade), /graphql, /auth/v1 and files.
import zlib from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import fastifyCompress from "@fastify/compress";
import type { Database } from "@app/db";
import { prepareMockTestsAhead, releaseJobQueue } from "@app/schema";
import type { Config } from "./config/env.ts";
import { createServices, type AppServices } from "./services.ts";
import { registerGraphql } from "./graphql/yoga.ts";
import { registerHealth } from "./health/health.routes.ts";
import { registerClient } from "./client/client.routes.ts";
import { registerSecurity } from "./security/security.ts";
import { registerReadLimits } from "./security/read-limits.ts";
import { registerErrorHandler } from "./http/error-handler.ts";
import { registerJsonBodyParser } from "./http/json-depth.ts";
import { registerHttpCache } from "./http/http-cache.ts";
import { rememberedCompression } from "./http/remembered-compression.ts";
import { registerFiles } from "./files/files.routes.ts";
import { registerRest } from "./rest/register-rest.ts";
import { registerIdentityServer } from "./auth/auth.routes.ts";
import { registerDevMailbox } from "./mail/dev-mailbox.routes.ts";
import { registerPaymentRoutes } from "./payments/payments.routes.ts";
import { registerDevCheckout } from "./payments/dev-checkout.routes.ts";
import { serveSnapshotsOf } from "./backup/snapshot-socket.ts";
import { registerMetrics } from "./metrics/metrics.routes.ts";
import { startHeartbeat } from "./metrics/heartbeat.ts";

/**
 * Brotli's default 4 MB window costs ~10 MB of native memory per response in flight (32 concurrent 1 MB
 * catalogues took the gateway from 390 to 710 MB RSS); a 256 KB window keeps it near gzip's, for JSON about
 * as small. Quality 4 is the plugin's default, fast enough to compress per request.
 */
const brotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
};

export interface App {
  server: FastifyInstance;
  services: AppServices;
  /** The loopback port of GET /metrics when METRICS_PORT is set (0 picks a free one). */
  metricsPort?: number;
  close(): Promise<void>;
}

export async function buildApp(config: Config, options: { db?: Database } = {}): Promise<App> {
  const services = await createServices(config, options.db);
  const server = Fastify({
    logger: config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Slow clients must not hold sockets forever (slowloris): headers must arrive within 10 s and a whole request
    // within requestTimeoutMs (a staff video upload of the largest allowed size on a slow link). Node enforces both
    // only when it sweeps connections, hence the short checking interval. A socket silent for 90 s is closed
    // whatever the request; that idle timeout stays above keepAliveTimeout (72 s) so that a proxy's pooled
    // keep-alive connection is never closed under it mid-reuse.
    http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
    requestTimeout: requestTimeoutMs(config),
    connectionTimeout: 90_000,
    return503OnClosing: true,
  });

  registerErrorHandler(server);
  // First, so that every route's answers are counted (GET /metrics, METRICS_PORT).
  const metrics = await registerMetrics(server, services);
  // The System page's list of replicas: this process's row in the shared database.
  const heartbeat = await startHeartbeat(services.db, config.APP_VERSION);
  // A sitting's first starts find their test prepared in this process (decision 044); a look that fails is tried
  // again at the next, and the test's first start prepares it.
  const preparing = await prepareMockTestsAhead(services.db, {
    onError: (error, testId) => server.log.warn({ err: error, testId }, "mock test not prepared ahead"),
  });
  registerJsonBodyParser(server);
  await registerSecurity(server, config);
  // After CORS (a refusal still carries its headers), before any route reads a body or looks up a viewer.
  registerReadLimits(server, services.readLimits);
  // Before compression: ETags name the uncompressed answer, and a 304 has nothing to compress.
  registerHttpCache(server);
  // JSON over 1 KB leaves compressed when accepted (before @fastify/static, whose .br/.gz files it leaves alone);
  // request bodies are never inflated, so BODY_LIMIT_BYTES bounds what a client can make the server hold.
  // Compressed synchronously whatever the size: 32 concurrent 1.4 MB catalogues took 15% more throughput and
  // 200-300 MB less RSS than through zlib streams on the thread pool.
  await server.register(fastifyCompress, {
    threshold: 1024,
    syncThreshold: 8 * 2 ** 20,
    globalDecompression: false,
    brotliOptions,
    zlib: rememberedCompression((bytes) => services.contentCache.owns(bytes)),
  });
  registerHealth(server, services);
  registerGraphql(server, services);
  await registerRest(server, services);
  await registerPaymentRoutes(server, services);
  await registerFiles(server, services);
  await registerIdentityServer(server, services);
  registerDevMailbox(server, services);
  await registerDevCheckout(server, services);
  await registerClient(server, services);
  // `npm run backup` on embedded PGlite asks this process for its snapshot (decision 034); a database a test
  // hands in is not this configuration's.
  const snapshots = options.db ? null : await serveSnapshotsOf(services, server.log);

  return {
    server,
    services,
    metricsPort: metrics.port,
    async close() {
      await closeServer(server);
      await metrics.close();
      await heartbeat.stop();
      await preparing.stop();
      await snapshots?.close();
      services.readLimits.close();
      services.viewers.close();
      services.contentCache.close();
      // The queue handed over at start (notify(), the tax documents' mail) stops here: taken back first.
      releaseJobQueue(services.jobs);
      await services.jobs.stop();
      services.files.close();
      if (!options.db) await services.db.close();
    },
  };
}

// Below the usual grace period of orchestrators (Kubernetes 30 s) so the database is closed before SIGKILL.
const CLOSE_DEADLINE_MS = 20_000;

/**
 * New connections are refused once close() starts and in-flight requests complete. A keep-alive socket becomes
 * idle only after its response, so idle sockets are swept until the server has closed rather than left for
 * keepAliveTimeout (72 s); whatever is still open at the deadline is cut.
 */
async function closeServer(server: FastifyInstance): Promise<void> {
  const http = server.server;
  const sweep = setInterval(() => http.closeIdleConnections(), 100);
  const deadline = setTimeout(() => http.closeAllConnections(), CLOSE_DEADLINE_MS);
  try {
    await server.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}

/**
 * Node's request timeout is one setting for every route, and the longest legitimate request is a staff video
 * upload: it may take as long as the largest allowed video needs at 2 Mbit/s (500 MiB: ~35 minutes), never less
 * than two minutes. Every other body is bounded by BODY_LIMIT_BYTES and a stalled socket by the idle timeout.
 */
export function requestTimeoutMs(config: Pick<Config, "VIDEO_UPLOAD_LIMIT_BYTES">): number {
  const slowLinkBytesPerSecond = 250_000;
  return Math.max(120_000, Math.ceil((config.VIDEO_UPLOAD_LIMIT_BYTES / slowLinkBytesPerSecond) * 1000));
}
