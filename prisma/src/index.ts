// The database handle every layer shares: a Prisma client over PGlite or PostgreSQL, migrated on open.
import pg from "pg";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery, Transaction } from "@prisma/driver-adapter-utils";
import { Prisma, PrismaClient } from "../generated/client/client.ts";
import { applyMigrations, type SqlRunner } from "./migrate.ts";
import { openPGlite, resolveTarget, type DatabaseTarget } from "./adapter.ts";
import { preparedStatements, usesTransactionPooler, type RawQuery } from "./prepared-statements.ts";
import { CONTENT_CHANNEL, createContentVersion, type ContentVersionSource } from "./content-version.ts";
import { deaf, listenPGlite, listenPostgres, type Channels, type Listener } from "./listener.ts";
import { createViewerChanges, VIEWER_CHANNEL, type ViewerChanges } from "./viewer-changes.ts";
import { createLearnerChanges, type LearnerChanges } from "./learner-changes.ts";

export * from "../generated/client/client.ts";
export { resolveTarget, type DatabaseTarget } from "./adapter.ts";
export { LISTENER_NAME } from "./listener.ts";
export type { ViewerChanges, ViewerChanged } from "./viewer-changes.ts";
export type { LearnerChanges, LearnerChanged } from "./learner-changes.ts";
export {
  isUniqueViolation,
  isCheckViolation,
  isForeignKeyViolation,
  isConnectionError,
  isDataException,
} from "./errors.ts";

/** What the job queue (pg-boss, decision 018) connects through: its own pool, or PGlite's one connection. */
export type JobStore = { kind: "postgres"; url: string } | { kind: "pglite"; pglite: PGlite };

export interface Database {
  prisma: PrismaClient;
  kind: DatabaseTarget["kind"];
  jobStore: JobStore;
  /** Resolves when the database answers a trivial query; used by readiness checks. */
  ping(): Promise<void>;
  /** Raw driver access, bypassing Prisma: for the benchmark baseline and operational checks only. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /**
   * One statement written with the same tag as `prisma.$queryRaw` (fragments nest, values become parameters),
   * sent straight through the driver: Prisma compiles every raw statement into a query plan first (~0.3 ms of
   * CPU), which the hottest requests cannot afford. On PostgreSQL it is a prepared statement of each pooled
   * connection (parsed and planned once, not per call). Timestamps come back as UTC Dates, as from Prisma.
   */
  sql<Row = Record<string, unknown>>(strings: TemplateStringsArray, ...values: Prisma.Sql["values"]): Promise<Row[]>;
  /**
   * The version of the public course content, raised by triggers on every write to its tables (in any process
   * sharing the database): a cached course response is current while this is unchanged. While the triggers'
   * notifications are heard it costs no statement (decision 010).
   */
  contentVersion(): Promise<string>;
  /** The push invalidation behind `contentVersion`: whether it listens, and forgetting the version at once. */
  contentNotifications: Pick<ContentVersionSource, "listening" | "invalidate">;
  /**
   * Whose viewer (account and identity session) changed in any process sharing the database, heard on the same
   * listener as the content version: what a viewer cache must forget (decision 042).
   */
  viewerChanges: ViewerChanges;
  /**
   * Whose own rows (profile, enrollments, progress, certificates, notifications, exam seats) changed in any process
   * sharing the database, heard on the same listener: what a per-learner answer cache must forget (decision 047).
   */
  learnerChanges: LearnerChanges;
  /** PostgreSQL's connection pool, for the metrics; embedded PGlite has one connection and none. */
  pool?: PoolUse;
  /** Counts every SQL statement sent through Prisma or `query` while `run` executes (statement-count tests). */
  countStatements<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
  close(): Promise<void>;
}

export interface PoolUse {
  max: number;
  total(): number;
  idle(): number;
  /** Queries waiting for a connection. */
  waiting(): number;
}

