// Keeps a lesson's adaptive video (LessonVideo) in line with its uploaded video (Lesson.videoUrl) and queues the
// job that makes it (docs/video.md, decision 018). The original file is never touched: it stays what the lesson
// plays until the renditions are READY.
import type { Prisma, PrismaClient } from "@app/db";
import type { FileStore, JobQueue, Viewer } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { authorLesson } from "../courses/course-access.ts";
import { storedKeys } from "../courses/course-files.ts";
import { releaseDerived } from "../files/file-release.ts";
import { transition } from "./video-state.ts";

/** Uploaded videos (POST /api/admin/uploads?kind=video) and seeded ones; YouTube links are not transcoded. */
const SOURCE = /\.(mp4|m4v|webm|mov)$/i;

export function sourceKeyOf(videoUrl: string | null | undefined): string | null {
  const [key] = storedKeys([videoUrl]);
  return key && SOURCE.test(key) ? key : null;
}

const requeued = {
  status: "QUEUED",
  progress: 0,
  failureCode: null,
  failureReason: null,
  attempts: 0,
  folder: null,
  masterKey: null,
  posterKey: null,
  durationSeconds: null,
  renditions: [],
  files: [],
} satisfies Prisma.LessonVideoUpdateInput;

/** Removes derived files; a failed removal leaves an orphan, never a broken lesson. */
export async function removeDerived(files: FileStore, keys: string[]): Promise<void> {
  for (const key of keys) await files.remove(key).catch(() => undefined);
}

/**
 * After a lesson write: a new uploaded video gets a QUEUED row and a job, a removed one loses its renditions.
 * The row is the durable record; the job is sent after it, and reconcileVideoJobs sends it again after a crash
 * between the two.
 */
export async function syncLessonVideo(
  prisma: PrismaClient,
  files: FileStore,
  jobs: JobQueue,
  lessonId: string,
): Promise<void> {
  const lesson = await prisma.lesson.findUnique({
    where: { id: lessonId },
    select: { videoUrl: true, video: { select: { sourceKey: true, files: true } } },
  });
  if (!lesson) return;
  const sourceKey = sourceKeyOf(lesson.videoUrl);
  const current = lesson.video;
  if (current?.sourceKey === sourceKey) return;
  if (!sourceKey) {
    await prisma.lessonVideo.deleteMany({ where: { lessonId } });
  } else {
    await prisma.lessonVideo.upsert({
      where: { lessonId },
      create: { lessonId, sourceKey },
      update: { ...requeued, sourceKey },
    });
    await jobs.send("video-transcode", { lessonId, sourceKey });
  }
  if (current) await releaseDerived(prisma, files, current.files);
}

/** Staff ask for another attempt at a FAILED video (after fixing what the reason said, or a passing fault). */
export async function retryLessonVideo(
  prisma: PrismaClient,
  jobs: JobQueue,
  viewer: Viewer,
  lessonId: string,
): Promise<string> {
  await authorLesson(prisma, viewer, lessonId);
  const video = await prisma.lessonVideo.findUnique({ where: { lessonId } });
  if (!video || !transition(video, { type: "retry" })) {
    throw new AppError("invalid_input", "Only a video whose processing failed can be retried", {
      lessonId: "not failed",
    });
  }
  await prisma.lessonVideo.updateMany({ where: { lessonId, status: "FAILED" }, data: requeued });
  await jobs.send("video-transcode", { lessonId, sourceKey: video.sourceKey });
  return lessonId;
}

/**
 * At start: lessons whose uploaded video has no current LessonVideo (seeded lessons, rows from before this
 * feature) get one, and QUEUED videos get their job again (sending twice is harmless: the job checks the row).
 */
export async function reconcileVideoJobs(prisma: PrismaClient, files: FileStore, jobs: JobQueue): Promise<number> {
  const lessons = await prisma.lesson.findMany({
    where: { videoUrl: { startsWith: "/api/files/" } },
    select: { id: true, videoUrl: true, video: { select: { sourceKey: true } } },
  });
  for (const lesson of lessons) {
    if (lesson.video?.sourceKey !== sourceKeyOf(lesson.videoUrl)) await syncLessonVideo(prisma, files, jobs, lesson.id);
  }
  const queued = await prisma.lessonVideo.findMany({
    where: { status: "QUEUED" },
    select: { lessonId: true, sourceKey: true },
  });
  for (const { lessonId, sourceKey } of queued) await jobs.send("video-transcode", { lessonId, sourceKey });
  return queued.length;
}
