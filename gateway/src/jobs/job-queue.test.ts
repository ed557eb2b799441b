// The queue's dead letter on the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): a job whose last
// attempt is handed back unsettled, as when its gateway stops in the middle, reaches the dead letter's worker with
// its data, so someone records the failure the handler never could.
import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createJobQueue } from "./job-queue.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

it("sends a job whose last attempt was lost to its dead letter queue", { timeout: 120_000 }, async () => {
  const dying = createJobQueue(db, { heartbeatSeconds: 10, retryDelaySeconds: 1 });
  const survivor = createJobQueue(db, { heartbeatSeconds: 10, retryDelaySeconds: 1 });
  const lost: unknown[] = [];
  await survivor.work("video-transcode-lost", { concurrency: 1, retryLimit: 0 }, async (job) => {
    lost.push(job.data);
  });

  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  await dying.work(
    "video-transcode",
    { concurrency: 1, retryLimit: 0, deadLetter: "video-transcode-lost" },
    (job) =>
      new Promise<void>((_resolve, reject) => {
        started();
        // The job never settles on its own: only the stop hands it back.
        job.signal.addEventListener("abort", () => reject(new Error("stopped")));
      }),
  );
  await dying.send("video-transcode", { lessonId: "lesson-1", sourceKey: "videos/source.mp4" });
  await running;
  await dying.stop();

  await expect
    .poll(() => lost, { timeout: 60_000, interval: 500 })
    .toEqual([{ lessonId: "lesson-1", sourceKey: "videos/source.mp4" }]);
  await survivor.stop();
});
