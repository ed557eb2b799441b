// storage:gc: finds stored objects that nothing uses any more (an upload whose save never came, a file a failed
// removal left behind, files from before the upload ledger) and, when asked, deletes them. An object is garbage
// when no row names it (file-references.ts, the same count removals use) and both it and its ledger row are older
// than the grace period, which covers an upload whose lesson has not been saved yet (decision 016).
import type { PrismaClient } from "@app/db";
import { forgetStoredFiles } from "@app/db/file-ledger";
import { isReferenced, referencedKeys } from "@app/schema";
import type { Storage, StoredObject } from "./storage.ts";

export const DEFAULT_GRACE_HOURS = 24;

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
  const referenced = await referencedKeys(prisma);
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
    if (young || referenced.has(object.key)) continue;
    report.garbage.push(object);
  }
  if (!options.remove) return report;
  for (const { key } of report.garbage) {
    try {
      // Named again since the listing began (a lesson saved meanwhile): kept.
      if (await isReferenced(prisma, key)) continue;
      await storage.remove(key);
      report.deleted.push(key);
    } catch (error) {
      report.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
    }
  }
  await forgetStoredFiles(prisma, report.deleted);
  return report;
}
