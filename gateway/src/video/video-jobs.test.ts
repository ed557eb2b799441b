// A staff upload becomes adaptive video through the durable queue, on local disk and in an S3 bucket (s3rver),
// on PGlite (and PostgreSQL with TEST_DATABASE_URL): upload -> job -> renditions READY and served; a corrupt
// upload ends FAILED with its reason; the original plays all along.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { call, createCourse, signIn } from "../rest/rest-test-helpers.ts";
import { startVideoWorker } from "./video-worker.ts";
import { failureOf, graphql, makeTestVideo, setLessonVideo, settled, videoOf } from "./video-test-helpers.ts";

let sourceVideo: Buffer;
beforeAll(async () => {
  sourceVideo = await makeTestVideo();
});

const RENDITION_BYTES = `query RenditionBytes($id: ID!) { lesson(id: $id) { video { renditions { url bytes } } } }`;

const storages: [string, () => Promise<{ env: Record<string, string>; close(): Promise<void> }>][] = [
  ["local disk", async () => ({ env: {}, close: async () => undefined })],
  ["an S3 bucket", async () => startS3Server()],
];

describe.each(storages)("video jobs with files on %s", (_name, storage) => {
  let s3: Awaited<ReturnType<typeof storage>>;
  let gateway: TestGateway;
  let staff: string;
  let lessonId: string;

  // A shared machine can take minutes to migrate a fresh database and transcode; the work is the same.
  beforeAll(async () => {
    s3 = await storage();
    gateway = await startTestGateway({ ...s3.env, JOB_HEARTBEAT_SECONDS: "10" });
    const instructor = await signIn(gateway);
    await gateway.app.services.db.prisma.user.update({
      where: { id: instructor.user.id },
      data: { role: "instructor" },
    });
    staff = instructor.token;
    const course = await createCourse(gateway, { owner: { connect: { id: instructor.user.id } } });
    lessonId = course.lessons[1].id;
  }, 180_000);
  afterAll(async () => {
    await gateway?.close();
    await (s3 as TestS3Server | undefined)?.close();
  });

  it("queues a job when a lesson gets an uploaded video, keeps the original playable, and ends READY with renditions", async () => {
    const videoUrl = await setLessonVideo(gateway, staff, lessonId, sourceVideo);
    const queued = await videoOf(gateway, staff, lessonId);
    expect(queued.video).toMatchObject({ status: "QUEUED", streamUrl: null, renditions: [] });
    expect((await fetch(`${gateway.url}${queued.videoUrl}`)).status).toBe(200);

    await startVideoWorker(gateway.app.services);
    const lesson = await settled(gateway, staff, lessonId);
    expect(lesson.video).toMatchObject({ status: "READY", progress: 100, failureReason: null });
    expect(lesson.video.durationSeconds).toBeCloseTo(2, 0);
    expect(lesson.video.renditions.map((rendition: { height: number }) => rendition.height)).toEqual([240, 144, 0]);
    expect(lesson.videoUrl).toBe(videoUrl);

    const master = await fetch(`${gateway.url}${lesson.video.streamUrl}`);
    expect(master.headers.get("content-type")).toBe("application/vnd.apple.mpegurl");
    // A playlist is cached a minute, its segments for good (files.routes.ts).
    expect(master.headers.get("cache-control")).toBe("public, max-age=60");
    const text = await master.text();
    expect(text).toMatch(
      /#EXT-X-STREAM-INF:BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+,CODECS="avc1\.42e01e,mp4a\.40\.2",RESOLUTION=320x240/,
    );
    expect(text).toContain('CODECS="mp4a.40.2"\naudio/index.m3u8');

    const media = await (await fetch(`${gateway.url}${lesson.video.renditions[1].url}`)).text();
    const segment = media.split("\n").find((line) => line.endsWith(".ts"));
    const segmentUrl = `${gateway.url}${lesson.video.renditions[1].url.replace(/index\.m3u8$/, segment!)}`;
    const ranged = await fetch(segmentUrl, { headers: { range: "bytes=0-187" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-type")).toBe("video/mp2t");
    expect(ranged.headers.get("cache-control")).toContain("immutable");
    expect(new Uint8Array(await ranged.arrayBuffer())[0]).toBe(0x47);
    expect((await fetch(`${gateway.url}${lesson.video.posterUrl}`)).headers.get("content-type")).toBe("image/jpeg");

    // The REST lesson carries the same object.
    const rest = await call(gateway, "GET", `/api/lessons/${lessonId}`, { token: staff });
    expect(rest.json.video).toEqual(lesson.video);

    // Every derived file is recorded next to its source, for cleanup and offline packs.
    const row = await gateway.app.services.db.prisma.lessonVideo.findUniqueOrThrow({ where: { lessonId } });
    expect(row.sourceKey).toBe(videoUrl.replace("/api/files/", ""));
    expect(row.files).toContain(`${row.folder}/master.m3u8`);
    for (const key of row.files) expect(await gateway.app.services.files.stat(key)).not.toBeNull();

    // Each rendition's size, for the offline dialog, is what its folder holds (playlist and segments).
    const sizes = await graphql(gateway, staff, RENDITION_BYTES, { id: lessonId });
    for (const rendition of sizes.lesson.video.renditions as { url: string; bytes: number }[]) {
      const folder = rendition.url.replace("/api/files/", "").replace(/index\.m3u8$/, "");
      const stored = await Promise.all(
        row.files.filter((key) => key.startsWith(folder)).map((key) => gateway.app.services.files.stat(key)),
      );
      expect(rendition.bytes).toBe(stored.reduce((sum, file) => sum + file!.size, 0));
      expect(rendition.bytes).toBeGreaterThan(0);
    }
  }, 120_000);

  it("ends a corrupt upload FAILED with a readable reason, and staff may retry it", async () => {
    // An MP4's first box, then noise: it passes the upload's magic-number check but is no video.
    const corrupt = Buffer.concat([sourceVideo.subarray(0, 32), Buffer.alloc(4096, 7)]);
    const videoUrl = await setLessonVideo(gateway, staff, lessonId, corrupt);
    const lesson = await settled(gateway, staff, lessonId);
    expect(lesson.video.status).toBe("FAILED");
    expect(lesson.video.failureReason).toMatch(/^The file is not a video that can be read/);
    expect(await failureOf(gateway, staff, lessonId)).toMatchObject({ failureCode: "video_unreadable" });
    expect(lesson.videoUrl).toBe(videoUrl);

    const retried = await graphql(
      gateway,
      staff,
      `
        mutation Retry($id: ID!) {
          retryLessonVideo(lessonId: $id) {
            video {
              status
            }
          }
        }
      `,
      { id: lessonId },
    );
    expect(retried.retryLessonVideo.video.status).toBe("QUEUED");
    expect((await settled(gateway, staff, lessonId)).video.status).toBe("FAILED");
  }, 120_000);
});
