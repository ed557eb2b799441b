// `npm run backup -- FILE`: the database and every stored file into one archive (docs/operations.md). Safe while
// the gateway runs; exit code 1 when nothing was written.
import { resolveTarget } from "@app/db";
import { createBackup } from "../src/backup/backup.ts";
import { terminalProgress } from "../src/backup/progress.ts";
import { loadConfig } from "../src/config/env.ts";
import { openStorage } from "../src/files/open-storage.ts";

const file = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
if (!file) {
  console.error("Usage: npm run backup -- FILE   (for example backups/vidyapath-$(date +%F).tar.gz)");
  process.exit(1);
}
const config = loadConfig();
const storage = await openStorage(config);
try {
  const started = Date.now();
  const { manifest, missingFiles } = await createBackup({
    file,
    database: resolveTarget({ DATABASE_URL: config.DATABASE_URL, DATA_DIR: config.dataDir }),
    dataDir: config.dataDir,
    storage,
    progress: terminalProgress(),
  });
  const rows = Object.values(manifest.database.rows).reduce((sum, count) => sum + count, 0);
  const mb = (manifest.files.bytes / 2 ** 20).toFixed(1);
  console.log(
    `${file}: ${rows} rows of ${Object.keys(manifest.database.rows).length} tables (${manifest.database.kind}, ` +
      `${manifest.database.migrations.at(-1)}), ${manifest.files.count} files (${mb} MB), ` +
      `snapshot at ${manifest.createdAt}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (missingFiles.length > 0)
    console.warn(
      `${missingFiles.length} files the snapshot names were removed before they were copied:\n  ${missingFiles.join("\n  ")}`,
    );
} catch (error) {
  console.error(`backup failed, nothing written: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  storage.close();
}
