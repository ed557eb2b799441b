// Uploading a question's figure (docs/mock-tests.md, "Authoring"): for a test, by its authors (admins; instructors
// for tests of the courses they own), or for a course's bank, by the course's authors. The naming and release rules
// are in mock-test-images.ts.
import type { PrismaClient } from "@app/db";
import type { FileStore, Viewer } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { authorCourse } from "../../courses/course-access.ts";
import { storeImageVariants } from "../../shared/image-variants.ts";
import { inspectImage } from "../../shared/uploaded-image.ts";
import { findStaffMockTest } from "./mock-test-authoring.service.ts";
import { imageFolder, QUESTION_IMAGE_BOX, type ImageOwner } from "./mock-test-images.ts";

export const MAX_QUESTION_IMAGE_BYTES = 5 * 1024 * 1024;

/** Stores a figure for a test (its authors: admins, instructors of its course) or a bank; answers its address. */
export async function uploadQuestionImage(
  prisma: PrismaClient,
  files: FileStore,
  viewer: Viewer,
  target: { testId?: string | null; bankCourseId?: string | null },
  file: File,
): Promise<string> {
  if (!target.testId === !target.bankCourseId) throw new AppError("invalid_input", "Name testId or bankCourseId");
  const owner: ImageOwner = target.testId ? { testId: target.testId } : { bankCourseId: target.bankCourseId! };
  const courseId =
    "testId" in owner
      ? (await findStaffMockTest(prisma, viewer, owner.testId)).courseId
      : (await authorCourse(prisma, viewer, owner.bankCourseId)).id;
  const { bytes } = await inspectImage(file, MAX_QUESTION_IMAGE_BYTES);
  return storeImageVariants(prisma, files, bytes, `${imageFolder(owner)}figure`, QUESTION_IMAGE_BOX, {
    kind: "question-image",
    uploaderId: viewer.userId,
    courseId,
  });
}
