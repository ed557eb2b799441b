// `npm run storage:gc [-- --delete] [-- --grace-hours=N]`: lists the stored objects nothing uses any more (no row
// names them, as schema/src/modules/files/live-keys.ts answers, and they are older than the grace period, 24 hours
// by default) on the configured storage (DATA_DIR/files or the STORAGE=s3 bucket); a dry run unless --delete is given. Safe while the gateway runs on PostgreSQL; with
// embedded PGlite stop the gateway first (one process per data directory).
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase, type DatabaseTarget } from "@app/db";
import { loadConfig } from "../src/config/env.ts";
import { collectGarbage, DEFAULT_GRACE_HOURS } from "../src/files/collect-garbage.ts";
import { openStorage } from "../src/files/open-storage.ts";

const { values } = parseArgs({
  options: { delete: { type: "boolean", default: false }, "grace-hours": { type: "string" } },
});
const graceHours = Number(values["grace-hours"] ?? DEFAULT_GRACE_HOURS);
if (!Number.isFinite(graceHours) || graceHours < 0) {
  console.error("--grace-hours must be a number of hours, 0 or more");
  process.exit(1);
}
const config = loadConfig();
const target: DatabaseTarget = config.DATABASE_URL
  ? { kind: "postgres", location: config.DATABASE_URL }
  : { kind: "pglite", location: path.join(config.dataDir, "pg") };
const db = await openDatabase({ target });
const files = await openStorage(config);
try {
  const report = await collectGarbage(files, db.prisma, { graceMs: graceHours * 3_600_000, remove: values.delete });
  const mb = (report.garbage.reduce((sum, object) => sum + object.size, 0) / 2 ** 20).toFixed(1);
  for (const object of report.garbage)
    console.log(
      `${values.delete ? "delete" : "would delete"} ${object.key} (${object.size} bytes, ${object.modified.toISOString()})`,
    );
  console.log(
    `${files.location}: examined ${report.examined}, unused for over ${graceHours} h: ${report.garbage.length} (${mb} MB)` +
      (values.delete
        ? `, deleted ${report.deleted.length}, failed ${report.failed.length}`
        : " (dry run: add --delete to remove them)"),
  );
  for (const failure of report.failed) console.error(`  ${failure.key}: ${failure.error}`);
  process.exitCode = report.failed.length > 0 ? 1 : 0;
} finally {
  files.close();
  await db.close();
}
