// `npm run restore -- FILE` (docs/operations.md, decision 034): checks every entry's SHA-256 against the manifest
// before writing anything, then migrates the target to the archive's level, loads the rows in one transaction,
// sets the sequences, applies the migrations the archive predates, and writes the files through the storage port.
import fs from "node:fs";
import path from "node:path";
import { StringDecoder } from "node:string_decoder";
import type { DatabaseTarget } from "@app/db";
import { applyMigrations, listMigrations } from "@app/db/migrate";
import { contentTypeFor } from "../files/content-types.ts";
import { safeKey, type Storage } from "../files/storage.ts";
import { FORMAT_VERSION, MANIFEST, readArchive, type ArchivedEntry, type Manifest } from "./archive.ts";
import { INSTANCE_FILES } from "./backup.ts";
import { appTables, loadRows, prepareLoad, restoreSequences } from "./database-rows.ts";
import { openRestoreTarget, RestoreRefusedError, TargetNotEmptyError } from "./databases.ts";
import { silentProgress, type Progress } from "./progress.ts";

export { RestoreRefusedError, TargetNotEmptyError };

export class DamagedArchiveError extends RestoreRefusedError {}

export interface RestoreOptions {
  file: string;
  database: DatabaseTarget;
  dataDir: string;
  storage: Storage;
  /** Replace a database that already holds tables, and write over stored files of the same keys. */
  force: boolean;
  progress?: Progress;
}

export interface RestoreReport {
  manifest: Manifest;
  rows: Record<string, number>;
  files: number;
  /** Migrations newer than the archive, applied after its rows were loaded. */
  migratedAfter: string[];
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const progress = options.progress ?? silentProgress;
  try {
    const manifest = await verifyArchive(options.file, progress);
    const level = checkMigrations(manifest.database.migrations);
    if (!options.force && (await holdsObjects(options.storage)))
      throw new TargetNotEmptyError(`The storage at ${options.storage.location} already holds files`);
    const connection = await openRestoreTarget(options.database, options.dataDir, { force: options.force });
    try {
      const advisoryLock = connection.kind === "postgres";
      await applyMigrations(connection.runner, { advisoryLock, upTo: level });
      const { rows, files } = await load(options, manifest, connection.session, progress);
      const migratedAfter = await applyMigrations(connection.runner, { advisoryLock });
      return { manifest, rows, files, migratedAfter };
    } finally {
      await connection.close();
    }
  } finally {
    progress.stop();
  }
}

/** Reads the whole archive and compares each entry with the manifest; nothing is written before this passes. */
export async function verifyArchive(file: string, progress: Progress = silentProgress): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new RestoreRefusedError(`There is no archive at ${file}`);
  progress.start("checking", fs.statSync(file).size);
  const seen: ArchivedEntry[] = [];
  let manifestText = "";
  const onEntry = async (name: string, _size: number, bytes: AsyncIterable<Buffer>) => {
    const chunks: Buffer[] = [];
    for await (const chunk of bytes) {
      progress.advance(chunk.length / 4); // Compressed size is the total: roughly, a quarter of the bytes read.
      if (name === MANIFEST) chunks.push(chunk);
    }
    if (name === MANIFEST) manifestText = Buffer.concat(chunks).toString("utf8");
  };
  try {
    await readArchive(file, onEntry, (entry) => entry.name !== MANIFEST && seen.push(entry));
  } catch (error) {
    throw new DamagedArchiveError(`The archive cannot be read: ${(error as Error).message}`);
  }
  if (!manifestText) throw new DamagedArchiveError("The archive has no manifest (it was cut short or is not a backup)");
  const manifest = JSON.parse(manifestText) as Manifest;
  if (manifest.app !== "vidyapath" || manifest.format !== FORMAT_VERSION)
    throw new DamagedArchiveError(`Archive format ${manifest.format} of ${manifest.app} is not one this version reads`);
  const expected = new Map(manifest.entries.map((entry) => [entry.name, entry]));
  const problems: string[] = [];
  for (const entry of seen) {
    const listed = expected.get(entry.name);
    if (!listed) problems.push(`${entry.name}: not in the manifest`);
    else if (listed.sha256 !== entry.sha256 || listed.size !== entry.size)
      problems.push(`${entry.name}: checksum differs`);
    expected.delete(entry.name);
  }
  for (const name of expected.keys()) problems.push(`${name}: missing`);
  if (problems.length > 0)
    throw new DamagedArchiveError(
      `The archive is damaged; nothing was restored:\n  ${problems.slice(0, 20).join("\n  ")}`,
    );
  return manifest;
}