export interface OpenOptions {
  target?: DatabaseTarget;
  /** Upper bound of the PostgreSQL pool. */
  poolSize?: number;
  /**
   * PostgreSQL only: open the pool's connections before returning, as a gateway does before it serves, so the first
   * burst after a start (a crowd on a gateway just restarted) does not open them under its load. Tests leave it off:
   * they open hundreds of databases and use few connections of each.
   */
  openEveryConnection?: boolean;
  /**
   * PGlite only: start from these files (a `dumpDataDir` of a database) instead of a fresh cluster; migrations
   * not in them are applied as usual. Tests start each database from one migrated copy (./testing.ts).
   */
  startFrom?: Blob;
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const target = options.target ?? resolveTarget();
  if (target.kind === "postgres")
    return openPostgres(target.location, options.poolSize ?? 10, options.openEveryConnection ?? false);
  return openEmbedded(target.location, options.startFrom);
}

async function openPostgres(url: string, max: number, openEveryConnection: boolean): Promise<Database> {
  // Prisma's adapter passes its own type parsers with every query; these apply to `query` and `sql` only.
  const getTypeParser = ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMP ? utcTimestamp : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;
  const types = { getTypeParser };
  // Connections once opened are kept (`min: max`): pg-pool's default closes one idle for 10 s, so every burst after
  // a quiet spell (a class starting a lesson) re-opened up to `max` of them at once, each a PostgreSQL backend and a
  // SCRAM exchange, under the load that needs them; on a busy machine an opening outlived the 2 s timer and the
  // statement waiting for it failed (docs/operations.md, "The database's connections").
  const pool = new pg.Pool({ connectionString: url, max, min: max, connectionTimeoutMillis: 2_000, types });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => undefined);
  const client = await pool.connect();
  try {
    const runner: SqlRunner = {
      query: (sql, params) => client.query(sql, params as unknown[]),
      exec: async (sql) => void (await client.query(sql)),
    };
    await applyMigrations(runner, { advisoryLock: true });
  } finally {
    client.release();
  }
  if (openEveryConnection) {
    // One that cannot open now is opened when a statement needs it, as without this.
    const opened = await Promise.allSettled(Array.from({ length: max }, () => pool.connect()));
    for (const result of opened) if (result.status === "fulfilled") result.value.release();
  }
  const query: RawQuery = async (sql, params) => (await pool.query(sql, params as unknown[])).rows;
  const pooled = usesTransactionPooler(url);
  const statement = pooled ? query : preparedStatements(pool);
  // A transaction pooler hands LISTEN to whichever server connection is free: notifications would be lost.
  const listen = async (channels: Channels) => (pooled ? deaf : listenPostgres({ url, channels }));
  const database = await wrap(new PrismaPg(pool), { kind: "postgres", url }, { query, statement, listen }, () =>
    pool.end(),
  );
  database.pool = {
    max,
    total: () => pool.totalCount,
    idle: () => pool.idleCount,
    waiting: () => pool.waitingCount,
  };
  return database;
}

async function openEmbedded(location: string, startFrom?: Blob): Promise<Database> {
  const pglite = await openPGlite(location, startFrom);
  const runner: SqlRunner = {
    query: (sql, params) => pglite.query(sql, params) as Promise<{ rows: Record<string, unknown>[] }>,
    exec: async (sql) => void (await pglite.exec(sql)),
  };
  await applyMigrations(runner, { advisoryLock: false });
  const parsers = { [TIMESTAMP]: utcTimestamp };
  const query: RawQuery = async (sql, params) => (await pglite.query(sql, params, { parsers })).rows as never[];
  const listen = (channels: Channels) => listenPGlite(pglite, channels);
  return wrap(new PrismaPGlite(pglite), { kind: "pglite", pglite }, { query, statement: query, listen }, () =>
    pglite.close(),
  );
}

/** `timestamp without time zone`: every column of this schema holds UTC (as Prisma writes and reads them). */
const TIMESTAMP = 1114;
const utcTimestamp = (text: string) => new Date(`${text.replace(" ", "T")}Z`);

interface Driver {
  /** Statements as they are (the benchmark baseline, operational checks). */
  query: RawQuery;
  /** The domain's hot statements (`sql`, the content version): prepared where the driver can. */
  statement: RawQuery;
  /** Starts the one listener of this process (listener.ts) for the channels' handlers. */
  listen: (channels: Channels) => Promise<Listener>;
}

