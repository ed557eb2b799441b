// Files a course points at (thumbnail, uploaded videos, notes and slide decks), stored under /api/files/<key>.
// They are the course's own (the upload ledger, decision 016) and go once no row anywhere names them.
import type { PrismaClient } from "@app/db";
import type { FileStore } from "../../context.ts";
import { expandKey, keysIn } from "../files/file-references.ts";
import { releaseFiles } from "../files/file-release.ts";

/** The storage keys of the addresses that name a stored file (a content url may be a comma-separated list). */
export function storedKeys(addresses: (string | null | undefined)[]): string[] {
  return [...new Set(addresses.flatMap((address) => keysIn(address)).flatMap(expandKey))];
}

/** Removes the course's stored files no row refers to any more; call it after the write that dropped them committed. */
export async function removeUnreferencedFiles(
  prisma: PrismaClient,
  files: FileStore,
  courseId: string,
  keys: string[],
): Promise<void> {
  await releaseFiles(prisma, files, keys, { courseId });
}
