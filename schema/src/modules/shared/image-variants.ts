// Uploaded pictures stored as variants at the size a page shows them (naming and encoding in
// @app/db/image-variants, shared with the seed) and read back as the sources of `<picture>` / `<img srcset>`.
import type { PrismaClient } from "@app/db";
import { forgetStoredFiles, recordStoredFiles, type StoredFileEntry } from "@app/db/file-ledger";
import {
  parseVariantKey,
  renderImageVariants,
  variantKeys,
  type ImageBox,
  type ImageSlot,
} from "@app/db/image-variants";
import type { FileStore } from "../../context.ts";
import { AppError } from "../../errors.ts";

export const FILES_ROUTE = "/api/files/";

export interface ImageSources {
  /** The 1x fallback (or the only picture, for one stored without variants or an external address). */
  src: string;
  /** The 1x size in CSS pixels; null without variants. */
  width: number | null;
  height: number | null;
  /** The fallback format at 1x and 2x with width descriptors; null without variants. */
  srcSet: string | null;
  /** Modern formats, best first, for `<picture><source type srcset>`. */
  sources: { type: string; srcSet: string }[];
}

/**
 * Stores the variants through the file store, records each in the upload ledger (decision 016) and answers the
 * address to keep in the row (the 1x fallback).
 */
export async function storeImageVariants(
  prisma: PrismaClient,
  files: FileStore,
  bytes: Uint8Array,
  base: string,
  size: ImageSlot | ImageBox,
  owner: Omit<StoredFileEntry, "key">,
): Promise<string> {
  // The header was checked (uploaded-image.ts); a body that does not decode is as unusable as a wrong type.
  const variants = await renderImageVariants(bytes, base, size).catch(() => {
    throw new AppError("unsupported_media_type", "The image could not be read");
  });
  const written: string[] = [];
  try {
    for (const variant of variants) {
      await files.put(variant.key, variant.bytes, variant.contentType);
      written.push(variant.key);
    }
    await recordStoredFiles(
      prisma,
      written.map((key) => ({ key, ...owner })),
    );
  } catch (error) {
    await removeKeys(files, written);
    throw error;
  }
  return `${FILES_ROUTE}${variants[0].key}`;
}

/** Every stored key behind a picture address: its variants when it names a set, else the file itself; none when external. */
export function storedImageKeys(address: string | null | undefined): string[] {
  if (!address?.startsWith(FILES_ROUTE)) return [];
  const key = address.slice(FILES_ROUTE.length);
  const set = parseVariantKey(key);
  return set ? variantKeys(set) : [key];
}

export function imageSources(address: string | null | undefined): ImageSources | null {
  if (!address) return null;
  const set = address.startsWith(FILES_ROUTE) ? parseVariantKey(address.slice(FILES_ROUTE.length)) : null;
  if (!set) return { src: address, width: null, height: null, srcSet: null, sources: [] };
  const keys = variantKeys(set);
  // variantKeys: [1x fallback, 1x webp] then, when the source had the pixels for it, [2x fallback, 2x webp].
  const candidates = (first: number) =>
    keys
      .filter((_key, index) => index % 2 === first)
      .map((key, index) => `${FILES_ROUTE}${key} ${set.width * (index + 1)}w`)
      .join(", ");
  return {
    src: address,
    width: set.width,
    height: set.height,
    srcSet: candidates(0),
    sources: [{ type: "image/webp", srcSet: candidates(1) }],
  };
}

export async function removeKeys(files: FileStore, keys: string[]): Promise<void> {
  // A failed removal leaves an orphan, never a broken page.
  await Promise.all(keys.map((key) => files.remove(key).catch(() => undefined)));
}

/** Takes back a picture just stored whose row was never written (the save failed): its files and ledger rows. */
export async function discardStoredImage(prisma: PrismaClient, files: FileStore, keys: string[]): Promise<void> {
  await removeKeys(files, keys);
  await forgetStoredFiles(prisma, keys).catch(() => undefined);
}
