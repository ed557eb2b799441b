// `npm run backup -- FILE` (docs/operations.md, decision 034): the database's snapshot as JSON rows, every stored
// file through the storage port, and the keys the instance generated in DATA_DIR, into one gzip-compressed tar
// whose manifest lists each entry's SHA-256. Runs while the gateway serves.
import fs from "node:fs";
import path from "node:path";
import type { DatabaseTarget } from "@app/db";
import type { Storage } from "../files/storage.ts";
import { ArchiveWriter, FORMAT_VERSION, type Manifest } from "./archive.ts";
import { appliedMigrations, appTables, sequenceStates, tableRows } from "./database-rows.ts";
import { openSnapshot } from "./databases.ts";
import { silentProgress, type Progress } from "./progress.ts";

/** Keys the gateway generates into DATA_DIR when they are not configured: push subscriptions and (outside
 * production) sessions are bound to them, so a restored instance needs the same ones. */
export const INSTANCE_FILES = ["vapid-keys.json", "dev-secrets.json"];

export interface BackupOptions {
  file: string;
  database: DatabaseTarget;
  dataDir: string;
  storage: Storage;
  progress?: Progress;
}

export interface BackupReport {
  manifest: Manifest;
  /** Stored files the snapshot's ledger names that were gone when their turn to be copied came. */
  missingFiles: string[];
}

export async function createBackup(options: BackupOptions): Promise<BackupReport> {
  const progress = options.progress ?? silentProgress;
  fs.mkdirSync(path.dirname(path.resolve(options.file)), { recursive: true });
  const writer = new ArchiveWriter(options.file);
  try {
    // The database first: files are never overwritten (every upload gets a fresh key), so each one the snapshot
    // names is still there afterwards unless it was released since.
    const database = await writeDatabase(writer, options.database, options.dataDir, progress);
    for (const name of INSTANCE_FILES) {
      const file = path.join(options.dataDir, name);
      if (fs.existsSync(file)) await writer.addBuffer(`instance/${name}`, fs.readFileSync(file));
    }
    const files = await writeFiles(writer, options.storage, progress);
    const missingFiles = database.ledgerKeys.filter((key) => !files.keys.has(key));
    const manifest: Manifest = {
      format: FORMAT_VERSION,
      app: "vidyapath",
      createdAt: database.takenAt,
      database: database.manifest,
      files: { count: files.keys.size, bytes: files.bytes, location: options.storage.location },
      entries: writer.entries,
    };
    await writer.finish(manifest);
    return { manifest, missingFiles };
  } catch (error) {
    await writer.abort();
    throw error;
  } finally {
    progress.stop();
  }
}

async function writeDatabase(writer: ArchiveWriter, target: DatabaseTarget, dataDir: string, progress: Progress) {
  progress.start("database", 1);
  const connection = await openSnapshot(target, dataDir);
  try {
    const { session } = connection;
    const [{ now }] = await session.query<{ now: Date | string }>("SELECT now() AS now");
    const migrations = await appliedMigrations(session);
    if (migrations.length === 0) throw new Error("The database has never been migrated: there is nothing to back up");
    const tables = await appTables(session);
    const rows: Record<string, number> = {};
    progress.start("database", tables.length);
    // JSON rows, one a line, staged per table in a file beside the archive: a tar header needs the size first.
    const staging = fs.mkdtempSync(path.join(path.dirname(writer.file), ".backup-"));
    try {
      for (const table of tables) {
        const staged = path.join(staging, "rows");
        rows[table] = await stage(staged, tableRows(session, table));
        await writer.addStream(`database/${table}.ndjson`, fs.statSync(staged).size, fs.createReadStream(staged));
        await progress.advance(1);
      }
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
    const ledgerKeys = tables.includes("StoredFile")
      ? (await session.query<{ key: string }>(`SELECT "key" FROM "StoredFile"`)).map((row) => row.key)
      : [];
    const sequences = await sequenceStates(session);
    return {
      takenAt: new Date(now).toISOString(),
      manifest: { kind: connection.kind, migrations, rows, sequences },
      ledgerKeys,
    };
  } finally {
    await connection.session.query("ROLLBACK").catch(() => undefined);
    await connection.close();
  }
}

async function stage(file: string, lines: AsyncIterable<string>): Promise<number> {
  let count = 0;
  const out = fs.createWriteStream(file);
  const closed = new Promise<void>((resolve, reject) => out.once("close", () => resolve()).once("error", reject));
  for await (const line of lines) {
    count++;
    if (!out.write(`${line}\n`)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  }
  out.end();
  await closed;
  return count;
}

async function writeFiles(writer: ArchiveWriter, storage: Storage, progress: Progress) {
  const objects: { key: string; size: number }[] = [];
  for await (const object of storage.list()) objects.push(object);
  progress.start(
    "files",
    objects.reduce((sum, object) => sum + object.size, 0),
  );
  const keys = new Set<string>();
  let bytes = 0;
  for (const { key } of objects) {
    // Stat again: the size in the tar header must be the size of the bytes that follow.
    const file = await storage.stat(key);
    if (!file) continue;
    let stream: AsyncIterable<Buffer>;
    try {
      stream = await file.open();
    } catch {
      continue; // Removed since it was listed.
    }
    const counted = (async function* () {
      for await (const chunk of stream) {
        progress.advance(chunk.length);
        yield chunk;
      }
    })();
    await writer.addStream(`files/${key}`, file.size, counted);
    keys.add(key);
    bytes += file.size;
  }
  return { keys, bytes };
}