const CONTENT_VERSION = `SELECT "version" FROM "ContentVersion" WHERE "id" = 1`;

/**
 * A COMMIT, or a write naming one of the quoted `tables` anywhere after its verb (forgetting too often is safe).
 * Prisma reports the COMMIT of its transactions (interactive, batched, or its own around a nested write, an
 * `updateMany` or an upsert it cannot send as one statement) as `-- Implicit "COMMIT" query via underlying driver`.
 */
function commitOrWriteOf(tables: readonly string[]) {
  return new RegExp(`^\\s*(?:(?:-- Implicit ")?COMMIT\\b|${writing(tables)})`, "i");
}

const WRITE_VERB = "(?:INSERT|UPDATE|DELETE|TRUNCATE|MERGE)\\b";

/**
 * A write naming one of the quoted `tables` anywhere after its verb, or a statement under WITH whose own query
 * inserts into, updates or deletes from one of them (a seat taken by `WITH taken AS (UPDATE "Exam" ...)`, an
 * attempt started by `... a AS (INSERT INTO "MockTestAttempt" ...)`). Under WITH only the written table counts:
 * such statements read other tables too, and a progress set reading "Course" must not forget the content version.
 */
function writing(tables: readonly string[]) {
  const named = `"(?:${tables.join("|")})"`;
  const target = `(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|MERGE\\s+INTO)\\s+(?:"public"\\.)?${named}`;
  return `(?:${WRITE_VERB}[\\s\\S]*${named}|WITH\\b[\\s\\S]*?\\b${target})`;
}

/** A write of one of the quoted `tables` (`writing`). */
function writeOf(tables: readonly string[]) {
  return new RegExp(`^\\s*${writing(tables)}`, "i");
}

/** The tables whose writes raise the content version (by triggers in the migrations named). */
const CONTENT_TABLES = [
  // Migration 20261123000000_content_version: course content.
  "Course",
  "Lesson",
  "LessonContent",
  "Category",
  "_CategoryToCourse",
  // Migration 20261126040000_public_listings_content_version: listings and the About page (decision 020).
  "NewsItem",
  "Internship",
  "Exam",
  "Placement",
  "Testimonial",
  "AboutContent",
  "AboutFeature",
  "TeamMember",
  "Partner",
  // Migration 20261126020000_lesson_video: a lesson video's status and its captions (docs/video.md).
  "LessonVideo",
  "LessonCaption",
  // Migration 20261205100000_mock_tests_and_practice_bank_cached: published mock tests and the practice bank
  // (decision 048). A section's question raises the version through its test's revision, a write this rule
  // cannot see, so its own table is named here.
  "MockTest",
  "MockTestSection",
  "MockTestQuestion",
  "PracticeSubject",
  "PracticeTopic",
  "PracticeQuestion",
  // Migration 20261206100000_lesson_assignment_kept: a lesson's assignment (decision 049).
  "Assignment",
];

/**
 * Statements after which this process's own next read must not trust the announced version: its notification
 * reaches the listener a moment after the commit, and the writer's next request must already see the write.
 * Prisma's transactions are watched apart (`watchTransactions`): one that wrote such a statement makes the next read
 * read the version again at its COMMIT too, since a read that ran between the write and the commit may have kept the
 * old version; one that wrote none (a learner's enrolment, a vote) costs the next read nothing. A COMMIT sent as text
 * through the raw driver still counts, since which statements it committed is not known there.
 */
const CONTENT_WRITE = writeOf(CONTENT_TABLES);
const CONTENT_WRITE_OR_COMMIT = commitOrWriteOf(CONTENT_TABLES);

/**
 * Statements after which this process must forget its cached viewers at once, before the triggers' notification
 * arrives: the writer's next request must already see the session ended or the role changed (decision 042). A
 * Prisma transaction that wrote one forgets them again at its COMMIT (`watchTransactions`), since a viewer read
 * between the write and the commit may have kept the old session or role.
 */
