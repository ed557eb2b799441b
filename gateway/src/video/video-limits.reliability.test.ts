// A 4 KB upload whose timestamps claim 20 hours must not hold the only transcode worker: ffmpeg's constant frame
// rate would make 2.16 million frames per rendition from its three (docs/video.md, "Limits"). It ends FAILED
// within a minute with a reason staff can read, so does a tiny file claiming 3 hours (under the duration limit),
// and a normal upload queued behind them still becomes READY. On PGlite, or PostgreSQL with TEST_DATABASE_URL.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { createCourse, signIn } from "../rest/rest-test-helpers.ts";
import { startVideoWorker } from "./video-worker.ts";
import { failureOf, makeStretchedVideo, makeTestVideo, setLessonVideo, videoOf } from "./video-test-helpers.ts";

let gateway: TestGateway;
let staff: string;
let lessonIds: string[];
// The worker's working directories are made under os.tmpdir(): a folder of this test's own, to see them go.
const previousTmp = process.env.TMPDIR;
const workRoot = fs.mkdtempSync(path.join(os.tmpdir(), "video-limits-"));

beforeAll(async () => {
  gateway = await startTestGateway({ JOB_HEARTBEAT_SECONDS: "10", VIDEO_TRANSCODE_CONCURRENCY: "1" });
  const instructor = await signIn(gateway);
  await gateway.app.services.db.prisma.user.update({ where: { id: instructor.user.id }, data: { role: "instructor" } });
  staff = instructor.token;
  const owner = { owner: { connect: { id: instructor.user.id } } };
  const courses = [await createCourse(gateway, owner), await createCourse(gateway, owner)];
  lessonIds = courses.flatMap((course) => course.lessons.map((lesson) => lesson.id));
}, 180_000);

afterAll(async () => {
  await gateway?.close();
  if (previousTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmp;
  fs.rmSync(workRoot, { recursive: true, force: true });
});

/** Polls the rows (the API limits a staff account's reads), then reads the lesson as the console does. */
async function settledBy(lessonId: string, deadline: number) {
  const prisma = gateway.app.services.db.prisma;
  while (Date.now() < deadline) {
    const row = await prisma.lessonVideo.findUnique({ where: { lessonId }, select: { status: true } });
    if (row && ["READY", "FAILED"].includes(row.status)) {
      const at = Date.now();
      return { ...(await videoOf(gateway, staff, lessonId)).video, ...(await failureOf(gateway, staff, lessonId)), at };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`lesson ${lessonId}'s video was still not READY or FAILED a minute after the worker started`);
}

describe("one transcode worker and a tiny file claiming hours", () => {
  it("fails the stretched uploads within a minute with their reasons, and the upload behind them becomes READY", async () => {
    const twentyHours = await makeStretchedVideo(20 * 3600);
    const threeHours = await makeStretchedVideo(3 * 3600);
    expect(twentyHours.length).toBeLessThan(10_000);
    const [tooLong, implausible, normal] = lessonIds;
    // Queued in this order, so the one worker takes the stretched files first.
    await setLessonVideo(gateway, staff, tooLong, twentyHours);
    await setLessonVideo(gateway, staff, implausible, threeHours);
    await setLessonVideo(gateway, staff, normal, await makeTestVideo());

    process.env.TMPDIR = workRoot;
    const started = Date.now();
    await startVideoWorker(gateway.app.services);
    const deadline = started + 60_000;
    const [first, second, third] = await Promise.all(
      [tooLong, implausible, normal].map((lessonId) => settledBy(lessonId, deadline)),
    );

    expect(first).toMatchObject({ status: "FAILED", failureCode: "video_too_long", streamUrl: null });
    expect(first.failureReason).toBe("The video is 20 h 0 min long; the longest accepted is 4 h 0 min");
    expect(second).toMatchObject({ status: "FAILED", failureCode: "video_implausible", renditions: [] });
    expect(second.failureReason).toMatch(/^The file is not what it claims to be: [\d.]+ KB claiming 3 h 0 min/);
    expect(third).toMatchObject({ status: "READY", failureCode: null, failureReason: null });
    expect(third.renditions.map((rendition: { height: number }) => rendition.height)).toEqual([240, 144, 0]);
    // Refused by their probe: nothing derived was stored for them, and no working directory is left.
    const rows = await gateway.app.services.db.prisma.lessonVideo.findMany({
      where: { lessonId: { in: [tooLong, implausible] } },
    });
    expect(rows.map((row) => row.files)).toEqual([[], []]);
    // (a READY row is written just before its job removes its own directory)
    await expect.poll(() => fs.readdirSync(workRoot), { timeout: 5_000 }).toEqual([]);
    console.info(
      `stretched uploads FAILED after ${first.at - started} and ${second.at - started} ms; the normal one READY after ${third.at - started} ms`,
    );
  }, 240_000);
});
