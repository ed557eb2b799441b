// Files the seeded rows point at: committed fixtures (thumbnails, a lesson video) copied into file storage, and
// per-lesson PDFs (study notes, slide decks) generated with pdf-lib. Served by the gateway under /api/files/<key>.
import fs from "node:fs";
import path from "node:path";
import type { StoredFileEntry } from "../src/file-ledger.ts";
import { IMAGE_SLOTS, planImageVariants, renderImageVariants, variantKeys } from "../src/image-variants.ts";
import { LECTURE_VIDEO, type CaptionSeed, type CourseSeed, type LessonSeed } from "./content/types.ts";
import { stableId } from "./ids.ts";
import { notesPdf } from "./pdf/notes-pdf.ts";
import { slideDeckPdf } from "./pdf/slides-pdf.ts";

const fixturesDir = path.resolve(import.meta.dirname, "fixtures");

export const fileUrl = (key: string) => `/api/files/${key}`;
export const thumbnailKey = (course: CourseSeed) => `images/courses/${course.slug}.jpg`;
export const videoKey = (file: string) => `lesson-content/${file}`;
export const notesKey = (course: CourseSeed, index: number) =>
  `lesson-content/${lessonFileStem(course, index)}-notes.pdf`;
export const captionKey = (course: CourseSeed, lesson: LessonSeed, language: string) =>
  `captions/${course.slug}-${lesson.slug}-${language}.vtt`;
export const slidesKey = (course: CourseSeed, index: number) =>
  `lesson-content/${lessonFileStem(course, index)}-slides.pdf`;

function lessonFileStem(course: CourseSeed, index: number): string {
  return `${course.slug}-${String(index + 1).padStart(2, "0")}-${course.lessons[index].slug}`;
}

/**
 * What the seed needs of file storage: the gateway's storage port (local disk or a bucket) satisfies it. A store
 * makes a written file visible only once whole, so a crash never leaves a truncated file that later runs would keep.
 */
export interface SeedFiles {
  /** null when nothing is stored under `key`. */
  stat(key: string): Promise<unknown>;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
}

const contentTypes: Record<string, string> = {
  jpg: "image/jpeg",
  mp4: "video/mp4",
  pdf: "application/pdf",
  vtt: "text/vtt; charset=utf-8",
};

/** Makes the long seeded lecture (LECTURE_VIDEO); without one, the welcome fixture stands in for it. */
export type LectureMaker = () => Promise<Uint8Array>;

export interface SeedFileResult {
  /** Each course's thumbnail address by slug. */
  thumbnails: Map<string, string>;
  /** The upload ledger's rows for every seeded file (decision 016); a file two courses share belongs to neither. */
  ledger: StoredFileEntry[];
}

/**
 * Writes every file the catalogue refers to and answers each course's thumbnail address by slug (the 1x fallback of
 * the variants the pages show). Existing files are kept, so a re-run changes nothing.
 */
export async function writeSeedFiles(
  files: SeedFiles,
  courses: CourseSeed[],
  lecture?: LectureMaker,
): Promise<SeedFileResult> {
  const thumbnails = new Map<string, string>();
  const owners = new Map<string, string | null>();
  const own = (key: string, courseId: string) =>
    owners.set(key, owners.has(key) && owners.get(key) !== courseId ? null : courseId);
  for (const course of courses) {
    const courseId = stableId("course", course.slug);
    // The original stays: catalogues seeded before variants existed point at it.
    await copyFixture(files, `images/${course.slug}.jpg`, thumbnailKey(course));
    own(thumbnailKey(course), courseId);
    const thumbnail = await writeThumbnailVariants(files, course);
    thumbnails.set(course.slug, fileUrl(thumbnail[0]));
    for (const key of thumbnail) own(key, courseId);
    for (const [index, lesson] of course.lessons.entries()) {
      if (lesson.videoFile === LECTURE_VIDEO && lecture) await writeIfMissing(files, videoKey(LECTURE_VIDEO), lecture);
      else if (lesson.videoFile === LECTURE_VIDEO)
        await copyFixture(files, "course-welcome.mp4", videoKey(LECTURE_VIDEO));
      else if (lesson.videoFile) await copyFixture(files, lesson.videoFile, videoKey(lesson.videoFile));
      for (const caption of lesson.captions ?? []) {
        await writeIfMissing(files, captionKey(course, lesson, caption.language), async () => webVtt(caption));
        own(captionKey(course, lesson, caption.language), courseId);
      }
      if (lesson.videoFile) own(videoKey(lesson.videoFile), courseId);
      await writeIfMissing(files, notesKey(course, index), () => notesPdf(course, lesson));
      await writeIfMissing(files, slidesKey(course, index), () => slideDeckPdf(course, lesson));
      own(notesKey(course, index), courseId);
      own(slidesKey(course, index), courseId);
    }
  }
  const ledger = [...owners].map(([key, courseId]): StoredFileEntry => ({ key, kind: "seed", courseId }));
  return { thumbnails, ledger };
}

/** Scales the fixture only when a variant is missing; answers the variants' keys, the 1x fallback first. */
async function writeThumbnailVariants(files: SeedFiles, course: CourseSeed): Promise<string[]> {
  const bytes = new Uint8Array(await fs.promises.readFile(path.join(fixturesDir, `images/${course.slug}.jpg`)));
  const base = `images/courses/${course.slug}`;
  const keys = variantKeys(await planImageVariants(bytes, base, IMAGE_SLOTS.courseThumbnail));
  const stored = await Promise.all(keys.map((key) => files.stat(key)));
  if (stored.every(Boolean)) return keys;
  for (const variant of await renderImageVariants(bytes, base, IMAGE_SLOTS.courseThumbnail)) {
    if (!(await files.stat(variant.key))) await files.put(variant.key, variant.bytes, variant.contentType);
  }
  return keys;
}

function copyFixture(files: SeedFiles, fixture: string, key: string): Promise<void> {
  return writeIfMissing(files, key, () => fs.promises.readFile(path.join(fixturesDir, fixture)));
}

async function writeIfMissing(files: SeedFiles, key: string, produce: () => Promise<Uint8Array>): Promise<void> {
  if (await files.stat(key)) return;
  await files.put(
    key,
    await produce(),
    contentTypes[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream",
  );
}

/** Seed files in a plain directory, for tools that run without a gateway (the bench, tests). */
export function directoryFiles(root: string): SeedFiles {
  return {
    stat: async (key) => fs.promises.stat(path.join(root, key)).catch(() => null),
    async put(key, bytes) {
      const target = path.join(root, key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.promises.writeFile(temporary, bytes);
      await fs.promises.rename(temporary, target);
    },
  };
}

const timestamp = (seconds: number) => {
  const whole = Math.floor(seconds);
  const pad = (value: number, size = 2) => String(value).padStart(size, "0");
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}.${pad(Math.round((seconds - whole) * 1000), 3)}`;
};

export function webVtt(caption: CaptionSeed): Uint8Array {
  const cues = caption.cues.map(([start, end, text]) => `${timestamp(start)} --> ${timestamp(end)}\n${text}`);
  return new TextEncoder().encode(`WEBVTT\n\n${cues.join("\n\n")}\n`);
}
