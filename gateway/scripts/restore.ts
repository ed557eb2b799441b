// `npm run restore -- FILE [--force]`: an archive from `npm run backup` into the database DATABASE_URL or DATA_DIR
// names and the storage STORAGE names (docs/operations.md). Refuses a target that holds data unless --force.
import { resolveTarget } from "@app/db";
import { terminalProgress } from "../src/backup/progress.ts";
import { restoreBackup, RestoreRefusedError, TargetNotEmptyError } from "../src/backup/restore.ts";
import { loadConfig } from "../src/config/env.ts";
import { openStorage } from "../src/files/open-storage.ts";

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith("-"));
const unknown = args.filter((arg) => arg.startsWith("-") && arg !== "--force");
if (!file || unknown.length > 0) {
  console.error("Usage: npm run restore -- FILE [--force]");
  process.exit(1);
}
const config = loadConfig();
const storage = await openStorage(config);
try {
  const started = Date.now();
  const report = await restoreBackup({
    file,
    database: resolveTarget({ DATABASE_URL: config.DATABASE_URL, DATA_DIR: config.dataDir }),
    dataDir: config.dataDir,
    storage,
    force: args.includes("--force"),
    progress: terminalProgress(),
  });
  const rows = Object.values(report.rows).reduce((sum, count) => sum + count, 0);
  console.log(
    `restored ${rows} rows and ${report.files} files from ${report.manifest.database.kind} ` +
      `(${report.manifest.createdAt}) into ${config.DATABASE_URL ? "PostgreSQL" : config.dataDir} and ${storage.location}` +
      (report.migratedAfter.length ? `, then migrated: ${report.migratedAfter.join(", ")}` : "") +
      ` in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  // Refusals come before any write; a failure while loading may leave part of the archive in the target.
  console.error(`restore failed: ${(error as Error).message}`);
  if (error instanceof TargetNotEmptyError) console.error("Run it again with --force to replace what is there.");
  else if (!(error instanceof RestoreRefusedError))
    console.error("The target may hold part of the archive: run it again with --force.");
  process.exitCode = 1;
} finally {
  storage.close();
}
