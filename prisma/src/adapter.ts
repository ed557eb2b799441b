// Chooses the database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite under DATA_DIR.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

export interface DatabaseTarget {
  kind: "pglite" | "postgres";
  /** Connection string for PostgreSQL, data directory (or memory://) for PGlite. */
  location: string;
}

export function resolveTarget(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const url = env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url) && !url.includes("unused@localhost")) {
    return { kind: "postgres", location: url };
  }
  const dataDir = env.DATA_DIR || path.resolve(process.cwd(), ".data");
  return { kind: "pglite", location: dataDir.startsWith("memory://") ? dataDir : path.join(dataDir, "pg") };
}

/**
 * PostgreSQL's default shared_buffers (128 MB) lives in PGlite's WASM memory, which never shrinks: 16 MB holds
 * this app's hot rows (a 1,000-course catalogue is a few MB) and keeps the gateway ~120 MB smaller. The page cache
 * of the host OS still caches the data files behind it.
 */
const startParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/** `startFrom`: the files of a database dumped by `dumpDataDir`, used instead of a fresh cluster. */
export async function openPGlite(location: string, startFrom?: Blob): Promise<PGlite> {
  if (!location.startsWith("memory://")) fs.mkdirSync(location, { recursive: true });
  const pglite = new PGlite(location, { startParams, loadDataDir: startFrom });
  await pglite.waitReady;
  return pglite;
}

export async function openAdapterFactory(
  target: DatabaseTarget = resolveTarget(),
): Promise<SqlMigrationAwareDriverAdapterFactory> {
  if (target.kind === "postgres") return new PrismaPg({ connectionString: target.location });
  return new PrismaPGlite(await openPGlite(target.location)) as unknown as SqlMigrationAwareDriverAdapterFactory;
}
