// Which rows name a stored file. Every column that can hold an /api/files/ address is listed here once, so that
// removal (file-release.ts) and `npm run storage:gc` count the same references (decision 016).
import type { PrismaClient } from "@app/db";
import { parseVariantKey, variantKeys, variantSetPrefix } from "@app/db/image-variants";

export const FILES_ROUTE = "/api/files/";

// Addresses (a picture, a video, a comma-separated list) and rich text that may embed an <img src>.
const COLUMNS = [
  ["user", "profilePicture"],
  ["teamMember", "image"],
  ["course", "thumbnail"],
  ["course", "description"],
  ["lesson", "videoUrl"],
  ["lesson", "url"],
  ["lesson", "description"],
  ["lessonContent", "url"],
  ["lessonContent", "content"],
  ["internship", "companyLogoUrl"],
  ["placement", "companyLogoUrl"],
  ["newsItem", "url"],
  ["mockTestQuestion", "imageUrl"],
] as const;

type Table = (typeof COLUMNS)[number][0];
type Counter = { count(args: { where: Record<string, unknown> }): Promise<number> };
type Finder = {
  findMany(args: {
    where: Record<string, unknown>;
    select: Record<string, true>;
  }): Promise<Record<string, string | null>[]>;
};

const ADDRESS = /\/api\/files\/([^\s"'<>,?#)]+)/g;

/** The storage keys named in a text: an address, a comma-separated list of them, or HTML. */
export function keysIn(text: string | null | undefined): string[] {
  return [...(text ?? "").matchAll(ADDRESS)].map((match) => match[1]);
}

/** The keys a row's address stands for: a picture's 1x fallback stands for its whole variant set. */
export function expandKey(key: string): string[] {
  const set = parseVariantKey(key);
  if (set) return variantKeys(set);
  // Thumbnails written before variants: "<name>.webp" with a "<name>@2x.webp" beside it.
  if (key.startsWith("images/courses/") && key.endsWith(".webp") && !key.endsWith("@2x.webp"))
    return [key, key.replace(/\.webp$/, "@2x.webp")];
  return [key];
}

/** What a row would contain if it named `key` (directly or through its variant set or 1x copy). */
function needle(key: string): string {
  const prefix = variantSetPrefix(key);
  if (prefix) return `${FILES_ROUTE}${prefix}`;
  return `${FILES_ROUTE}${key.replace(/@2x\.webp$/, ".webp")}`;
}

/** True while any row names the file. */
export async function isReferenced(prisma: PrismaClient, key: string): Promise<boolean> {
  const contains = needle(key);
  const counts = await Promise.all(
    COLUMNS.map(([table, column]) =>
      (prisma[table as Table] as unknown as Counter).count({ where: { [column]: { contains } } }),
    ),
  );
  return counts.some((count) => count > 0) || (await submittedFiles(prisma, { key })) > 0;
}

// A learner's submitted file (docs/assignments.md) is named by its row while a submission holds it; an upload never
// submitted, or left out of a resubmission, is garbage once the grace period is over.
const submittedFiles = (prisma: PrismaClient, where: { key?: string }) =>
  prisma.submissionFile.count({ where: { ...where, submissionId: { not: null } } });

/** Every key any row names, variant sets expanded (storage:gc). */
export async function referencedKeys(prisma: PrismaClient): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const [table, column] of COLUMNS) {
    const rows = await (prisma[table as Table] as unknown as Finder).findMany({
      where: { [column]: { contains: FILES_ROUTE } },
      select: { [column]: true },
    });
    for (const row of rows) for (const key of keysIn(row[column])) for (const each of expandKey(key)) keys.add(each);
  }
  const submitted = await prisma.submissionFile.findMany({
    where: { submissionId: { not: null } },
    select: { key: true },
  });
  for (const { key } of submitted) keys.add(key);
  return keys;
}
