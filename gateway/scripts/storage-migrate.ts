// `npm run storage:migrate`: copies the local file store (DATA_DIR/files) into the bucket named by the S3_*
// variables, skipping what is already there; safe to run again, and while the gateway runs.
import { loadConfig } from "../src/config/env.ts";
import { migrateStorage } from "../src/files/migrate-storage.ts";
import { openBucket, openLocalStorage } from "../src/files/open-storage.ts";

const config = loadConfig();
if (!config.S3_BUCKET) {
  console.error(
    "storage:migrate needs the bucket: set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as for STORAGE=s3).",
  );
  process.exit(1);
}
const source = openLocalStorage(config);
const target = await openBucket(config);
try {
  console.log(`Copying ${source.location} to ${target.location} ...`);
  const report = await migrateStorage(source, target);
  const mb = (report.bytesCopied / 2 ** 20).toFixed(1);
  console.log(
    `copied ${report.copied} (${mb} MB), skipped ${report.skipped} already there, failed ${report.failed.length}`,
  );
  for (const failure of report.failed) console.error(`  ${failure.key}: ${failure.error}`);
  process.exitCode = report.failed.length > 0 ? 1 : 0;
} finally {
  source.close();
  target.close();
}
