// Course thumbnails: any PNG, JPEG, WebP or GIF, cover-cropped to the catalogue card's 400x192 and
// stored as variants for 1x and 2x screens in WebP with a JPEG fallback, under content-hashed names.
import type { PrismaClient } from "@app/db";
import { IMAGE_SLOTS } from "@app/db/image-variants";
import type { FileStore, Viewer } from "../../context.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { discardStoredImage, storedImageKeys, storeImageVariants } from "../shared/image-variants.ts";
import { inspectImage } from "../shared/uploaded-image.ts";
import { authorCourse } from "./course-access.ts";
import { removeUnreferencedFiles } from "./course-files.ts";

export const MAX_THUMBNAIL_BYTES = 5 * 1024 * 1024;
export const THUMBNAIL_SIZE = IMAGE_SLOTS.courseThumbnail;
const PREFIX = "images/courses/";

/** The stored keys of a thumbnail address: its variants, or the one file (and "@2x" copy) written before them. */
export function thumbnailKeys(thumbnail: string | null): string[] {
  const keys = storedImageKeys(thumbnail);
  const legacy = keys.length === 1 && keys[0].startsWith(PREFIX) && keys[0].endsWith(".webp");
  return legacy ? [keys[0], keys[0].replace(/\.webp$/, "@2x.webp")] : keys;
}

export async function uploadCourseThumbnail(
  prisma: PrismaClient,
  files: FileStore,
  viewer: Viewer,
  courseId: string,
  file: File,
) {
  const before = await authorCourse(prisma, viewer, courseId);
  const { bytes } = await inspectImage(file, MAX_THUMBNAIL_BYTES);
  const address = await storeImageVariants(prisma, files, bytes, `${PREFIX}${courseId}`, THUMBNAIL_SIZE, {
    kind: "thumbnail",
    uploaderId: viewer.userId,
    courseId,
  });
  // The same picture uploaded again has the same names: those files are the course's current ones.
  const unchanged = before.thumbnail === address;
  try {
    await prisma.$transaction(async (tx) => {
      // Checked again inside the write: the course may have changed hands since the image was scaled.
      const current = await authorCourse(tx, viewer, courseId);
      const after = await tx.course.update({ where: { id: courseId }, data: { thumbnail: address } });
      await recordAudit(tx, viewer, {
        action: "update",
        entity: "Course",
        entityId: courseId,
        before: { thumbnail: current.thumbnail },
        after: { thumbnail: after.thumbnail },
      });
    });
  } catch (error) {
    if (!unchanged) await discardStoredImage(prisma, files, thumbnailKeys(address));
    throw error;
  }
  if (!unchanged) await removeUnreferencedFiles(prisma, files, courseId, thumbnailKeys(before.thumbnail));
  return courseId;
}
