// The one durable job queue (decision 018): pg-boss in the database the deployment already has. On PostgreSQL it
// keeps a small pool of its own; on embedded PGlite it shares the one connection through pg-boss's own adapter,
// whose statements queue behind Prisma's like any other (PGlite serialises every call).
import { fromPglite, PgBoss, type Job } from "pg-boss";
import type { Database, Prisma } from "@app/db";
import type { DeadLetter, FailedJob, JobKindState, JobName, JobQueue } from "@app/schema";

export interface QueueOptions {
  /** A claimed job whose worker stops beating for this long (a killed gateway) is retried (pg-boss minimum 10). */
  heartbeatSeconds: number;
  /** The first retry waits this long; each next one twice as long (pg-boss's backoff). */
  retryDelaySeconds: number;
}

export interface WorkerOptions {
  /** Jobs of this queue run at once in this process. */
  concurrency: number;
  /** Attempts after the first, with backoff. */
  retryLimit: number;
  /**
   * Where a job goes when its last attempt fails without the handler settling it (the gateway died, or its
   * heartbeat lapsed): that queue's worker records the failure the handler could not.
   */
  deadLetter?: keyof JobName;
  /**
   * A job sent by this process wakes this process's worker at once instead of at its next poll (identity mail: a
   * learner waits for the confirmation). Other processes' workers still find it at their poll.
   */
  wakeOnSend?: boolean;
}

export interface DurableQueue extends JobQueue {
  work<Name extends keyof JobName>(
    name: Name,
    options: WorkerOptions,
    handle: (job: Job<JobName[Name]>) => Promise<void>,
  ): Promise<void>;
  /**
   * Sends `name` on a cron schedule (UTC), once per occurrence however many processes schedule it: pg-boss keeps the
   * schedule in the database and one of the running processes sends each job. Scheduling again replaces it.
   */
  schedule<Name extends keyof JobName>(name: Name, cron: string, data: JobName[Name]): Promise<void>;
  /**
   * Resolves once no job of `name` is due or running (a retry waiting for its backoff is not), or after `timeoutMs`
   * (the dev mailbox waits for mail already asked for).
   */
  idle(name: keyof JobName, timeoutMs: number): Promise<void>;
  /** Jobs in hand are handed back (failed, so retried); their handlers see their signal abort. */
  stop(): Promise<void>;
}

/** pg-boss's statements through a Prisma interactive transaction, so a job is stored by that transaction. */
const transactionExecutor = (transaction: Prisma.TransactionClient) => ({
  executeSql: async (text: string, values: unknown[] = []) => ({
    rows: await transaction.$queryRawUnsafe<Record<string, unknown>[]>(text, ...values),
  }),
});

/**
 * pg-boss starts (creating or migrating its schema) on first use, not with every gateway: most processes, and
 * every test app, never send a job.
 */
