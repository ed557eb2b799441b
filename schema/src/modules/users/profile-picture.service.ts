// Profile pictures (spec sections 4 and 5: images only, max 2 MB), trusted by content, never by name or header.
import crypto from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type { PrismaClient } from "@app/db";
import type { FileStore } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { imageDimensions } from "./image-dimensions.ts";

export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
// Decoding cost grows with pixels, not bytes: 40 MP is far above any avatar and far below a bomb.
export const MAX_PICTURE_PIXELS = 40_000_000;
const allowedTypes: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp", "image/gif": "gif" };
const FILES_ROUTE = "/api/files/";
const AVATAR_PREFIX = "avatars/";

const tooLarge = (message: string) => new AppError("payload_too_large", message);
const unsupported = () => new AppError("unsupported_media_type", "Only PNG, JPEG, WebP or GIF images are allowed");

/** Checks the bytes (size, type by content, pixel count) and returns them with their extension and type. */
export async function inspectImage(file: File) {
  if (file.size > MAX_PICTURE_BYTES) throw tooLarge("File too large (max 2 MB)");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await fileTypeFromBuffer(bytes);
  const ext = type ? allowedTypes[type.mime] : undefined;
  if (!type || !ext) throw unsupported();
  const size = imageDimensions(bytes, ext);
  if (!size) throw unsupported();
  if (size.width * size.height > MAX_PICTURE_PIXELS) throw tooLarge("Image dimensions too large (max 40 megapixels)");
  return { bytes, ext, mime: type.mime };
}

export async function uploadProfilePicture(prisma: PrismaClient, files: FileStore, userId: string, file: File) {
  const { bytes, ext, mime } = await inspectImage(file);
  const key = `${AVATAR_PREFIX}${userId}-${crypto.randomBytes(8).toString("hex")}.${ext}`;
  const previous = await prisma.user.findUnique({ where: { id: userId }, select: { profilePicture: true } });
  await files.put(key, bytes, mime);
  const user = await prisma.user
    .update({ where: { id: userId }, data: { profilePicture: `${FILES_ROUTE}${key}` } })
    .catch(async (error: unknown) => {
      await files.remove(key).catch(() => undefined);
      throw error;
    });
  await removeStoredPicture(files, previous?.profilePicture ?? null);
  return user;
}

/** Removes a picture this module stored; external URLs (e.g. the provider's avatar) are left alone. */
export async function removeStoredPicture(files: FileStore, profilePicture: string | null) {
  if (!profilePicture?.startsWith(`${FILES_ROUTE}${AVATAR_PREFIX}`)) return;
  // The user row no longer points at it: a failed removal leaves an orphan, not a broken profile.
  await files.remove(profilePicture.slice(FILES_ROUTE.length)).catch(() => undefined);
}