const VIEWER_WRITE =
  /^\s*(?:(?:DELETE|TRUNCATE)\b[\s\S]*"(?:User|auth_sessions|auth_users)"|UPDATE\s+(?:"public"\.)?"(?:User|auth_sessions)"\s+SET\b[\s\S]*"(?:disabledAt|role|authId|notAfter)"\s*=)/i;

/**
 * The tables whose writes announce their learners on `learner_changed` (migrations 20261203100000_learner_changed,
 * 20261204100000_learner_changed_purchases, 20261205100000_mock_tests_and_practice_bank_cached,
 * 20261205110000_learner_changed_practice and 20261206100000_lesson_assignment_kept), or their lessons ("lesson:"
 * items, migration 20261208100000_lesson_discussion_announced).
 */
const LEARNER_TABLES = [
  "User",
  "Enrollment",
  "LessonProgress",
  "Certificate",
  "ExamRegistration",
  "Notification",
  "NotificationOptIn",
  "PaymentOrder",
  "TaxInvoice",
  "CreditNote",
  "MockTestAttempt",
  "PracticeDay",
  "PracticeSettings",
  "PracticeCard",
  "PracticeBookmark",
  "AssignmentSubmission",
  "SubmissionFile",
  "DiscussionPost",
];

/** Tables only a learner's own mutations write: the gateway drops that learner's answers when one ends. */
const OWN_MUTATIONS_ONLY = ["LessonProgress", "PracticeDay", "PracticeSettings", "PracticeCard", "PracticeBookmark"];

/**
 * Statements after which this process trusts none of its kept learner answers until the write's own announcement
 * has been heard (`written`, learner-changes.ts: a marker sent after the write arrives after it): the writer's next
 * request must already see its write, and only the learners the announcement names lose their answers. Prisma's
 * transactions are watched apart (`watchTransactions`): one that wrote such a statement does so again at its
 * COMMIT, when its announcement is sent; one that wrote none (a vote on a discussion post) changes nothing. A COMMIT
 * sent as text through the raw driver still counts, as for CONTENT_WRITE.
 * `LessonProgress` and the practice tables are left out: only a learner's own mutations write them (progress
 * reports, many a second while a class watches; practice answers), and the gateway drops that learner's answers
 * when their mutation ends (decisions 047 and 048), instead of every learner's at every write.
 */
const LEARNER_TABLES_FORGOTTEN = LEARNER_TABLES.filter((table) => !OWN_MUTATIONS_ONLY.includes(table));
const LEARNER_WRITE = writeOf(LEARNER_TABLES_FORGOTTEN);
const LEARNER_WRITE_OR_COMMIT = commitOrWriteOf(LEARNER_TABLES_FORGOTTEN);

/** A kind of write a transaction is watched for, and what its COMMIT then does. */
interface CommitWatch {
  write: RegExp;
  committed: () => void;
}

/**
 * Prisma's adapter with each transaction watched: once the transaction's COMMIT has run, each watch whose `write`
 * matched a statement in it is told. Prisma sends a transaction's COMMIT through the transaction itself
 * (`usePhantomQuery: false`, the pg adapter) or has the adapter commit it (`commit()`); either counts, once.
 */
function watchTransactions(factory: SqlDriverAdapterFactory, watches: readonly CommitWatch[]): SqlDriverAdapterFactory {
  const bound = <T extends object>(target: T, name: PropertyKey) => {
    const value = Reflect.get(target, name, target);
    return typeof value === "function" ? value.bind(target) : value;
  };
  const watched = (transaction: Transaction): Transaction => {
    const wrote = new Set<CommitWatch>();
    let done = false;
    const end = () => {
      if (!done) for (const watch of wrote) watch.committed();
      done = true;
    };
    const sent = (run: Transaction["queryRaw"] | Transaction["executeRaw"]) => async (query: SqlQuery) => {
      for (const watch of watches) if (!wrote.has(watch) && watch.write.test(query.sql)) wrote.add(watch);
      const result = await run(query);
      if (/^\s*COMMIT\b/i.test(query.sql)) end();
      return result;
    };
    return new Proxy(transaction, {
      get(target, name) {
        if (name === "queryRaw") return sent(target.queryRaw.bind(target));
        if (name === "executeRaw") return sent(target.executeRaw.bind(target));
        if (name === "commit") return async () => (await target.commit(), end());
        return bound(target, name);
      },
    });
  };
  const adapter = (driver: SqlDriverAdapter): SqlDriverAdapter =>
    new Proxy(driver, {
      get(target, name) {
        if (name === "startTransaction")
          return async (...args: Parameters<SqlDriverAdapter["startTransaction"]>) =>
            watched(await target.startTransaction(...args));
        return bound(target, name);
      },
    });
  return new Proxy(factory, {
    get(target, name) {
      if (name === "connect") return async () => adapter(await target.connect());
      return bound(target, name);
    },
  });
}

