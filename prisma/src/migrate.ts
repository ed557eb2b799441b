// Applies prisma/migrations at start-up. It records runs in Prisma's own `_prisma_migrations` table, so
// `prisma migrate status|deploy` agree with it; we run it in-process because PGlite allows one connection only.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface SqlRunner {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  exec(sql: string): Promise<void>;
}

const migrationsDir = path.resolve(import.meta.dirname, "../migrations");
// Arbitrary constant: serialises start-up migrations of several gateways sharing one PostgreSQL.
const ADVISORY_LOCK_ID = 72_707_369;

const createTable = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`;

export function listMigrations(): { name: string; sql: string; checksum: string }[] {
  return fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: crypto.createHash("sha256").update(sql).digest("hex") };
    });
}

export interface MigrateOptions {
  advisoryLock: boolean;
  /** Stop after this migration: a restore loads an archive's rows at the level they were written at. */
  upTo?: string;
}

export async function applyMigrations(db: SqlRunner, { advisoryLock, upTo }: MigrateOptions): Promise<string[]> {
  if (advisoryLock) await db.query(`SELECT pg_advisory_lock(${ADVISORY_LOCK_ID})`);
  try {
    await db.exec(createTable);
    const done = await db.query(
      `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Set(done.rows.map((row) => String(row.migration_name)));
    const ran: string[] = [];
    for (const migration of listMigrations()) {
      if (upTo !== undefined && migration.name > upTo) break;
      if (applied.has(migration.name)) continue;
      await db
        .exec(
          `BEGIN;\n${migration.sql}\n;INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
        VALUES ('${crypto.randomUUID()}', '${migration.checksum}', now(), '${migration.name}', 1);\nCOMMIT;`,
        )
        .catch(async (error: unknown) => {
          await db.exec("ROLLBACK").catch(() => undefined);
          throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
        });
      ran.push(migration.name);
    }
    return ran;
  } finally {
    if (advisoryLock) await db.query(`SELECT pg_advisory_unlock(${ADVISORY_LOCK_ID})`);
  }
}
