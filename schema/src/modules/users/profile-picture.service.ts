// Profile pictures (spec sections 4 and 5: images only, max 2 MB), trusted by content, never by name or header.
import crypto from "node:crypto";
import type { PrismaClient } from "@app/db";
import type { FileStore } from "../../context.ts";
import { inspectImage } from "../shared/uploaded-image.ts";

export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
const FILES_ROUTE = "/api/files/";
const AVATAR_PREFIX = "avatars/";

export async function uploadProfilePicture(prisma: PrismaClient, files: FileStore, userId: string, file: File) {
  const { bytes, ext, mime } = await inspectImage(file, MAX_PICTURE_BYTES);
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
