// Course thumbnails (issue 16): any PNG, JPEG, WebP or GIF, cover-cropped to the catalogue card's 400x192 and
// stored as WebP, with an 800x384 copy beside it (same name + "@2x") for high-density screens.
import crypto from "node:crypto";
import sharp from "sharp";
import type { PrismaClient } from "@app/db";
import type { FileStore, Viewer } from "../../context.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { inspectImage, MAX_IMAGE_PIXELS } from "../shared/uploaded-image.ts";
import { authorCourse } from "./course-access.ts";
import { FILES_ROUTE, removeUnreferencedFiles } from "./course-files.ts";

export const MAX_THUMBNAIL_BYTES = 5 * 1024 * 1024;
export const THUMBNAIL_SIZE = { width: 400, height: 192 };
const PREFIX = "images/courses/";

/** The stored keys of a thumbnail address this module wrote (both sizes); none for seeded or external images. */
export function thumbnailKeys(thumbnail: string | null): string[] {
  if (!thumbnail?.startsWith(FILES_ROUTE)) return [];
  const key = thumbnail.slice(FILES_ROUTE.length);
  return key.startsWith(PREFIX) && key.endsWith(".webp") ? [key, key.replace(/\.webp$/, "@2x.webp")] : [key];
}

const scaled = (bytes: Uint8Array, factor: number) =>
  sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
    .rotate()
    .resize(THUMBNAIL_SIZE.width * factor, THUMBNAIL_SIZE.height * factor, { fit: "cover", position: "attention" })
    .webp({ quality: 82 })
    .toBuffer();

export async function uploadCourseThumbnail(prisma: PrismaClient, files: FileStore, viewer: Viewer, courseId: string, file: File) {
  const before = await authorCourse(prisma, viewer, courseId);
  const { bytes } = await inspectImage(file, MAX_THUMBNAIL_BYTES);
  const [small, large] = await Promise.all([scaled(bytes, 1), scaled(bytes, 2)]);
  const key = `${PREFIX}${courseId}-${crypto.randomBytes(8).toString("hex")}.webp`;
  const keys = thumbnailKeys(`${FILES_ROUTE}${key}`);
  await files.put(keys[0], small, "image/webp");
  await files.put(keys[1], large, "image/webp");
  try {
    await prisma.$transaction(async (tx) => {
      // Checked again inside the write: the course may have changed hands since the image was scaled.
      const current = await authorCourse(tx, viewer, courseId);
      const after = await tx.course.update({ where: { id: courseId }, data: { thumbnail: `${FILES_ROUTE}${key}` } });
      await recordAudit(tx, viewer, {
        action: "update",
        entity: "Course",
        entityId: courseId,
        before: { thumbnail: current.thumbnail },
        after: { thumbnail: after.thumbnail },
      });
    });
  } catch (error) {
    await Promise.all(keys.map((stored) => files.remove(stored).catch(() => undefined)));
    throw error;
  }
  await removeUnreferencedFiles(prisma, files, thumbnailKeys(before.thumbnail));
  return courseId;
}
