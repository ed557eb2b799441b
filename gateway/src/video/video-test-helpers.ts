// Shared by the video integration tests: a short real video made with ffmpeg, a staff upload for a lesson, and
// polling a lesson's video until its job has finished.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import type { TestGateway } from "../../test/start-gateway.ts";
import { call } from "../rest/rest-test-helpers.ts";
import { ffmpegPath, run } from "./ffmpeg.ts";

/** Runs ffmpeg with `args` writing to a temporary `name`, and answers the file's bytes. */
async function encode(name: string, args: string[]): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "video-test-"));
  const file = path.join(dir, name);
  try {
    await run(ffmpegPath, ["-y", "-loglevel", "error", ...args, file]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A real video with sound: by default 2 s at 320x240 (renditions 144p, 240p and audio only, in about a second of
 * CPU); longer and larger where a test needs a transcode it can interrupt.
 */
export function makeTestVideo({ seconds = 2, size = "320x240", rate = 15 } = {}): Promise<Buffer> {
  return encode("source.mp4", [
    "-f",
    "lavfi",
    "-i",
    `testsrc=size=${size}:rate=${rate}:duration=${seconds}`,
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=440:duration=${seconds}`,
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-c:a",
    "aac",
    "-shortest",
  ]);
}

/**
 * A few kilobytes whose timestamps claim `claimSeconds`: three frames of 256x144 at 30 fps, the last one moved
 * to the claimed end. Without the limits, ffmpeg's constant frame rate would fill the gap with copies of it
 * (20 hours: 2.16 million frames per rendition).
 */
export function makeStretchedVideo(claimSeconds: number): Promise<Buffer> {
  return encode("stretched.mp4", [
    "-f",
    "lavfi",
    "-i",
    "testsrc=size=256x144:rate=30:duration=0.1",
    "-vf",
    `setpts='if(eq(N,2),${claimSeconds}/TB,PTS)'`,
    "-vsync",
    "passthrough",
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
  ]);
}

const VIDEO_QUERY = `query LessonVideoTest($id: ID!) { lesson(id: $id) { videoUrl video {
  status progress failureReason streamUrl posterUrl durationSeconds renditions { height bandwidth bytes url } captions { language } } } }`;

/** Uploads a video for `lessonId` (staff uploads name the lesson they are for, decision 016). */
export async function upload(gateway: TestGateway, token: string, bytes: Buffer, lessonId: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "video/mp4" }), "lecture.mp4");
  const response = await fetch(`${gateway.url}/api/admin/uploads?kind=video&lesson_id=${lessonId}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

export const graphql = async (gateway: TestGateway, token: string, query: string, variables: object) => {
  const response = await call(gateway, "POST", "/graphql", { token, body: { query, variables } });
  expect(response.json.errors).toBeUndefined();
  return response.json.data;
};

/** Uploads `bytes` and saves it as the lesson's video, as the lesson editor does. */
export async function setLessonVideo(gateway: TestGateway, token: string, lessonId: string, bytes: Buffer) {
  const videoUrl = await upload(gateway, token, bytes, lessonId);
  await graphql(
    gateway,
    token,
    `
      mutation SetVideo($id: ID!, $input: LessonInput!) {
        updateLesson(id: $id, input: $input) {
          id
        }
      }
    `,
    { id: lessonId, input: { title: "Lesson 2", videoUrl } },
  );
  return videoUrl;
}

export async function videoOf(gateway: TestGateway, token: string, lessonId: string) {
  return (await graphql(gateway, token, VIDEO_QUERY, { id: lessonId })).lesson;
}

const FAILURE_QUERY = `query LessonVideoFailure($id: ID!) { lesson(id: $id) { video { failureCode failureReason } } }`;

/** Why the lesson's video FAILED, as the console reads it: the code it translates and the English text. */
export async function failureOf(gateway: TestGateway, token: string, lessonId: string) {
  return (await graphql(gateway, token, FAILURE_QUERY, { id: lessonId })).lesson.video as {
    failureCode: string | null;
    failureReason: string | null;
  };
}

/**
 * The lesson, read as staff read it, once its video is READY or FAILED; `attempts` polls of 200 ms. The polls read
 * the row: as many reads over the API would spend the staff account's read budget (docs/reliability.md).
 */
export async function settled(gateway: TestGateway, token: string, lessonId: string, attempts = 300) {
  const prisma = gateway.app.services.db.prisma;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const row = await prisma.lessonVideo.findUnique({ where: { lessonId }, select: { status: true } });
    if (row && ["READY", "FAILED"].includes(row.status)) return videoOf(gateway, token, lessonId);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the video job never finished");
}
