// The worker's side of the video state machine (video-state.ts): each write is conditional on the row still
// naming the job's source and being in a status the event may happen in, so a stale or repeated job is a no-op.
import type { Prisma, PrismaClient } from "@app/db";
import type { VideoFailure } from "./video-failure.ts";
import { allowedFrom, transition, type VideoEvent } from "./video-state.ts";

export interface Rendition {
  /** 0 for the audio-only rendition. */
  height: number;
  /** Peak bits per second, as the master playlist says. */
  bandwidth: number;
  /** The rendition's media playlist. */
  key: string;
  /**
   * Its playlist and segments together, measured when they were written: offline packs show it before anything is
   * fetched. Absent in rows written before it was kept.
   */
  bytes?: number;
}

export interface TranscodeResult {
  folder: string;
  masterKey: string;
  posterKey: string | null;
  durationSeconds: number;
  renditions: Rendition[];
  files: string[];
}

export interface VideoJob {
  lessonId: string;
  sourceKey: string;
  attempts: number;
}

async function apply(
  prisma: PrismaClient,
  job: { lessonId: string; sourceKey: string },
  event: VideoEvent,
  extra: Prisma.LessonVideoUpdateManyMutationInput = {},
): Promise<boolean> {
  const row = await prisma.lessonVideo.findUnique({ where: { lessonId: job.lessonId } });
  if (!row || row.sourceKey !== job.sourceKey) return false;
  const next = transition(row, event);
  if (!next) return false;
  const { count } = await prisma.lessonVideo.updateMany({
    where: { lessonId: job.lessonId, sourceKey: job.sourceKey, status: { in: allowedFrom(event.type) } },
    // A progress tick writes only "progress": the content version follows status changes alone (migration).
    data: event.type === "progress" ? { progress: next.progress } : { ...next, ...extra },
  });
  return count === 1;
}

/** Takes the lesson's video for processing; null when there is nothing to do (READY, FAILED, removed). */
export async function startVideoJob(prisma: PrismaClient, lessonId: string): Promise<VideoJob | null> {
  const row = await prisma.lessonVideo.findUnique({ where: { lessonId }, select: { sourceKey: true, attempts: true } });
  if (!row) return null;
  const started = await apply(
    prisma,
    { lessonId, sourceKey: row.sourceKey },
    { type: "start" },
    { attempts: { increment: 1 } },
  );
  return started ? { lessonId, sourceKey: row.sourceKey, attempts: row.attempts + 1 } : null;
}

export const reportVideoProgress = (prisma: PrismaClient, job: VideoJob, percent: number) =>
  apply(prisma, job, { type: "progress", percent });

/** False when the lesson's video changed meanwhile: the caller removes the files it made. */
export const finishVideoJob = (prisma: PrismaClient, job: VideoJob, result: TranscodeResult) =>
  apply(
    prisma,
    job,
    { type: "ready" },
    {
      folder: result.folder,
      masterKey: result.masterKey,
      posterKey: result.posterKey,
      durationSeconds: result.durationSeconds,
      renditions: result.renditions as unknown as Prisma.InputJsonValue,
      files: result.files,
    },
  );

export const failVideoJob = (prisma: PrismaClient, job: VideoJob, failure: VideoFailure) =>
  apply(prisma, job, { type: "fail", ...failure });

export const LOST_JOB: VideoFailure = {
  code: "video_job_lost",
  reason:
    "Processing stopped: the server running it stopped during its last attempt. Retry it, or upload the video again.",
};

/**
 * A job whose last attempt was lost with its gateway (the queue's dead letter, decision 018) leaves its video
 * PROCESSING with nobody working on it: it becomes FAILED, so staff see why and can retry. Only the source the
 * job was for, and only while still PROCESSING (a video requeued or finished meanwhile is left alone).
 */
export async function failLostVideoJob(
  prisma: PrismaClient,
  lost: { lessonId: string; sourceKey?: string },
): Promise<boolean> {
  const row = await prisma.lessonVideo.findUnique({ where: { lessonId: lost.lessonId } });
  if (!row || row.status !== "PROCESSING" || (lost.sourceKey && lost.sourceKey !== row.sourceKey)) return false;
  return apply(prisma, row, { type: "fail", ...LOST_JOB });
}
