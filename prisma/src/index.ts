// The database handle every layer shares: a Prisma client over PGlite or PostgreSQL, migrated on open.
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "../generated/client/client.ts";
import { applyMigrations, type SqlRunner } from "./migrate.ts";
import { openPGlite, resolveTarget, type DatabaseTarget } from "./adapter.ts";

export * from "../generated/client/client.ts";
export { resolveTarget, type DatabaseTarget } from "./adapter.ts";
export { isUniqueViolation, isCheckViolation, isForeignKeyViolation, isConnectionError, isDataException } from "./errors.ts";

export interface Database {
  prisma: PrismaClient;
  kind: DatabaseTarget["kind"];
  /** Resolves when the database answers a trivial query; used by readiness checks. */
  ping(): Promise<void>;
  /** Raw driver access, bypassing Prisma: for the benchmark baseline and operational checks only. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /**
   * The version of the public course content, raised by triggers on every write to its tables (in any process
   * sharing the database): a cached course response is current while this is unchanged.
   */
  contentVersion(): Promise<string>;
  /** Counts every SQL statement sent through Prisma or `query` while `run` executes (statement-count tests). */
  countStatements<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
  close(): Promise<void>;
}

export interface OpenOptions {
  target?: DatabaseTarget;
  /** Upper bound of the PostgreSQL pool. */
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const target = options.target ?? resolveTarget();
  if (target.kind === "postgres") return openPostgres(target.location, options.poolSize ?? 10);
  return openEmbedded(target.location);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 2_000 });
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
  const query: RawQuery = async (sql, params) => (await pool.query(sql, params as unknown[])).rows;
  return wrap(new PrismaPg(pool), "postgres", query, () => pool.end());
}

async function openEmbedded(location: string): Promise<Database> {
  const pglite = await openPGlite(location);
  const runner: SqlRunner = {
    query: (sql, params) => pglite.query(sql, params) as Promise<{ rows: Record<string, unknown>[] }>,
    exec: async (sql) => void (await pglite.exec(sql)),
  };
  await applyMigrations(runner, { advisoryLock: false });
  const query: RawQuery = async (sql, params) => (await pglite.query(sql, params)).rows as never[];
  return wrap(new PrismaPGlite(pglite), "pglite", query, () => pglite.close());
}

type RawQuery = Database["query"];

const CONTENT_VERSION = `SELECT "version" FROM "ContentVersion" WHERE "id" = 1`;

function wrap(adapter: SqlDriverAdapterFactory, kind: Database["kind"], query: RawQuery, closeDriver: () => Promise<void>): Database {
  const prisma = new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
  let recorder: string[] | undefined;
  prisma.$on("query", (event) => recorder?.push(event.query));
  const recordedQuery: RawQuery = (sql, params) => {
    recorder?.push(sql);
    return query(sql, params);
  };
  return {
    prisma,
    kind,
    query: recordedQuery,
    contentVersion: async () => String((await recordedQuery<{ version: unknown }>(CONTENT_VERSION))[0]?.version ?? "0"),
    ping: async () => void (await query("SELECT 1")),
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
      await prisma.$disconnect();
      await closeDriver();
    },
  };
}
