// After the queue gave up (docs/video.md, step 5): a job that failed on every attempt, here because the S3 bucket
// stopped answering, ends FAILED with a readable reason on the real queue (pg-boss, its retries and backoff); staff
// retry it over REST once the fault is gone and it ends READY. Learners may not retry; a video that did not fail
// cannot be. On PGlite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { call, createCourse, signIn } from "../rest/rest-test-helpers.ts";
import { startVideoWorker } from "./video-worker.ts";
import { failureOf, makeTestVideo, setLessonVideo, settled, videoOf } from "./video-test-helpers.ts";

const retryPath = (lessonId: string) => `/api/admin/lessons/${lessonId}/video/retry`;

describe("retrying a lesson video after the queue gave up", () => {
  let s3: TestS3Server;
  let gateway: TestGateway;
  let staff: string;
  let learner: string;
  let lessonId: string;
  let otherLessonId: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    gateway = await startTestGateway({
      ...s3.env,
      JOB_HEARTBEAT_SECONDS: "10",
      JOB_RETRY_DELAY_SECONDS: "1",
      S3_TIMEOUT_MS: "1000",
    });
    const instructor = await signIn(gateway);
    await gateway.app.services.db.prisma.user.update({
      where: { id: instructor.user.id },
      data: { role: "instructor" },
    });
    staff = instructor.token;
    learner = (await signIn(gateway)).token;
    const course = await createCourse(gateway, { owner: { connect: { id: instructor.user.id } } });
    lessonId = course.lessons[1].id;
    const plain = { courseId: course.id, title: "Reading", description: "<p>Text only</p>", duration: 5 };
    otherLessonId = (await gateway.app.services.db.prisma.lesson.create({ data: { ...plain, position: 3 } })).id;
  });
  afterAll(async () => {
    await gateway?.close();
    await s3?.close();
  });

  it("ends FAILED with the reason after the last attempt, and a staff retry over REST makes it READY", async () => {
    const videoUrl = await setLessonVideo(gateway, staff, lessonId, await makeTestVideo());
    // Every attempt now fails reading the source from storage: a passing fault, retried with backoff, then given up.
    await s3.stop();
    await startVideoWorker(gateway.app.services);
    const failed = await settled(gateway, staff, lessonId, 900);
    expect(failed.video.status).toBe("FAILED");
    expect((await failureOf(gateway, staff, lessonId)).failureCode).toBe("video_processing_failed");
    expect(failed.video.failureReason).toMatch(/^Processing failed after 3 attempts: \S/);
    expect(failed.videoUrl).toBe(videoUrl);

    const refused = await call(gateway, "POST", retryPath(lessonId), { token: learner });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ error: expect.any(String) });
    expect((await videoOf(gateway, staff, lessonId)).video.status).toBe("FAILED");

    await s3.start();
    const retried = await call(gateway, "POST", retryPath(lessonId), { token: staff });
    expect(retried.status).toBe(202);
    expect(retried.json).toMatchObject({ status: "QUEUED", failureReason: null, streamUrl: null, renditions: [] });
    const ready = await settled(gateway, staff, lessonId, 900);
    expect(ready.video).toMatchObject({ status: "READY", failureReason: null });
    expect(ready.video.renditions.map((rendition: { height: number }) => rendition.height)).toEqual([240, 144, 0]);

    const again = await call(gateway, "POST", retryPath(lessonId), { token: staff });
    expect(again.status).toBe(400);
    expect(again.json.error).toMatch(/Only a video whose processing failed can be retried/);
  }, 240_000);

  it("answers a clear 4xx for a lesson without a video, an unknown lesson, and no token", async () => {
    const noVideo = await call(gateway, "POST", retryPath(otherLessonId), { token: staff });
    expect(noVideo.status).toBe(400);
    expect(noVideo.json.error).toMatch(/Only a video whose processing failed can be retried/);

    const unknown = await call(gateway, "POST", retryPath("no-such-lesson"), { token: staff });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: expect.any(String) });

    expect((await call(gateway, "POST", retryPath(lessonId))).status).toBe(401);
  });

  it("is documented in the OpenAPI document the gateway serves", async () => {
    const openapi = await call(gateway, "GET", "/api/openapi.json");
    const operation = openapi.json.paths["/api/admin/lessons/{lessonId}/video/retry"]?.post;
    expect(operation).toBeDefined();
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["202", "400", "401", "403", "404"]));
  });
});
