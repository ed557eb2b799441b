// storage:gc on a development instance as the seed leaves it once its lectures are transcoded: no playlist,
// segment, poster, caption, video, note, deck or picture variant is listed, and after --delete every stream,
// segment and caption the lessons name still answers. The seed's pre-variant thumbnail originals, which no row of a
// fresh catalogue names (older catalogues still do), are the only files listed.
import { afterAll, beforeAll, expect, it } from "vitest";
import { seed } from "@app/db/seed";
import { liveKeys, reconcileVideoJobs } from "@app/schema";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { startVideoWorker } from "../video/video-worker.ts";
import { collectGarbage } from "./collect-garbage.ts";

const HOUR = 3_600_000;
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ JOB_HEARTBEAT_SECONDS: "10" });
  const { db, files, jobs } = gateway.app.services;
  await seed(db, { files, demoUser: false });
  await reconcileVideoJobs(db.prisma, files, jobs);
  await startVideoWorker(gateway.app.services);
  for (let polls = 0; polls < 600; polls++) {
    if ((await db.prisma.lessonVideo.count({ where: { status: { in: ["QUEUED", "PROCESSING"] } } })) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 300_000);
afterAll(async () => gateway?.close());

it("lists none of the seeded lessons' files and keeps every stream and caption answering after --delete", async () => {
  const { db, files } = gateway.app.services;
  expect(await db.prisma.lessonVideo.count({ where: { status: { not: "READY" } } })).toBe(0);
  const videos = await db.prisma.lessonVideo.findMany({ select: { files: true } });
  const captions = await db.prisma.lessonCaption.findMany({ select: { key: true } });
  expect(videos.length).toBeGreaterThan(0);
  expect(captions.length).toBeGreaterThan(0);

  const sweep = { graceMs: 24 * HOUR, now: new Date(Date.now() + 48 * HOUR) };
  const listed = (await collectGarbage(files, db.prisma, { ...sweep, remove: false })).garbage.map(({ key }) => key);
  expect(listed.filter((key) => !/^images\/courses\/[^./]+\.jpg$/.test(key))).toEqual([]);
  const live = await liveKeys(db.prisma);
  expect(listed.filter((key) => live.has(key))).toEqual([]);

  const report = await collectGarbage(files, db.prisma, { ...sweep, remove: true });
  expect(report.deleted.sort()).toEqual(listed.sort());
  const named = [...videos.flatMap((video) => video.files), ...captions.map(({ key }) => key)];
  for (const key of named) {
    const response = await fetch(`${gateway.url}/api/files/${key}`);
    await response.arrayBuffer();
    expect(response.status, key).toBe(200);
  }
});
