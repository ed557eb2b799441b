// A bank question's picture (docs/practice.md, "The bank for staff"): uploaded from the console, fitted inside the
// question's box without cropping (IMAGE_BOXES.questionFigure: a diagram must stay whole) and stored as variants
// through the storage port, in the folder of the course it is for (admins' questions without a course: `bank`).
// PracticeQuestion.imageUrl is read by live-keys.ts, so a picture no question names is collected by storage:gc.
import type { PrismaClient } from "@app/db";
import { IMAGE_BOXES } from "@app/db/image-variants";
import type { FileStore, Viewer } from "../../../context.ts";
import { storeImageVariants } from "../../shared/image-variants.ts";
import { inspectImage } from "../../shared/uploaded-image.ts";
import { checkCourse } from "./staff-bank.service.ts";

export const MAX_PRACTICE_IMAGE_BYTES = 5 * 1024 * 1024;
export const PRACTICE_IMAGE_BOX = IMAGE_BOXES.questionFigure;

export const practiceImageFolder = (courseId: string | null) => `images/practice/${courseId ?? "bank"}/`;

/** Stores a picture for a question of `courseId` (instructors: a course they author; admins may leave it empty). */
export async function uploadPracticeImage(
  prisma: PrismaClient,
  files: FileStore,
  viewer: Viewer,
  courseId: string | null,
  file: File,
): Promise<string> {
  await checkCourse(prisma, viewer, courseId);
  const { bytes } = await inspectImage(file, MAX_PRACTICE_IMAGE_BYTES);
  return storeImageVariants(prisma, files, bytes, `${practiceImageFolder(courseId)}figure`, PRACTICE_IMAGE_BOX, {
    kind: "question-image",
    uploaderId: viewer.userId,
    courseId,
  });
}
