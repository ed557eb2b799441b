// Which databases a suite runs on: embedded PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
// Each gets a fresh, migrated database; PostgreSQL databases are created and dropped per suite.
import crypto from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "@app/db";

export interface DatabaseKind {
  name: "PGlite" | "PostgreSQL";
  open(): Promise<Database>;
}

export const postgresAdminUrl = process.env.TEST_DATABASE_URL;

export function databaseKinds(): DatabaseKind[] {
  const kinds: DatabaseKind[] = [
    { name: "PGlite", open: () => openDatabase({ target: { kind: "pglite", location: "memory://" } }) },
  ];
  if (postgresAdminUrl) {
    kinds.push({
      name: "PostgreSQL",
      async open() {
        const temp = await createPostgresDatabase();
        const db = await openDatabase({ target: { kind: "postgres", location: temp.url }, poolSize: 20 });
        return { ...db, close: async () => (await db.close(), await temp.drop()) };
      },
    });
  }
  return kinds;
}

export interface TempPostgres {
  url: string;
  drop(): Promise<void>;
}

/** A new empty database on the TEST_DATABASE_URL server; the caller's gateway migrates it on open. */
export async function createPostgresDatabase(): Promise<TempPostgres> {
  if (!postgresAdminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `reliability_${crypto.randomBytes(6).toString("hex")}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** Null when PostgreSQL answers; otherwise why the PostgreSQL-only suites are skipped. */
export async function postgresUnavailableReason(): Promise<string | null> {
  if (!postgresAdminUrl) return "TEST_DATABASE_URL is not set";
  try {
    await withAdmin((client) => client.query("SELECT 1"));
    return null;
  } catch (error) {
    return `PostgreSQL at TEST_DATABASE_URL does not answer (${(error as Error).message})`;
  }
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
