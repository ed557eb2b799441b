// Runs the video jobs of this gateway (docs/video.md, decision 018): source from storage into a working
// directory, renditions made there, then every file written through the storage port (local disk or S3) and
// the row marked READY. A refused source (corrupt, over a limit of limits.ts) fails at once with its reason; other
// errors are retried by the queue. The working directory goes in every case.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Job } from "pg-boss";
import {
  derivedFolder,
  failLostVideoJob,
  failVideoJob,
  finishVideoJob,
  reconcileVideoJobs,
  removeDerived,
  reportVideoProgress,
  startVideoJob,
  type VideoJob,
} from "@app/schema";
import type { AppServices } from "../services.ts";
import { contentTypeFor } from "../files/content-types.ts";
import { VideoRefusedError } from "./ffmpeg.ts";
import type { VideoLimits } from "./limits.ts";
import { transcode } from "./transcode.ts";

const RETRY_LIMIT = 2;
/** Progress is written at most this often: each write is a statement on the shared database. */
const PROGRESS_EVERY_MS = 2_000;

type Services = Pick<AppServices, "db" | "files" | "jobs" | "config"> & Partial<Pick<AppServices, "metrics">>;

/** Starts taking video jobs (unless VIDEO_TRANSCODE_CONCURRENCY is 0) and re-sends those a crash may have lost. */
export async function startVideoWorker(services: Services): Promise<void> {
  const concurrency = services.config.VIDEO_TRANSCODE_CONCURRENCY;
  if (concurrency > 0) {
    // The dead letter's worker runs first, so a lost job never waits in a queue nobody takes.
    await services.jobs.work("video-transcode-lost", { concurrency: 1, retryLimit: RETRY_LIMIT }, async (job) => {
      await failLostVideoJob(services.db.prisma, job.data);
    });
    await services.jobs.work(
      "video-transcode",
      { concurrency, retryLimit: RETRY_LIMIT, deadLetter: "video-transcode-lost" },
      (job) => runVideoJob(services, job),
    );
  }
  await reconcileVideoJobs(services.db.prisma, services.files, services.jobs);
}

export async function runVideoJob(services: Services, job: Job<{ lessonId: string }>): Promise<void> {
  const prisma = services.db.prisma;
  const video = await startVideoJob(prisma, job.data.lessonId);
  if (!video) return;
  const workDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "vidyapath-video-"));
  const startedAt = performance.now();
  const took = () => (performance.now() - startedAt) / 1000;
  try {
    const keys = await makeRenditions(services, video, workDir, job.signal).catch((error: unknown) => {
      services.metrics?.transcode(took(), "failed");
      throw error;
    });
    services.metrics?.transcode(took(), "done");
    if (!(await finishVideoJob(prisma, video, keys))) await removeDerived(services.files, keys.files);
  } catch (error) {
    if (job.signal.aborted) throw error;
    if (error instanceof VideoRefusedError)
      return void (await failVideoJob(prisma, video, { code: error.code, reason: error.message }));
    if (job.retryCount >= RETRY_LIMIT) {
      await failVideoJob(prisma, video, {
        code: "video_processing_failed",
        reason: `Processing failed after ${job.retryCount + 1} attempts: ${(error as Error).message}`,
      });
      return;
    }
    throw error;
  } finally {
    await fs.promises.rm(workDir, { recursive: true, force: true });
  }
}

async function makeRenditions(services: Services, video: VideoJob, workDir: string, signal: AbortSignal) {
  const input = path.join(workDir, "source");
  const stored = await services.files.stat(video.sourceKey);
  if (!stored)
    throw new VideoRefusedError("video_source_missing", "The uploaded file is no longer in storage: upload it again");
  await pipeline(await stored.open(), fs.createWriteStream(input), { signal });
  let written = 0;
  const output = await transcode(input, path.join(workDir, "out"), {
    limits: limitsOf(services.config),
    signal,
    onProgress: (percent) => {
      if (Date.now() - written < PROGRESS_EVERY_MS) return;
      written = Date.now();
      void reportVideoProgress(services.db.prisma, video, percent).catch(() => undefined);
    },
  });
  const folder = derivedFolder(video.lessonId, video.sourceKey);
  // The master playlist goes last: nothing names the renditions before all of them are stored.
  for (const file of output.files) {
    const bytes = await fs.promises.readFile(path.join(workDir, "out", file));
    await services.files.put(`${folder}/${file}`, bytes, contentTypeFor(file));
  }
  return {
    folder,
    masterKey: `${folder}/${output.master}`,
    posterKey: output.poster ? `${folder}/${output.poster}` : null,
    durationSeconds: Math.round(output.source.durationSeconds * 100) / 100,
    renditions: output.renditions.map((rendition) => ({
      height: rendition.height,
      bandwidth: rendition.bandwidth,
      bytes: rendition.bytes,
      key: `${folder}/${rendition.playlist}`,
    })),
    files: output.files.map((file) => `${folder}/${file}`),
  };
}

export const limitsOf = (config: Services["config"]): VideoLimits => ({
  maxSeconds: config.VIDEO_MAX_SECONDS,
  outputHeadroom: config.VIDEO_OUTPUT_HEADROOM,
  timeFactor: config.VIDEO_TIME_FACTOR,
  minTimeSeconds: config.VIDEO_MIN_TIME_SECONDS,
});
