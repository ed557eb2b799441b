// A question's figure (docs/mock-tests.md, "Authoring"): uploaded for a test or a course's bank, fitted inside the
// exam column's box (IMAGE_BOXES.questionFigure, never cropped: a diagram must stay whole) and stored as variants in
// that test's or bank's own folder. Only the folder's owner lets its files go (file-release.ts): a question may name
// a figure uploaded for its own test or bank, and a replaced or removed figure is released once nothing names it.
import type { PrismaClient } from "@app/db";
import { IMAGE_BOXES, parseVariantKey } from "@app/db/image-variants";
import type { FileStore } from "../../../context.ts";
import { releaseFiles } from "../../files/file-release.ts";
import { FILES_ROUTE, storedImageKeys } from "../../shared/image-variants.ts";
import { invalid } from "./mock-test-timing.ts";

export const QUESTION_IMAGE_BOX = IMAGE_BOXES.questionFigure;

export type ImageOwner = { testId: string } | { bankCourseId: string };

/** The folder of a test's or a bank's figures; nothing else is stored under it. */
export const imageFolder = (owner: ImageOwner) =>
  "testId" in owner ? `images/mock-tests/${owner.testId}/` : `images/mock-test-banks/${owner.bankCourseId}/`;

export interface QuestionImage {
  imageUrl: string | null;
  imageAlt: string | null;
  imageAltHi: string | null;
}

/**
 * Refuses a figure without its English text alternative, and an address that is not a figure uploaded for this
 * test or bank (one the question names already stays allowed). Without a figure, the alternatives are dropped.
 */
export async function checkQuestionImage(
  prisma: PrismaClient,
  owner: ImageOwner,
  image: QuestionImage,
  current: string | null,
): Promise<QuestionImage> {
  if (!image.imageUrl) return { imageUrl: null, imageAlt: null, imageAltHi: null };
  if (!image.imageAlt) throw invalid("imageAlt", "Describe the image for learners who cannot see it");
  if (image.imageUrl === current) return image;
  const key = image.imageUrl.startsWith(FILES_ROUTE) ? image.imageUrl.slice(FILES_ROUTE.length) : "";
  const uploaded =
    key.startsWith(imageFolder(owner)) &&
    parseVariantKey(key) !== null &&
    (await prisma.storedFile.count({ where: { key } })) > 0;
  if (!uploaded) throw invalid("imageUrl", "Upload the image for this test (uploadMockTestImage)");
  return image;
}

/** Lets the figures `before` named go once nothing names them (after the write that dropped them committed). */
export async function releaseQuestionImages(
  prisma: PrismaClient,
  files: FileStore,
  owner: ImageOwner,
  before: (string | null)[],
): Promise<void> {
  const keys = before.flatMap((address) => storedImageKeys(address));
  if (keys.length) await releaseFiles(prisma, files, keys, { prefix: imageFolder(owner) });
}
