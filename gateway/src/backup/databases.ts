// Where a backup reads its snapshot and where a restore writes: PostgreSQL over one connection, or embedded PGlite
// (the running gateway's snapshot, or the data directory itself when no gateway holds it). Decision 028.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import type { DatabaseTarget } from "@app/db";
import type { SqlRunner } from "@app/db/migrate";
import type { SqlSession } from "./database-rows.ts";
import { appTables, quoteIdent } from "./database-rows.ts";
import { requestSnapshot, snapshotSocketPath } from "./snapshot-socket.ts";

export interface Connection {
  kind: DatabaseTarget["kind"];
  session: SqlSession;
  /** For the migrator (multi-statement scripts). */
  runner: SqlRunner;
  close(): Promise<void>;
}

/**
 * A read-only snapshot of the whole database. PostgreSQL: one REPEATABLE READ transaction, so every table is read
 * as of one moment while the gateways go on writing. PGlite: a copy of the data directory taken between two of
 * the gateway's statements, opened in memory here.
 */
export async function openSnapshot(target: DatabaseTarget, dataDir: string): Promise<Connection> {
  if (target.kind === "postgres") {
    const connection = await connectPostgres(target.location);
    await connection.session.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    return connection;
  }
  if (target.location.startsWith("memory://")) throw new Error("An in-memory database has nothing to back up");
  const copy = await snapshotCopy(target.location, dataDir);
  try {
    const connection = pgliteConnection(await PGlite.create(copy));
    await connection.session.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    return {
      ...connection,
      close: () => connection.close().finally(() => fs.rmSync(copy, { recursive: true, force: true })),
    };
  } catch (error) {
    fs.rmSync(copy, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The running gateway copies its data directory between two statements. When none answers, nothing writes to the
 * directory and it is copied here; a gateway that started meanwhile is asked after all.
 */
async function snapshotCopy(location: string, dataDir: string): Promise<string> {
  const fromGateway = await requestSnapshot(dataDir);
  if (fromGateway) return fromGateway;
  if (!fs.existsSync(location) || fs.readdirSync(location).length === 0)
    throw new Error(`There is no database at ${location} (check DATA_DIR, or set DATABASE_URL for PostgreSQL)`);
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "vidyapath-backup-"));
  await fs.promises.cp(location, copy, { recursive: true });
  const startedMeanwhile = await requestSnapshot(dataDir);
  if (!startedMeanwhile) return copy;
  fs.rmSync(copy, { recursive: true, force: true });
  return startedMeanwhile;
}

/** A restore stopped before it wrote anything. */
export class RestoreRefusedError extends Error {}

export class TargetNotEmptyError extends RestoreRefusedError {}

/**
 * The database a restore writes into: refused when it already holds the app's tables, unless `force`, which
 * empties it first. A PGlite directory a running gateway holds is always refused.
 */
export async function openRestoreTarget(
  target: DatabaseTarget,
  dataDir: string,
  { force }: { force: boolean },
): Promise<Connection> {
  if (target.kind === "postgres") {
    const connection = await connectPostgres(target.location);
    try {
      if ((await appTables(connection.session)).length > 0) {
        if (!force) throw new TargetNotEmptyError(`The database at DATABASE_URL already holds tables`);
        const [{ schema }] = await connection.session.query<{ schema: string }>("SELECT current_schema() AS schema");
        await connection.runner.exec(
          `DROP SCHEMA ${quoteIdent(schema)} CASCADE; CREATE SCHEMA ${quoteIdent(schema)}; DROP SCHEMA IF EXISTS pgboss CASCADE;`,
        );
      }
      return connection;
    } catch (error) {
      await connection.close();
      throw error;
    }
  }
  if (target.location.startsWith("memory://"))
    throw new RestoreRefusedError("Restoring into an in-memory database keeps nothing");
  if (await gatewayListening(dataDir))
    throw new RestoreRefusedError(`A gateway is running on ${dataDir}: stop it before restoring into its database`);
  if (fs.existsSync(target.location) && fs.readdirSync(target.location).length > 0) {
    const existing = pgliteConnection(await PGlite.create(target.location));
    const tables = await appTables(existing.session).finally(() => existing.close());
    if (tables.length > 0 && !force) throw new TargetNotEmptyError(`The database in ${target.location} is not empty`);
    fs.rmSync(target.location, { recursive: true, force: true });
  }
  fs.mkdirSync(target.location, { recursive: true });
  return pgliteConnection(await PGlite.create(target.location));
}

async function gatewayListening(dataDir: string): Promise<boolean> {
  const socketPath = snapshotSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return false;
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

async function connectPostgres(url: string): Promise<Connection> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  // A dropped connection must surface as the failed statement, not crash the process.
  client.on("error", () => undefined);
  return {
    kind: "postgres",
    session: { query: async (sql, params) => (await client.query(sql, params)).rows },
    runner: {
      query: (sql, params) => client.query(sql, params),
      exec: async (sql) => void (await client.query(sql)),
    },
    close: () => client.end(),
  };
}

function pgliteConnection(pglite: PGlite): Connection {
  return {
    kind: "pglite",
    session: { query: async (sql, params) => (await pglite.query(sql, params)).rows as never[] },
    runner: {
      query: (sql, params) => pglite.query(sql, params) as Promise<{ rows: Record<string, unknown>[] }>,
      exec: async (sql) => void (await pglite.exec(sql)),
    },
    close: () => pglite.close(),
  };
}
