// A fresh, migrated database for one test file: PostgreSQL when TEST_DATABASE_URL is set (CI's second pass),
// otherwise an in-memory PGlite. Tests always exercise a real Postgres engine, never a mock.
import crypto from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "./index.ts";

export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ target: { kind: "pglite", location: "memory://" } });

  const name = `test_${crypto.randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ target: { kind: "postgres", location: url.toString() }, poolSize: 20 });
  return {
    ...db,
    async close() {
      await db.close();
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
