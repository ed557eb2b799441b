// The lesson's adaptive video follows its uploaded video: a new upload queues a job, another upload requeues it
// and drops the old renditions, a YouTube link or no video removes it, and deleting the lesson removes its files.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import { recordStoredFiles } from "@app/db/file-ledger";
import type { Database } from "@app/db";
import { createTestContext, execute, type TestContext } from "../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";
import { finishVideoJob, startVideoJob } from "./video-job.service.ts";

let db: Database;
let admin: TestContext;
let lessonId: string;
beforeAll(async () => {
  db = await openTestDatabase();
  admin = createTestContext({ db, viewer: await createLearner(db, "admin") });
  const course = await createCourseWithLessons(db, { lessons: 1 });
  lessonId = course.lessons[0].id;
  // Uploaded for this course: only its lessons may name them (decision 016).
  const keys = ["lesson-content/a.mp4", "lesson-content/b.mp4", "lesson-content/c.mp4"];
  await recordStoredFiles(
    db.prisma,
    keys.map((key) => ({ key, kind: "video" as const, courseId: course.id })),
  );
});
afterAll(() => db.close());

const UPDATE = `mutation($id: ID!, $input: LessonInput!) { updateLesson(id: $id, input: $input) { id video { status streamUrl renditions { height } } } }`;
const setVideo = async (videoUrl: string | null, url?: string) => {
  const result = await execute(admin, UPDATE, { id: lessonId, input: { title: "Motion", videoUrl, url } });
  expect(result.errors).toBeUndefined();
  return (result.data?.updateLesson as { video: { status: string; streamUrl: string | null } | null }).video;
};

async function makeReady(folder: string) {
  const job = await startVideoJob(db.prisma, lessonId);
  const files = [`${folder}/master.m3u8`, `${folder}/144/index.m3u8`];
  for (const key of files) await admin.files.put(key, new Uint8Array([1]), "application/vnd.apple.mpegurl");
  const renditions = [{ height: 144, bandwidth: 100_000, key: `${folder}/144/index.m3u8` }];
  expect(
    await finishVideoJob(db.prisma, job!, {
      folder,
      masterKey: files[0],
      posterKey: null,
      durationSeconds: 2,
      renditions,
      files,
    }),
  ).toBe(true);
  return files;
}

describe("the adaptive video of a lesson", () => {
  it("is queued with a job when the lesson gets an uploaded video, and exposes renditions only when READY", async () => {
    expect(await setVideo("/api/files/lesson-content/a.mp4")).toEqual({
      status: "QUEUED",
      streamUrl: null,
      renditions: [],
    });
    expect(admin.jobs.sent).toEqual([
      { name: "video-transcode", data: { lessonId, sourceKey: "lesson-content/a.mp4" } },
    ]);
    await makeReady("videos/one");
    const lesson = await execute(
      admin,
      `query($id: ID!) { lesson(id: $id) { video { status streamUrl renditions { height bandwidth url } } } }`,
      { id: lessonId },
    );
    expect(lesson.data?.lesson).toEqual({
      video: {
        status: "READY",
        streamUrl: "/api/files/videos/one/master.m3u8",
        renditions: [{ height: 144, bandwidth: 100_000, url: "/api/files/videos/one/144/index.m3u8" }],
      },
    });
  });

  it("changes nothing when the same video is saved again", async () => {
    expect((await setVideo("/api/files/lesson-content/a.mp4"))?.status).toBe("READY");
    expect(admin.jobs.sent).toHaveLength(1);
  });

  it("is queued again for another upload, and the old renditions are removed", async () => {
    expect((await setVideo("/api/files/lesson-content/b.mp4"))?.status).toBe("QUEUED");
    expect(admin.jobs.sent).toHaveLength(2);
    expect([...admin.files.files.keys()].filter((key) => key.startsWith("videos/one/"))).toEqual([]);
  });

  it("ignores a stale job: a job for the replaced source cannot mark the new one READY", async () => {
    const stale = { lessonId, sourceKey: "lesson-content/a.mp4", attempts: 1 };
    const result = {
      folder: "x",
      masterKey: "x/master.m3u8",
      posterKey: null,
      durationSeconds: 1,
      renditions: [],
      files: [],
    };
    expect(await finishVideoJob(db.prisma, stale, result)).toBe(false);
    expect((await db.prisma.lessonVideo.findUniqueOrThrow({ where: { lessonId } })).status).toBe("QUEUED");
  });

  it("goes away with a YouTube link instead, and its files with the lesson", async () => {
    const files = await makeReady("videos/two");
    expect(await setVideo(null, "https://youtu.be/abcdefghijk")).toBeNull();
    for (const key of files) expect(admin.files.files.has(key)).toBe(false);

    await setVideo("/api/files/lesson-content/c.mp4");
    const kept = await makeReady("videos/three");
    const deleted = await execute(admin, `mutation($id: ID!) { deleteLesson(id: $id) }`, { id: lessonId });
    expect(deleted.errors).toBeUndefined();
    for (const key of kept) expect(admin.files.files.has(key)).toBe(false);
  });

  it("may be retried by staff only when FAILED", async () => {
    const course = await createCourseWithLessons(db, { lessons: 1 });
    const id = course.lessons[0].id;
    await db.prisma.lessonVideo.create({ data: { lessonId: id, sourceKey: "lesson-content/d.mp4", status: "READY" } });
    const retry = `mutation($id: ID!) { retryLessonVideo(lessonId: $id) { video { status } } }`;
    expect((await execute(admin, retry, { id })).errors?.[0].extensions.code).toBe("invalid_input");
    await db.prisma.lessonVideo.update({
      where: { lessonId: id },
      data: { status: "FAILED", failureReason: "broken" },
    });
    expect((await execute(admin, retry, { id })).data?.retryLessonVideo).toEqual({ video: { status: "QUEUED" } });
    const learner = createTestContext({ db, viewer: await createLearner(db) });
    expect((await execute(learner, retry, { id })).errors?.[0].extensions.code).toBe("forbidden");
  });
});