export function createJobQueue(db: Database, options: QueueOptions): DurableQueue {
  let started: Promise<PgBoss> | undefined;
  const created = new Set<string>();
  const wakeable = new Map<string, string[]>();
  const readied = new Set<string>();
  const boss = () => (started ??= startBoss(db, options));
  // A queue is created once per process with the defaults; a worker then sets its own retries and dead letter.
  const ensureQueue = async (instance: PgBoss, name: string) => {
    if (created.has(name)) return;
    await instance.createQueue(name, {
      retryLimit: DEFAULT_RETRY_LIMIT,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: true,
      heartbeatSeconds: options.heartbeatSeconds,
    });
    created.add(name);
  };
  const failedJob = async (id: string) => {
    if (!UUID.test(id)) return null;
    const [row] = await withoutQueueTable(() => db.query<FailedRow>(`${FAILED_JOBS} AND id = $1`, [id]));
    return row ? failedJobOf(row) : null;
  };
  return {
    async send(name, data, sendOptions) {
      const transaction = sendOptions?.transaction;
      // Inside a transaction nothing may run on the queue's own connection: on PGlite it would wait for that
      // transaction, which waits for this send.
      if (transaction && !readied.has(name))
        throw new Error(`job queue: ready("${name}") before sending in a transaction`);
      const instance = await boss();
      await ensureQueue(instance, name);
      await instance.send(name, data, {
        ...(sendOptions?.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(transaction ? { db: transactionExecutor(transaction) } : {}),
      });
      // A job written by an open transaction is not there for a worker to find until it commits: its poll finds it.
      if (!transaction) for (const id of wakeable.get(name) ?? []) instance.notifyWorker(id);
    },
    async ready(name) {
      if (readied.has(name)) return;
      const instance = await boss();
      await ensureQueue(instance, name);
      // pg-boss reads a queue's row into its cache on the first send, on its own connection; this send fills the
      // cache and inserts nothing (its statement goes to an executor that runs none).
      await instance.send(name, null, { db: { executeSql: async () => ({ rows: [] }) } });
      readied.add(name);
    },
    async work(name, { concurrency, retryLimit, deadLetter, wakeOnSend }, handle) {
      const instance = await boss();
      if (deadLetter) await ensureQueue(instance, deadLetter);
      await ensureQueue(instance, name);
      await instance.updateQueue(name, { retryLimit, deadLetter: deadLetter ?? null });
      const id = await instance.work<JobName[typeof name]>(
        name,
        { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: 2 },
        ([job]) => handle(job),
      );
      if (wakeOnSend) wakeable.set(name, [...(wakeable.get(name) ?? []), id]);
    },
    async deadLetters(name, limit) {
      const instance = await boss();
      // Newest first, which findJobs (oldest first) cannot page to; a dead letter queue has no worker, so its jobs
      // stay `created` until the queue's retention ends.
      const { rows } = await instance.getDb().executeSql(
        `SELECT id, data, source_output AS output, source_created_on AS queued_on, created_on AS failed_on,
                source_retry_count AS retries
           FROM pgboss.job WHERE name = $1 AND state = 'created' ORDER BY created_on DESC LIMIT $2`,
        [name, limit],
      );
      return (rows as DeadLetterRow[]).map((row) => ({
        id: row.id,
        data: row.data,
        error: errorOf(row.output),
        queuedAt: new Date(row.queued_on ?? row.failed_on),
        failedAt: new Date(row.failed_on),
        attempts: (row.retries ?? 0) + 1,
      })) as DeadLetter<JobName[typeof name]>[];
    },
    async states() {
      // Read straight from pg-boss's table, without starting pg-boss here: a scrape must not create its schema.
      const rows = await withoutQueueTable(() =>
        db.query<StateRow>(
          `SELECT name, count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
                  count(*) FILTER (WHERE state = 'active')::int AS running,
                  count(*) FILTER (WHERE state = 'failed')::int AS failed,
                  extract(epoch FROM now() - min(created_on) FILTER (WHERE state IN ('created', 'retry')))::float8
                    AS oldest
             FROM pgboss.job WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name ORDER BY name`,
        ),
      );
      return rows.map((row): JobKindState => ({
        kind: row.name,
        waiting: row.waiting,
        running: row.running,
        failed: row.failed,
        oldestWaitingSeconds: row.oldest === null ? null : Math.max(0, Number(row.oldest)),
      }));
    },
    async failedJobs(limit) {
      const rows = await withoutQueueTable(() =>
        db.query<FailedRow>(`${FAILED_JOBS} ORDER BY completed_on DESC NULLS LAST LIMIT $1`, [limit]),
      );
      return rows.map(failedJobOf);
    },
    async retryJob(id) {
      const job = await failedJob(id);
      if (!job) return null;
      await (await boss()).retry(job.kind, id);
      return job;
    },
    async discardJob(id) {
      const job = await failedJob(id);
      if (!job) return null;
      await (await boss()).deleteJob(job.kind, id);
      return job;
    },
    async idle(name, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      const instance = await boss();
      while (Date.now() < deadline) {
        const { rows } = await instance.getDb().executeSql(
          `SELECT 1 FROM pgboss.job WHERE name = $1
              AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now())) LIMIT 1`,
          [name],
        );
        if (rows.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async schedule(name, cron, data) {
      const instance = await boss();
      await ensureQueue(instance, name);
      await instance.schedule(name, cron, data, { tz: "UTC" });
    },
    async stop() {
      wakeable.clear();
      if (!started) return;
      const instance = await started.catch(() => null);
      started = undefined;
      await instance?.stop({ graceful: false, close: true });
    },
  };
}

const DEFAULT_RETRY_LIMIT = 2;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const FAILED_JOBS = `SELECT id, name, output, created_on, completed_on, retry_count
                       FROM pgboss.job WHERE state = 'failed'`;

interface StateRow {
  name: string;
  waiting: number;
  running: number;
  failed: number;
  oldest: number | string | null;
}

interface FailedRow {
  id: string;
  name: string;
  output: unknown;
  created_on: string | Date;
  completed_on: string | Date | null;
  retry_count: number | null;
}

function failedJobOf(row: FailedRow): FailedJob {
  return {
    id: row.id,
    kind: row.name,
    error: errorOf(row.output),
    attempts: (row.retry_count ?? 0) + 1,
    queuedAt: new Date(row.created_on),
    failedAt: new Date(row.completed_on ?? row.created_on),
  };
}

/** No job was ever sent on this database: pg-boss has not created its schema yet, so there is nothing to count. */
async function withoutQueueTable<Row>(read: () => Promise<Row[]>): Promise<Row[]> {
  try {
    return await read();
  } catch (error) {
    if ((error as { code?: string }).code === "42P01" || (error as { code?: string }).code === "3F000") return [];
    throw error;
  }
}

interface DeadLetterRow {
  id: string;
  data: unknown;
  output: unknown;
  queued_on: string | Date | null;
  failed_on: string | Date;
  retries: number | null;
}

/** What the failed handler threw: pg-boss keeps an Error as its serialised properties. */
function errorOf(output: unknown): string | null {
  if (!output || typeof output !== "object") return typeof output === "string" ? output : null;
  const message = (output as { message?: unknown }).message;
  return typeof message === "string" ? message : JSON.stringify(output).slice(0, 500);
}

async function startBoss(db: Database, options: QueueOptions): Promise<PgBoss> {
  const store = db.jobStore;
  // The monitor fails jobs whose heartbeat lapsed: it runs as often as a heartbeat is due.
  const intervals = {
    superviseIntervalSeconds: options.heartbeatSeconds,
    monitorIntervalSeconds: options.heartbeatSeconds,
  };
  const boss =
    store.kind === "pglite"
      ? new PgBoss({ db: fromPglite(store.pglite), backend: "pglite", ...intervals })
      : new PgBoss({ connectionString: store.url, max: 2, application_name: "vidyapath-jobs", ...intervals });
  boss.on("error", (error) => console.error("job queue:", error.message));
  await boss.start();
  return boss;
}
