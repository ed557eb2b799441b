// The upload ledger (docs/decisions/016-upload-ledger-and-file-ownership.md): every object put into file storage
// gets a row naming its kind, who uploaded it and the course it was uploaded for. It is written by this one
// function, called by every upload path (staff uploads, pictures and their variants, the seed): a new upload path
// (resumable uploads, video renditions, captions) calls it too, once its object is stored.
import type { Prisma, PrismaClient } from "../generated/client/client.ts";

export type StoredFileKind =
  | "video"
  | "pdf"
  | "image"
  | "thumbnail"
  | "avatar"
  | "team-photo"
  | "seed"
  | "rendition"
  | "caption"
  | "submission"
  | "question-image";

export interface StoredFileEntry {
  key: string;
  kind: StoredFileKind;
  /** The user whose upload it was; null for the seed. */
  uploaderId?: string | null;
  /** The course it was uploaded for: only that course's lessons and contents may name it. */
  courseId?: string | null;
}

/**
 * Records stored objects once they are stored. A key already recorded keeps its first row (a picture uploaded
 * again has the same content-hashed names; a seed re-run finds its rows).
 */
export async function recordStoredFiles(
  db: PrismaClient | Prisma.TransactionClient,
  entries: StoredFileEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.storedFile.createMany({
    data: entries.map(({ key, kind, uploaderId = null, courseId = null }) => ({ key, kind, uploaderId, courseId })),
    skipDuplicates: true,
  });
}

/** Forgets objects that were removed from storage. */
export async function forgetStoredFiles(db: PrismaClient | Prisma.TransactionClient, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.storedFile.deleteMany({ where: { key: { in: keys } } });
}
