// Files the seeded rows point at: committed fixtures (thumbnails, a lesson video) copied into file storage, and
// per-lesson PDFs (study notes, slide decks) generated with pdf-lib. Served by the gateway under /api/files/<key>.
import fs from "node:fs";
import path from "node:path";
import { IMAGE_SLOTS, planImageVariants, renderImageVariants, variantKeys } from "../src/image-variants.ts";
import type { CourseSeed } from "./content/types.ts";
import { notesPdf } from "./pdf/notes-pdf.ts";
import { slideDeckPdf } from "./pdf/slides-pdf.ts";

const fixturesDir = path.resolve(import.meta.dirname, "fixtures");

export const fileUrl = (key: string) => `/api/files/${key}`;
export const thumbnailKey = (course: CourseSeed) => `images/courses/${course.slug}.jpg`;
export const videoKey = (file: string) => `lesson-content/${file}`;
export const notesKey = (course: CourseSeed, index: number) => `lesson-content/${lessonFileStem(course, index)}-notes.pdf`;
export const slidesKey = (course: CourseSeed, index: number) => `lesson-content/${lessonFileStem(course, index)}-slides.pdf`;

function lessonFileStem(course: CourseSeed, index: number): string {
  return `${course.slug}-${String(index + 1).padStart(2, "0")}-${course.lessons[index].slug}`;
}

/**
 * Writes every file the catalogue refers to and answers each course's thumbnail address by slug (the 1x fallback of
 * the variants the pages show, issue 19). Existing files are kept, so a re-run changes nothing.
 */
export async function writeSeedFiles(filesRoot: string, courses: CourseSeed[]): Promise<Map<string, string>> {
  const thumbnails = new Map<string, string>();
  for (const course of courses) {
    // The original stays: catalogues seeded before variants existed point at it.
    await copyFixture(filesRoot, `images/${course.slug}.jpg`, thumbnailKey(course));
    thumbnails.set(course.slug, fileUrl(await writeThumbnailVariants(filesRoot, course)));
    for (const [index, lesson] of course.lessons.entries()) {
      if (lesson.videoFile) await copyFixture(filesRoot, lesson.videoFile, videoKey(lesson.videoFile));
      await writeIfMissing(filesRoot, notesKey(course, index), () => notesPdf(course, lesson));
      await writeIfMissing(filesRoot, slidesKey(course, index), () => slideDeckPdf(course, lesson));
    }
  }
  return thumbnails;
}

/** Scales the fixture only when a variant is missing; answers the 1x fallback's key. */
async function writeThumbnailVariants(filesRoot: string, course: CourseSeed): Promise<string> {
  const bytes = new Uint8Array(await fs.promises.readFile(path.join(fixturesDir, `images/${course.slug}.jpg`)));
  const base = `images/courses/${course.slug}`;
  const keys = variantKeys(await planImageVariants(bytes, base, IMAGE_SLOTS.courseThumbnail));
  if (keys.some((key) => !fs.existsSync(path.join(filesRoot, key)))) {
    for (const variant of await renderImageVariants(bytes, base, IMAGE_SLOTS.courseThumbnail)) {
      await writeIfMissing(filesRoot, variant.key, async () => variant.bytes);
    }
  }
  return keys[0];
}

function copyFixture(filesRoot: string, fixture: string, key: string): Promise<void> {
  return writeIfMissing(filesRoot, key, () => fs.promises.readFile(path.join(fixturesDir, fixture)));
}

async function writeIfMissing(filesRoot: string, key: string, produce: () => Promise<Uint8Array>): Promise<void> {
  const target = path.join(filesRoot, key);
  if (fs.existsSync(target)) return;
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  // Write then rename, so a crash never leaves a truncated file that later runs would keep.
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.promises.writeFile(temporary, await produce());
  await fs.promises.rename(temporary, target);
}
