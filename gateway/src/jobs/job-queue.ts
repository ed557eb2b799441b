// The one durable job queue (decision 018): pg-boss in the database the deployment already has. On PostgreSQL it
// keeps a small pool of its own; on embedded PGlite it shares the one connection through pg-boss's own adapter,
// whose statements queue behind Prisma's like any other (PGlite serialises every call).
import { fromPglite, PgBoss, type Job } from "pg-boss";
import type { Database } from "@app/db";
import type { JobName, JobQueue } from "@app/schema";

export interface QueueOptions {
  /** A claimed job whose worker stops beating for this long (a killed gateway) is retried (pg-boss minimum 10). */
  heartbeatSeconds: number;
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
  /** Jobs in hand are handed back (failed, so retried); their handlers see their signal abort. */
  stop(): Promise<void>;
}

/**
 * pg-boss starts (creating or migrating its schema) on first use, not with every gateway: most processes, and
 * every test app, never send a job.
 */
export function createJobQueue(db: Database, options: QueueOptions): DurableQueue {
  let started: Promise<PgBoss> | undefined;
  const created = new Set<string>();
  const boss = () => (started ??= startBoss(db, options));
  // A queue is created once per process with the defaults; a worker then sets its own retries and dead letter.
  const ensureQueue = async (instance: PgBoss, name: string) => {
    if (created.has(name)) return;
    await instance.createQueue(name, {
      retryLimit: DEFAULT_RETRY_LIMIT,
      retryDelay: 10,
      retryBackoff: true,
      heartbeatSeconds: options.heartbeatSeconds,
    });
    created.add(name);
  };
  return {
    async send(name, data) {
      const instance = await boss();
      await ensureQueue(instance, name);
      await instance.send(name, data);
    },
    async work(name, { concurrency, retryLimit, deadLetter }, handle) {
      const instance = await boss();
      if (deadLetter) await ensureQueue(instance, deadLetter);
      await ensureQueue(instance, name);
      await instance.updateQueue(name, { retryLimit, deadLetter: deadLetter ?? null });
      await instance.work<JobName[typeof name]>(
        name,
        { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: 2 },
        ([job]) => handle(job),
      );
    },
    async schedule(name, cron, data) {
      const instance = await boss();
      await ensureQueue(instance, name);
      await instance.schedule(name, cron, data, { tz: "UTC" });
    },
    async stop() {
      if (!started) return;
      const instance = await started.catch(() => null);
      started = undefined;
      await instance?.stop({ graceful: false, close: true });
    },
  };
}

const DEFAULT_RETRY_LIMIT = 2;

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
