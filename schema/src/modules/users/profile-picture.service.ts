// Profile pictures (spec section 4: images only), trusted by content, never by name or header, and stored as variants
// at the size avatars are shown: 96x96 for 1x and 2x screens, WebP with a fallback. Spec section 9 makes 2 MB a
// recommendation only (phone photos are 3-8 MB): the limit is the deployment's upload limit, 10 MB by default.
import type { PrismaClient } from "@app/db";
import { IMAGE_SLOTS } from "@app/db/image-variants";
import type { FileStore } from "../../context.ts";
import { releaseFiles } from "../files/file-release.ts";
import { discardStoredImage, storedImageKeys, storeImageVariants } from "../shared/image-variants.ts";
import { inspectImage } from "../shared/uploaded-image.ts";

/** The largest avatar the pages draw (the About page's team cards); smaller ones pick the 1x variant. */
export const AVATAR_SIZE = IMAGE_SLOTS.avatar;
const FILES_ROUTE = "/api/files/";
const AVATAR_PREFIX = "avatars/";

export async function uploadProfilePicture(
  prisma: PrismaClient,
  files: FileStore,
  userId: string,
  file: File,
  maxBytes: number,
) {
  const { bytes } = await inspectImage(file, maxBytes);
  const previous = await prisma.user.findUnique({ where: { id: userId }, select: { profilePicture: true } });
  const address = await storeImageVariants(prisma, files, bytes, `${AVATAR_PREFIX}${userId}`, AVATAR_SIZE, {
    kind: "avatar",
    uploaderId: userId,
  });
  const unchanged = previous?.profilePicture === address;
  const user = await prisma.user
    .update({ where: { id: userId }, data: { profilePicture: address } })
    .catch(async (error: unknown) => {
      if (!unchanged) await discardStoredImage(prisma, files, storedImageKeys(address));
      throw error;
    });
  if (!unchanged) await removeStoredPicture(prisma, files, previous?.profilePicture ?? null);
  return user;
}

/**
 * Removes a picture this module stored once no row names it any more; external URLs (e.g. the provider's avatar)
 * are left alone. The user row no longer points at it: a failed removal leaves an orphan, not a broken profile.
 */
export async function removeStoredPicture(prisma: PrismaClient, files: FileStore, profilePicture: string | null) {
  if (!profilePicture?.startsWith(`${FILES_ROUTE}${AVATAR_PREFIX}`)) return;
  await releaseFiles(prisma, files, storedImageKeys(profilePicture), { prefix: AVATAR_PREFIX });
}
