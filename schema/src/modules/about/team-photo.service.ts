// Team member photos for the About page: the profile-picture checks, then a square crop stored as
// variants at the size the team cards show it, so every card shows the same shape whatever was uploaded.
import type { PrismaClient } from "@app/db";
import type { FileStore, Viewer } from "../../context.ts";
import { auditedUpdate } from "../audit/audited-write.ts";
import { releaseFiles } from "../files/file-release.ts";
import { discardStoredImage, storedImageKeys, storeImageVariants } from "../shared/image-variants.ts";
import { inspectImage } from "../shared/uploaded-image.ts";
import { AVATAR_SIZE } from "../users/profile-picture.service.ts";

const FILES_ROUTE = "/api/files/";
const TEAM_PREFIX = "team/";

export async function uploadTeamMemberPhoto(
  prisma: PrismaClient,
  files: FileStore,
  actor: Viewer,
  id: string,
  file: File,
  maxBytes: number,
) {
  const { bytes } = await inspectImage(file, maxBytes);
  const address = await storeImageVariants(prisma, files, bytes, `${TEAM_PREFIX}${id}`, AVATAR_SIZE, {
    kind: "team-photo",
    uploaderId: actor.userId,
  });
  let previous: string | null = null;
  const member = await auditedUpdate(
    prisma,
    actor,
    { entity: "TeamMember", label: "Team member" },
    {
      action: "update",
      id,
      read: (tx) => tx.teamMember.findUnique({ where: { id } }),
      write: (tx, before) => {
        previous = before.image;
        return tx.teamMember.update({ where: { id }, data: { image: address } });
      },
    },
  ).catch(async (error: unknown) => {
    await discardStoredImage(prisma, files, storedImageKeys(address));
    throw error;
  });
  if (previous !== address) await removeStoredPhoto(prisma, files, previous);
  return member;
}

/** Only photos this module stored, once no row names them; an external image URL is left alone. */
export async function removeStoredPhoto(prisma: PrismaClient, files: FileStore, image: string | null) {
  if (!image?.startsWith(`${FILES_ROUTE}${TEAM_PREFIX}`)) return;
  await releaseFiles(prisma, files, storedImageKeys(image), { prefix: TEAM_PREFIX });
}
