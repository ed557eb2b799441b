// storage:gc: finds stored objects that nothing uses any more (an upload whose save never came, a file a failed
// removal left behind, files from before the upload ledger) and, when asked, deletes them. An object is garbage
// when no row names it (live-keys.ts, the one source removals ask too: an HLS folder is kept whole) and both it and
// its ledger row are older than the grace period, which covers an upload whose lesson has not been saved yet
// (decision 016).
import type { PrismaClient } from "@app/db";
import { forgetStoredFiles } from "@app/db/file-ledger";
import { liveAmong, liveKeys } from "@app/schema";
import type { Storage, StoredObject } from "./storage.ts";

export const DEFAULT_GRACE_HOURS = 24;
// Keys asked about again at once before they are deleted: one small read per batch, not per key.
const RECHECK_BATCH = 200;

export interface GcOptions {
  graceMs: number;
  /** False: only report (a dry run). */
  remove: boolean;
  now?: Date;
}

export interface GcReport {
  examined: number;
  garbage: StoredObject[];
  deleted: string[];
  failed: Array<{ key: string; error: string }>;
}

export async function collectGarbage(storage: Storage, prisma: PrismaClient, options: GcOptions): Promise<GcReport> {
  const cutoff = (options.now ?? new Date()).getTime() - options.graceMs;
  const live = await liveKeys(prisma);
  const ledger = new Map(
    (await prisma.storedFile.findMany({ select: { key: true, createdAt: true } })).map((row) => [
      row.key,
      row.createdAt,
    ]),
  );
  const report: GcReport = { examined: 0, garbage: [], deleted: [], failed: [] };
  for await (const object of storage.list()) {
    report.examined += 1;
    const recorded = ledger.get(object.key);
    const young = object.modified.getTime() > cutoff || (recorded !== undefined && recorded.getTime() > cutoff);
    if (young || live.has(object.key)) continue;
    report.garbage.push(object);
  }
  if (!options.remove) return report;
  for (let start = 0; start < report.garbage.length; start += RECHECK_BATCH) {
    const batch = report.garbage.slice(start, start + RECHECK_BATCH).map((object) => object.key);
    // Named again since the listing began (a lesson saved meanwhile): kept.
    const named = await liveAmong(prisma, batch);
    for (const key of batch) {
      if (named.has(key)) continue;
      try {
        await storage.remove(key);
        report.deleted.push(key);
      } catch (error) {
        report.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  await forgetStoredFiles(prisma, report.deleted);
  return report;
}
