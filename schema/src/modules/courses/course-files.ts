// Files a course points at (thumbnail, uploaded videos, notes and slide decks), stored under /api/files/<key>.
// Seeded courses may share a file, so a file is removed only once no course, lesson or content points at it.
import type { PrismaClient } from "@app/db";
import { variantSetPrefix } from "@app/db/image-variants";
import type { FileStore } from "../../context.ts";

export const FILES_ROUTE = "/api/files/";

/** The storage keys of the addresses that name a stored file (a content url may be a comma-separated list). */
export function storedKeys(addresses: (string | null | undefined)[]): string[] {
  const keys = addresses
    .flatMap((address) => (address ?? "").split(","))
    .map((entry) => entry.trim())
    .filter((entry) => entry.startsWith(FILES_ROUTE))
    .map((entry) => entry.slice(FILES_ROUTE.length).replace(/\?.*$/, ""));
  return [...new Set(keys)];
}

/** Removes the stored files no row refers to any more; a failed removal leaves an orphan, never a broken page. */
export async function removeUnreferencedFiles(prisma: PrismaClient, files: FileStore, keys: string[]): Promise<void> {
  for (const key of keys) {
    const address = `${FILES_ROUTE}${key}`;
    const [courses, lessons, contents] = await Promise.all([
      // A picture's variants stay while any course shows any of them (its row names the 1x fallback).
      prisma.course.count({ where: { thumbnail: { startsWith: `${FILES_ROUTE}${variantSetPrefix(key) ?? key}` } } }),
      prisma.lesson.count({ where: { videoUrl: address } }),
      prisma.lessonContent.count({ where: { url: { contains: address } } }),
    ]);
    if (courses + lessons + contents === 0) await files.remove(key).catch(() => undefined);
  }
}