async function wrap(
  adapter: SqlDriverAdapterFactory,
  jobStore: JobStore,
  driver: Driver,
  closeDriver: () => Promise<void>,
): Promise<Database> {
  // The marker goes straight to the driver: it is the database handle's own bookkeeping, not a statement of the
  // request that wrote (statement counts leave it out), and it must not be taken for a write.
  const learners = createLearnerChanges((channel, payload) =>
    driver.query("SELECT pg_notify($1, $2)", [channel, payload]),
  );
  const prisma = new PrismaClient({
    adapter: watchTransactions(adapter, [
      { write: CONTENT_WRITE, committed: () => versions.invalidate() },
      { write: VIEWER_WRITE, committed: () => viewers.forgetAll() },
      { write: LEARNER_WRITE, committed: () => learners.written() },
    ]),
    log: [{ emit: "event", level: "query" }],
  });
  let recorder: string[] | undefined;
  const recorded =
    (run: RawQuery): RawQuery =>
    async <Row>(sql: string, params?: unknown[]) => {
      recorder?.push(sql);
      const rows = await run<Row>(sql, params);
      forgetWritten(sql);
      return rows;
    };
  const query = recorded(driver.query);
  const statement = recorded(driver.statement);
  const versions = createContentVersion(async () =>
    String((await statement<{ version: unknown }>(CONTENT_VERSION))[0]?.version ?? "0"),
  );
  const viewers = createViewerChanges();
  /** `viaPrisma`: the raw driver's statements count a COMMIT; Prisma's transactions are watched apart. */
  const forgetWritten = (sql: string, viaPrisma = false) => {
    if ((viaPrisma ? CONTENT_WRITE : CONTENT_WRITE_OR_COMMIT).test(sql)) versions.invalidate();
    if (VIEWER_WRITE.test(sql)) viewers.forgetAll();
    if ((viaPrisma ? LEARNER_WRITE : LEARNER_WRITE_OR_COMMIT).test(sql)) learners.written();
  };
  const listener = await driver.listen({
    [CONTENT_CHANNEL]: versions,
    [VIEWER_CHANNEL]: viewers,
    ...learners.channels,
  });
  // Prisma emits the event once the statement has run (it carries its duration).
  prisma.$on("query", (event) => {
    recorder?.push(event.query);
    forgetWritten(event.query, true);
  });
  return {
    prisma,
    kind: jobStore.kind,
    jobStore,
    query,
    sql: (strings, ...values) => {
      const { text, values: params } = Prisma.sql(strings, ...values);
      return statement(text, params);
    },
    contentVersion: versions.current,
    contentNotifications: { listening: versions.listening, invalidate: versions.invalidate },
    viewerChanges: { listening: viewers.listening, subscribe: viewers.subscribe },
    learnerChanges: {
      listening: learners.listening,
      subscribe: learners.subscribe,
      heardElsewhere: learners.heardElsewhere,
    },
    ping: async () => void (await driver.query("SELECT 1")),
    async countStatements(run) {
      recorder = [];
      try {
        const result = await run();
        return { result, statements: recorder };
      } finally {
        recorder = undefined;
      }
    },
    async close() {
      await listener.close();
      await prisma.$disconnect();
      await closeDriver();
    },
  };
}
