import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database, VideoStatus } from "@app/db";
import { createCourseWithLessons } from "../../testing/learning-fixtures.ts";
import { failLostVideoJob, LOST_JOB } from "./video-job.service.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

async function videoIn(status: VideoStatus, sourceKey = "lesson-content/a.mp4") {
  const lessonId = (await createCourseWithLessons(db, { lessons: 1 })).lessons[0].id;
  await db.prisma.lessonVideo.create({ data: { lessonId, sourceKey, status } });
  return lessonId;
}
const statusOf = async (lessonId: string) =>
  db.prisma.lessonVideo.findUniqueOrThrow({
    where: { lessonId },
    select: { status: true, failureCode: true, failureReason: true },
  });

describe("a transcode lost with its gateway", () => {
  it("fails the video it left PROCESSING, with a reason staff can act on", async () => {
    const lessonId = await videoIn("PROCESSING");
    expect(await failLostVideoJob(db.prisma, { lessonId, sourceKey: "lesson-content/a.mp4" })).toBe(true);
    expect(await statusOf(lessonId)).toEqual({
      status: "FAILED",
      failureCode: "video_job_lost",
      failureReason: LOST_JOB.reason,
    });
  });

  it("leaves alone a video that got another source, was requeued or finished meanwhile", async () => {
    const replaced = await videoIn("PROCESSING", "lesson-content/b.mp4");
    expect(await failLostVideoJob(db.prisma, { lessonId: replaced, sourceKey: "lesson-content/a.mp4" })).toBe(false);
    for (const status of ["QUEUED", "READY"] as const) {
      const lessonId = await videoIn(status);
      expect(await failLostVideoJob(db.prisma, { lessonId, sourceKey: "lesson-content/a.mp4" })).toBe(false);
      expect((await statusOf(lessonId)).status).toBe(status);
    }
    expect((await statusOf(replaced)).status).toBe("PROCESSING");
  });
});
