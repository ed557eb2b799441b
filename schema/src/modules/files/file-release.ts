// Removing stored files that rows stopped naming (a deleted or replaced lesson video, note, deck, picture), always
// after the write that dropped them has committed: a rolled-back write must still find its files. A file is
// removed only when no row anywhere names it and its owner is the one letting it go (decision 016).
import type { PrismaClient } from "@app/db";
import { forgetStoredFiles } from "@app/db/file-ledger";
import { variantSetPrefix } from "@app/db/image-variants";
import type { FileStore } from "../../context.ts";
import { droppedBetween, liveAmong, type LiveKeys } from "./live-keys.ts";

/** Who lets the files go: a course (its lessons, contents, thumbnail) or a folder of pictures (avatars/, team/). */
export type FileOwner = { courseId: string } | { prefix: string };

async function owns(prisma: PrismaClient, owner: FileOwner, key: string): Promise<boolean> {
  if ("prefix" in owner) return key.startsWith(owner.prefix);
  // A picture set is owned through any of its rows (rows recorded before the ledger name only the 1x fallback).
  const prefix = variantSetPrefix(key);
  const keyMatch = prefix ? { startsWith: prefix } : { in: [key, key.replace(/@2x\.webp$/, ".webp")] };
  const row = await prisma.storedFile.findFirst({
    where: { key: keyMatch, courseId: owner.courseId },
    select: { key: true },
  });
  return row !== null;
}

/**
 * Removes each of `keys` that `owner` owns and no row names any more, and forgets it in the ledger. A failed
 * removal leaves an orphan for `npm run storage:gc`, never a broken page.
 */
export async function releaseFiles(
  prisma: PrismaClient,
  files: FileStore,
  keys: string[],
  owner: FileOwner,
): Promise<string[]> {
  const removed: string[] = [];
  const unique = [...new Set(keys)];
  const live = await liveAmong(prisma, unique);
  for (const key of unique) {
    if (live.has(key) || !(await owns(prisma, owner, key))) continue;
    try {
      await files.remove(key);
      removed.push(key);
    } catch {
      // Left for storage:gc.
    }
  }
  await forgetStoredFiles(prisma, removed);
  return removed;
}

/**
 * Removes files the product derived for a row that is gone or changed (a video's renditions and poster, a caption),
 * unless a row names them again. They are never in a course's ledger: the row that named them was their owner.
 */
export async function releaseDerived(prisma: PrismaClient, files: FileStore, keys: string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  const live = await liveAmong(prisma, unique);
  const removed: string[] = [];
  for (const key of unique) {
    if (live.has(key)) continue;
    try {
      await files.remove(key);
      removed.push(key);
    } catch {
      // Left for storage:gc.
    }
  }
  return removed;
}

/** After a delete committed: removes what the course's rows named `before` it and no row names now. */
export async function releaseDropped(
  prisma: PrismaClient,
  files: FileStore,
  courseId: string,
  before: LiveKeys,
  after: LiveKeys,
): Promise<void> {
  const { uploads, derived } = droppedBetween(before, after);
  await releaseFiles(prisma, files, uploads, { courseId });
  await releaseDerived(prisma, files, derived);
}

/** The keys `before` named that `after` no longer names (a replaced video, a list with an entry taken out). */
export function droppedKeys(before: string[], after: string[]): string[] {
  const kept = new Set(after);
  return before.filter((key) => !kept.has(key));
}