/** The archive's migrations must be this version's first ones: the last is the level its rows are loaded at. */
function checkMigrations(archived: string[]): string {
  const known = listMigrations().map((migration) => migration.name);
  archived.forEach((name, index) => {
    if (known[index] !== name)
      throw new RestoreRefusedError(
        known.includes(name)
          ? `The archive's migrations do not follow this version's order at ${name}`
          : `The archive was made by a newer version (migration ${name}): restore it with that version or newer`,
      );
  });
  return archived[archived.length - 1];
}

async function holdsObjects(storage: Storage): Promise<boolean> {
  for await (const object of storage.list()) return Boolean(object);
  return false;
}

async function load(
  options: RestoreOptions,
  manifest: Manifest,
  session: Awaited<ReturnType<typeof openRestoreTarget>>["session"],
  progress: Progress,
) {
  const rows: Record<string, number> = {};
  let files = 0;
  const listed = new Map(manifest.entries.map((entry) => [entry.name, entry]));
  await session.query("BEGIN");
  let open = true;
  const finish = await prepareLoad(session, await appTables(session));
  const commit = async () => {
    if (!open) return;
    await restoreSequences(session, manifest.database.sequences);
    // pg-boss's jobs are not in the archive (decision 018: the row is the durable record): a video that was being
    // transcoded at the snapshot is queued again, and the worker re-sends QUEUED rows at start.
    if ("LessonVideo" in manifest.database.rows)
      await session.query(`UPDATE "LessonVideo" SET "status" = 'QUEUED', "progress" = 0 WHERE "status" = 'PROCESSING'`);
    await finish();
    await session.query("COMMIT");
    open = false;
  };
  progress.start("restoring", manifest.files.bytes + Object.keys(manifest.database.rows).length);
  try {
    await readArchive(
      options.file,
      async (name, _size, bytes) => {
        const table = /^database\/(.+)\.ndjson$/.exec(name)?.[1];
        if (table) {
          if (!open) throw new DamagedArchiveError(`${name} comes after the files`);
          rows[table] = await loadRows(session, table, lines(bytes));
          if (rows[table] !== manifest.database.rows[table])
            throw new DamagedArchiveError(
              `${table}: ${rows[table]} rows, the manifest says ${manifest.database.rows[table]}`,
            );
          progress.advance(1);
          return;
        }
        await commit();
        if (name.startsWith("files/")) {
          const key = safeKey(name.slice("files/".length));
          if (!key) throw new DamagedArchiveError(`${name} is not a storage key`);
          const counted = (async function* () {
            for await (const chunk of bytes) {
              progress.advance(chunk.length);
              yield chunk;
            }
          })();
          await options.storage.putStream(key, counted, contentTypeFor(key));
          files++;
        } else if (name.startsWith("instance/") && INSTANCE_FILES.includes(name.slice("instance/".length))) {
          const chunks: Buffer[] = [];
          for await (const chunk of bytes) chunks.push(chunk);
          fs.mkdirSync(options.dataDir, { recursive: true });
          fs.writeFileSync(path.join(options.dataDir, name.slice("instance/".length)), Buffer.concat(chunks), {
            mode: 0o600,
          });
        }
      },
      (entry) => {
        // Read twice: the file must not have changed since it was checked.
        const expected = listed.get(entry.name);
        if (entry.name !== MANIFEST && expected?.sha256 !== entry.sha256)
          throw new DamagedArchiveError(`${entry.name} changed after it was checked`);
      },
    );
    await commit();
  } catch (error) {
    if (open) await session.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
  return { rows, files };
}

async function* lines(bytes: AsyncIterable<Buffer>): AsyncIterable<string> {
  // A chunk may end inside a character (Devanagari is three bytes a letter).
  const decoder = new StringDecoder("utf8");
  let rest = "";
  for await (const chunk of bytes) {
    const text = rest + decoder.write(chunk);
    const parts = text.split("\n");
    rest = parts.pop() ?? "";
    yield* parts;
  }
  rest += decoder.end();
  if (rest) yield rest;
}
