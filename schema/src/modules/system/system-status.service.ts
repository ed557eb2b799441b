// The System page's reads and its two writes (docs/operations.md, "System page"): every replica's heartbeat, the
// job queue per kind, the stored files by kind, and retrying or discarding a failed job with its audit entry.
import type { PrismaClient } from "@app/db";
import type { FailedJob, JobQueue, SystemPort, Viewer } from "../../context.ts";
import { notFound } from "../../errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { liveKeys } from "../files/live-keys.ts";

/** A gateway whose heartbeat (every 30 s) is older than this is reported as not answering. */
export const GATEWAY_SILENT_AFTER_MS = 2 * 60 * 1000;

export async function gatewayInstances(prisma: PrismaClient, now = new Date()) {
  const rows = await prisma.gatewayInstance.findMany({ orderBy: [{ startedAt: "asc" }, { id: "asc" }] });
  return rows.map((row) => ({
    ...row,
    uptimeSeconds: Math.max(0, Math.round((now.getTime() - row.startedAt.getTime()) / 1000)),
    answering: now.getTime() - row.seenAt.getTime() <= GATEWAY_SILENT_AFTER_MS,
  }));
}

export interface StorageUse {
  kind: string;
  files: number;
  bytes: number;
}

/**
 * Stored bytes by the kind the upload ledger records; files made from a video (renditions, posters, captions) are
 * "video-renditions"; an object neither the ledger nor any row names is "unreferenced" (what storage:gc removes).
 */
export async function storageUse(prisma: PrismaClient, system: SystemPort): Promise<StorageUse[]> {
  const [ledger, live] = await Promise.all([
    prisma.storedFile.findMany({ select: { key: true, kind: true } }),
    liveKeys(prisma),
  ]);
  const kindOf = new Map(ledger.map((row) => [row.key, row.kind]));
  const use = new Map<string, StorageUse>();
  for await (const { key, size } of system.storedObjects()) {
    const kind =
      kindOf.get(key) ??
      (live.derived.has(key) || key.startsWith("videos/")
        ? "video-renditions"
        : live.has(key)
          ? "other"
          : "unreferenced");
    const entry = use.get(kind) ?? { kind, files: 0, bytes: 0 };
    entry.files += 1;
    entry.bytes += size;
    use.set(kind, entry);
  }
  return [...use.values()].sort((a, b) => b.bytes - a.bytes || a.kind.localeCompare(b.kind));
}

export type JobAction = "retry" | "discard";

/** Retries or discards a failed job, then records who did it (the queue's table is not the domain's: no transaction). */
export async function actOnFailedJob(
  context: { prisma: PrismaClient; jobs: JobQueue; viewer: Viewer },
  id: string,
  action: JobAction,
): Promise<FailedJob> {
  const job = action === "retry" ? await context.jobs.retryJob(id) : await context.jobs.discardJob(id);
  if (!job) throw notFound("Failed job");
  await recordAudit(context.prisma, context.viewer, {
    action,
    entity: "Job",
    entityId: job.id,
    before: { kind: job.kind, state: "failed", error: job.error, attempts: job.attempts },
    after: action === "retry" ? { kind: job.kind, state: "waiting", error: job.error, attempts: job.attempts } : null,
  });
  return job;
}
