// Long-lived services of one gateway process, created once at start and shared by every transport.
import path from "node:path";
import { openDatabase, type Database } from "@app/db";
import type { IdentityPort, PaymentProvider } from "@app/schema";
import type { Config } from "./config/env.ts";
import { createBackendTokens, type BackendTokens } from "./session/backend-token.ts";
import type { Storage } from "./files/storage.ts";
import { openStorage } from "./files/open-storage.ts";
import { createIdentity } from "./auth/identity.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import type { SmsSender } from "./sms/sms.ts";
import { openSmsSender } from "./sms/open-sms-sender.ts";
// The composition root builds the answer cache from its own module: the rest of answer-cache/index.ts takes the
// services it composes (decision 039).
import { createContentCache, type ContentCache } from "./graphql/answer-cache/content-cache.ts";
import { createViewerCache, type ViewerCache } from "./graphql/viewer-cache.ts";
import { createPasswordLimits, type PasswordLimits } from "./security/password-throttle.ts";
import { createSharedWindows, type SharedWindows } from "./security/rate-limit-buckets.ts";
import { createExecutionGate, gateOptionsFrom, type ExecutionGate } from "./http/load-shedding.ts";
import { createReadLimits, priceExecution, type ReadLimits } from "./security/read-limits.ts";
import { createJobQueue, type DurableQueue } from "./jobs/job-queue.ts";
import { openPaymentProvider } from "./payments/payment-provider.ts";
import { createMetrics, type Metrics } from "./metrics/metrics.ts";
import { countedMailer } from "./metrics/counted.ts";

export interface AppServices {
  config: Config;
  db: Database;
  backendTokens: BackendTokens;
  identity: IdentityPort;
  files: Storage;
  /** The durable job queue in the database (decision 018); started on first use. */
  jobs: DurableQueue;
  mailer: Mailer;
  /** SMS for phone sign-in (msg91, the dev mailbox, or off; docs/phone-sign-in.md). */
  sms: SmsSender;
  contentCache: ContentCache;
  /** The viewers of recent backend tokens, forgotten when the database announces a change (decision 042). */
  viewers: ViewerCache;
  /** Rate-limit windows shared by every replica on this database (identity server limits, throttles). */
  limitWindows: SharedWindows;
  passwordLimits: PasswordLimits;
  /** Bounds the GraphQL executions of /graphql and REST together (load shedding). */
  executionGate: ExecutionGate;
  /** Cost per minute and requests in flight per account, session or anonymous address on /graphql and /api. */
  readLimits: ReadLimits;
  /** Razorpay through its SDK (decision 030); null when paid courses cannot be bought. */
  payments: PaymentProvider | null;
  /** This gateway's Prometheus registry and counters (GET /metrics). */
  metrics: Metrics;
}

export async function createServices(config: Config, db?: Database): Promise<AppServices> {
  const database = db ?? (await openDatabase({ target: databaseTarget(config), openEveryConnection: true }));
  const limitWindows = createSharedWindows(database);
  const backendTokens = createBackendTokens(config.backendSecret, config.BACKEND_TOKEN_TTL_SECONDS);
  const metrics = createMetrics();
  return {
    config,
    db: database,
    backendTokens,
    identity: createIdentity(config, database),
    files: await openStorage(config),
    jobs: createJobQueue(database, {
      heartbeatSeconds: config.JOB_HEARTBEAT_SECONDS,
      retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    }),
    mailer: countedMailer(createMailer(config, database), metrics),
    sms: openSmsSender(config, database),
    contentCache: createContentCache({
      db: database,
      maxBytes: config.CONTENT_CACHE_MB * 2 ** 20,
      onLookup: metrics.answerCache,
    }),
    viewers: createViewerCache(database),
    limitWindows,
    passwordLimits: createPasswordLimits(config, limitWindows),
    // Each execution is priced for the client whose request ran it (the read limits' cost budgets).
    executionGate: createExecutionGate({ ...gateOptionsFrom(config), onExecute: priceExecution }),
    readLimits: createReadLimits(config, limitWindows, backendTokens),
    payments: openPaymentProvider(config),
    metrics,
  };
}

function databaseTarget(config: Config) {
  return config.DATABASE_URL
    ? { kind: "postgres" as const, location: config.DATABASE_URL }
    : { kind: "pglite" as const, location: path.join(config.dataDir, "pg") };
}
