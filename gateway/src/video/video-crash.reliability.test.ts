// kill -9 of a gateway in the middle of a transcode, then a restart on the same data: the job is not lost. The
// queue notices the missing heartbeat and the restarted gateway runs it again to READY (decision 018), on embedded
// PGlite on disk and on PostgreSQL when available. The original plays throughout.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseTarget } from "@app/db";
import { spawnGateway } from "../../test/reliability/child-gateway.ts";
import {
  createPostgresDatabase,
  postgresUnavailableReason,
  type TempPostgres,
} from "../../test/reliability/databases.ts";
import { graphql } from "../../test/reliability/http.ts";
import { makeTestVideo } from "./video-test-helpers.ts";

const postgresSkip = await postgresUnavailableReason();
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const SOURCE_KEY = "lesson-content/crash-lecture.mp4";

async function prepare(kind: DatabaseTarget["kind"]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reliability-video-"));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let temp: TempPostgres | undefined;
  if (kind === "postgres") {
    temp = await createPostgresDatabase();
    cleanups.push(() => temp!.drop());
  }
  // 20 s at 640x360: four renditions, long enough to be killed half-way.
  const source = path.join(dataDir, "files", SOURCE_KEY);
  fs.mkdirSync(path.dirname(source), { recursive: true });
  fs.writeFileSync(source, await makeTestVideo({ seconds: 20, size: "640x360", rate: 25 }));
  const db = await openDatabase({ target: { kind, location: temp?.url ?? path.join(dataDir, "pg") } });
  const course = await db.prisma.course.create({
    data: {
      title: "Crash course",
      published: true,
      lessons: { create: { title: "Long lecture", position: 1, videoUrl: `/api/files/${SOURCE_KEY}` } },
    },
    include: { lessons: true },
  });
  await db.close();
  const env = { DATA_DIR: dataDir, JOB_HEARTBEAT_SECONDS: "10", ...(temp ? { DATABASE_URL: temp.url } : {}) };
  return { env, lessonId: course.lessons[0].id, target: { kind, location: temp?.url ?? path.join(dataDir, "pg") } };
}

async function waitFor(
  url: string,
  lessonId: string,
  done: (video: { status: string; progress: number }) => boolean,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { body } = await graphql(
      url,
      `
        query CrashVideo($id: ID!) {
          lesson(id: $id) {
            videoUrl
            video {
              status
              progress
            }
          }
        }
      `,
      { id: lessonId },
    );
    const video = body.data?.lesson?.video;
    if (video && done(video)) return body.data.lesson;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the video never reached the expected state");
}

const kinds = [
  { kind: "pglite" as const, name: "embedded PGlite", skip: null },
  { kind: "postgres" as const, name: "PostgreSQL", skip: postgresSkip },
];

describe.each(kinds)("kill -9 during a transcode on $name", ({ kind, skip }) => {
  it.skipIf(skip)("retries the job after the restart and ends READY", { timeout: 240_000 }, async () => {
    const { env, lessonId, target } = await prepare(kind);
    const first = await spawnGateway(env);
    const processing = await waitFor(first.url, lessonId, (video) => video.status === "PROCESSING", 60_000);
    expect((await fetch(`${first.url}${processing.videoUrl}`)).status).toBe(200);
    expect((await first.kill("SIGKILL")).signal).toBe("SIGKILL");

    const second = await spawnGateway(env);
    try {
      const ready = await waitFor(
        second.url,
        lessonId,
        (video) => video.status === "READY" || video.status === "FAILED",
        180_000,
      );
      expect(ready.video).toEqual({ status: "READY", progress: 100 });
    } finally {
      await second.kill("SIGTERM");
    }
    const db = await openDatabase({ target });
    try {
      const video = await db.prisma.lessonVideo.findUniqueOrThrow({ where: { lessonId } });
      expect(video.attempts).toBeGreaterThanOrEqual(2);
      expect(video.renditions).toHaveLength(4);
    } finally {
      await db.close();
    }
  });
});
