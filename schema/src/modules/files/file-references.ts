// How a row names a stored file: an /api/files/ address, a comma-separated list of them, or HTML with one in an
// <img src>. Which rows do so is live-keys.ts's to say (decision 016).
import { parseVariantKey, variantKeys, variantSetPrefix } from "@app/db/image-variants";

export const FILES_ROUTE = "/api/files/";

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
export function needle(key: string): string {
  const prefix = variantSetPrefix(key);
  if (prefix) return `${FILES_ROUTE}${prefix}`;
  return `${FILES_ROUTE}${key.replace(/@2x\.webp$/, ".webp")}`;
}
