// A fresh, migrated database for one test: PostgreSQL when TEST_DATABASE_URL is set (CI's second pass),
// otherwise an in-memory PGlite. Tests always exercise a real Postgres engine, never a mock.
//
// Each database starts as a copy of one migrated database instead of running every migration again: a fresh
// cluster plus the migrations cost seconds (PGlite's initdb alone is most of it) and the server suites open
// several hundred databases. The copy holds exactly what the migrations leave, so a test sees the same database.
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "./index.ts";
import { listMigrations } from "./migrate.ts";

export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return openDatabase({ target: { kind: "pglite", location: "memory://" }, startFrom: await pgliteTemplate() });
  }

  const name = `test_${crypto.randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, async (client) => {
    try {
      await createDatabaseFrom(client, name, await postgresTemplate(adminUrl));
    } catch (error) {
      // Another checkout's run, on other migrations, dropped it: made again.
      if ((error as { code?: string }).code !== "3D000") throw error;
      postgresTemplateName = undefined;
      await createDatabaseFrom(client, name, await postgresTemplate(adminUrl));
    }
  });
  const db = await openDatabase({ target: { kind: "postgres", location: databaseUrl(adminUrl, name) }, poolSize: 20 });
  return {
    ...db,
    async close() {
      await db.close();
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * The files of a migrated PGlite database, kept in the temporary directory under a name that says which migrations
 * and which PGlite made them, so that every test process of a run (and the next run) starts from them. The first
 * process to need them writes them to a file of its own and renames it into place.
 */
let pgliteFiles: Promise<Blob> | undefined;

function pgliteTemplate(): Promise<Blob> {
  pgliteFiles ??= (async () => {
    const file = path.join(
      os.tmpdir(),
      "vidyapath-test-databases",
      `pglite-${pgliteVersion()}-${migrationsDigest()}.tar`,
    );
    if (!fs.existsSync(file)) {
      const db = await openDatabase({ target: { kind: "pglite", location: "memory://" } });
      try {
        if (db.jobStore.kind !== "pglite") throw new Error("expected PGlite");
        const dump = await db.jobStore.pglite.dumpDataDir("none");
        fs.mkdirSync(path.dirname(file), { recursive: true });
        const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
        fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        fs.renameSync(partial, file);
      } finally {
        await db.close();
      }
    }
    return new Blob([fs.readFileSync(file)]);
  })().catch((error: unknown) => {
    pgliteFiles = undefined;
    throw error;
  });
  return pgliteFiles;
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;
}

/** Names the migrations (and their contents) a copy holds. */
function migrationsDigest(): string {
  const digest = crypto.createHash("sha256");
  for (const migration of listMigrations()) digest.update(`${migration.name}:${migration.checksum}\n`);
  return digest.digest("hex").slice(0, 16);
}

/**
 * A migrated PostgreSQL database named by the migrations it holds, made once for all test processes: the first to
 * need it migrates a database of its own and renames it into place, so no process copies a half-migrated one.
 * Test databases are made with `CREATE DATABASE ... TEMPLATE` (a file copy).
 */
let postgresTemplateName: Promise<string> | undefined;

function postgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplateName ??= (async () => {
    const name = `test_template_${migrationsDigest()}`;
    await withAdmin(adminUrl, async (client) => {
      // One process builds it while the others wait for the same lock, then find it there.
      await client.query(`SELECT pg_advisory_lock($1)`, [TEMPLATE_LOCK_ID]);
      try {
        const found = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE 'test_template_%'`);
        const names = found.rows.map((row: { datname: string }) => row.datname);
        if (names.includes(name)) return;
        // Older ones go when nobody is connected; a run of another checkout that still copies one makes it again.
        for (const old of names) await client.query(`DROP DATABASE IF EXISTS ${old}`).catch(() => undefined);
        const building = `${name}_building`;
        await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${building}`);
        const db = await openDatabase({ target: { kind: "postgres", location: databaseUrl(adminUrl, building) } });
        await db.close();
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } finally {
        await client.query(`SELECT pg_advisory_unlock($1)`, [TEMPLATE_LOCK_ID]);
      }
    });
    return name;
  })().catch((error: unknown) => {
    postgresTemplateName = undefined;
    throw error;
  });
  return postgresTemplateName;
}

// Arbitrary constant, apart from the migrator's own lock (./migrate.ts).
const TEMPLATE_LOCK_ID = 72_707_370;

/** PostgreSQL refuses to copy a template while another session is connected to it, for the instant it checks. */
async function createDatabaseFrom(client: pg.Client, name: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      const objectInUse = (error as { code?: string }).code === "55006";
      if (!objectInUse || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
    }
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
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
