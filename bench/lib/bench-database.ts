// Where a bench run keeps its data: a fresh temporary DATA_DIR (embedded PGlite lives under it), plus, with
// BENCH_DATABASE_URL, a scratch PostgreSQL database created beside the one named there and dropped afterwards,
// so every run starts from the same empty state and the named database is never touched.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database, type DatabaseTarget } from "@app/db";
import { isLocalDatabase, postgresCpuSecondsOf, type CpuMeter } from "./process-cpu.ts";

export interface BenchDatabase {
  kind: DatabaseTarget["kind"];
  dataDir: string;
  /** Variables the gateway needs to open the same database. */
  env: Record<string, string>;
  /**
   * CPU used by the database server when it runs apart from the gateway and on this machine; undefined for
   * PGlite (inside the gateway's process) and for a remote PostgreSQL (not visible from here).
   */
  cpuSeconds?: CpuMeter;
  /** Opens the database from the harness; only while no gateway runs (PGlite is single-process). */
  use<T>(work: (db: Database) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

export async function createBenchDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vidyapath-bench-"));
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const target: DatabaseTarget = scratch
    ? { kind: "postgres", location: scratch.url }
    : { kind: "pglite", location: path.join(dataDir, "pg") };
  return {
    kind: target.kind,
    dataDir,
    env: { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
    // Only this run's database (and the server's shared processes): other people's databases on a shared server are not ours.
    cpuSeconds: scratch && isLocalDatabase(scratch.url) ? () => postgresCpuSecondsOf(scratch.name) : undefined,
    async use(work) {
      const db = await openDatabase({ target });
      try {
        return await work(db);
      } finally {
        await db.close();
      }
    },
    async dispose() {
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createScratchDatabase(serverUrl: string) {
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1) || "postgres"}_bench_${Date.now()}`.replace(/[^a-zA-Z0-9_]/g, "_");
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
