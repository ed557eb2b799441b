// Team member photos for the About page (issue 16): the profile-picture checks, then a centred square crop
// scaled to 320 px, so every card shows the same shape whatever was uploaded.
import crypto from "node:crypto";
import sharp from "sharp";
import type { PrismaClient } from "@app/db";
import type { FileStore, Viewer } from "../../context.ts";
import { auditedUpdate } from "../audit/audited-write.ts";
import { inspectImage } from "../shared/uploaded-image.ts";
import { MAX_PICTURE_BYTES } from "../users/profile-picture.service.ts";

export const TEAM_PHOTO_SIZE = 320;
const FILES_ROUTE = "/api/files/";
const TEAM_PREFIX = "team/";

export async function uploadTeamMemberPhoto(prisma: PrismaClient, files: FileStore, actor: Viewer, id: string, file: File) {
  const { bytes } = await inspectImage(file, MAX_PICTURE_BYTES);
  const square = await sharp(bytes)
    .rotate()
    .resize(TEAM_PHOTO_SIZE, TEAM_PHOTO_SIZE, { fit: "cover", position: "attention" })
    .webp({ quality: 82 })
    .toBuffer();
  const key = `${TEAM_PREFIX}${id}-${crypto.randomBytes(8).toString("hex")}.webp`;
  await files.put(key, new Uint8Array(square), "image/webp");
  let previous: string | null = null;
  const member = await auditedUpdate(prisma, actor, { entity: "TeamMember", label: "Team member" }, {
    action: "update",
    id,
    read: (tx) => tx.teamMember.findUnique({ where: { id } }),
    write: (tx, before) => {
      previous = before.image;
      return tx.teamMember.update({ where: { id }, data: { image: `${FILES_ROUTE}${key}` } });
    },
  }).catch(async (error: unknown) => {
    await files.remove(key).catch(() => undefined);
    throw error;
  });
  await removeStoredPhoto(files, previous);
  return member;
}

/** Only photos this module stored; an external image URL is left alone. */
export async function removeStoredPhoto(files: FileStore, image: string | null) {
  if (!image?.startsWith(`${FILES_ROUTE}${TEAM_PREFIX}`)) return;
  await files.remove(image.slice(FILES_ROUTE.length)).catch(() => undefined);
}
