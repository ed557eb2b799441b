// The seed writes its files through the storage port: with STORAGE=s3 every picture, video and PDF the seeded rows
// point at is in the bucket and served from there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "@app/db/seed";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";

let s3: TestS3Server;
let gateway: TestGateway;

beforeAll(async () => {
  s3 = await startS3Server();
  gateway = await startTestGateway(s3.env);
});
afterAll(async () => {
  await gateway?.close();
  await s3?.close();
});

describe("seed into the bucket", () => {
  it("stores every file the seeded rows point at, and a second run writes none", async () => {
    const { db, files } = gateway.app.services;
    await seed(db, { files, demoUser: false });
    const [courses, lessons, contents] = await Promise.all([
      db.prisma.course.findMany({ select: { thumbnail: true } }),
      db.prisma.lesson.findMany({ select: { videoUrl: true } }),
      db.prisma.lessonContent.findMany({ select: { url: true } }),
    ]);
    const urls = [
      ...courses.map((row) => row.thumbnail),
      ...lessons.map((row) => row.videoUrl),
      ...contents.map((row) => row.url),
    ].filter((url): url is string => url?.startsWith("/api/files/") ?? false);
    expect(urls.length).toBeGreaterThan(20);
    const stored = new Set<string>();
    for await (const object of files.list()) stored.add(object.key);
    expect(urls.filter((url) => !stored.has(url.slice("/api/files/".length)))).toEqual([]);
    const served = await fetch(`${gateway.url}${urls[0]}`, { headers: { range: "bytes=0-3" } });
    expect(served.status).toBe(206);

    const writes = () => s3.requests.filter((request) => request.startsWith("PUT ")).length;
    const before = writes();
    await seed(db, { files, demoUser: false });
    expect(writes()).toBe(before);
  });
});
