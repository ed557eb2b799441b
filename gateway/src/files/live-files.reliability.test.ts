// storage:gc never takes a live file: with one file of every kind the product stores (a transcoded video with its
// playlists, segments, poster and captions among them) a day past the grace period, the dry run lists only what
// nothing names, --delete removes exactly that, and every stream, segment, caption, picture and download still
// answers over HTTP. On local disk and in an S3 bucket (s3rver), PGlite (PostgreSQL with TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../../test/s3-server.ts";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { videoOf } from "../video/video-test-helpers.ts";
import { collectGarbage } from "./collect-garbage.ts";
import { storeEveryKind, storeOrphans, type StoredKinds } from "./stored-kinds-test-helpers.ts";

const HOUR = 3_600_000;
const storages: [string, () => Promise<{ env: Record<string, string>; close(): Promise<void> }>][] = [
  ["local disk", async () => ({ env: {}, close: async () => undefined })],
  ["an S3 bucket", async () => startS3Server()],
];

describe.each(storages)("storage:gc with every kind of file on %s", (_name, storage) => {
  let s3: Awaited<ReturnType<typeof storage>>;
  let gateway: TestGateway;
  let kinds: StoredKinds;
  let orphans: string[];
  let live: string[];

  // Transcoding and a fresh database take a while on a shared machine; the work is the same.
  beforeAll(async () => {
    s3 = await storage();
    gateway = await startTestGateway({ ...s3.env, JOB_HEARTBEAT_SECONDS: "10" });
    kinds = await storeEveryKind(gateway);
    orphans = await storeOrphans(gateway, kinds);
    const stored: string[] = [];
    for await (const object of gateway.app.services.files.list()) stored.push(object.key);
    live = stored.filter((key) => !orphans.includes(key));
  }, 300_000);
  afterAll(async () => {
    await gateway?.close();
    await s3?.close();
  });

  const gc = (remove: boolean) =>
    collectGarbage(gateway.app.services.files, gateway.app.services.db.prisma, {
      graceMs: 24 * HOUR,
      remove,
      now: new Date(Date.now() + 48 * HOUR),
    });
  const status = async (key: string) => {
    const submission = kinds.submissionKeys.includes(key) || key.startsWith("submissions/");
    const response = await fetch(`${gateway.url}/api/${submission ? "submission-files" : "files"}/${key}`, {
      headers: submission ? { authorization: `Bearer ${kinds.learnerToken}` } : {},
    });
    await response.arrayBuffer();
    return response.status;
  };

  it("stores every kind: source, HLS playlists and segments, poster, caption, documents and pictures", () => {
    for (const family of [
      /^lesson-content\/.+\.mp4$/,
      /^videos\/.+\/master\.m3u8$/,
      /^videos\/.+\/index\.m3u8$/,
      /^videos\/.+\.ts$/,
      /^videos\/.+\.jpg$/,
      /^captions\/.+\.vtt$/,
      /^lesson-content\/.+\.pdf$/,
      /^images\/courses\//,
      /^avatars\//,
      /^team\//,
      /^images\/mock-tests\//,
      /^submissions\//,
    ])
      expect(
        live.some((key) => family.test(key)),
        String(family),
      ).toBe(true);
  });

  it("lists only the files nothing names in a dry run", async () => {
    const report = await gc(false);
    expect(report.garbage.map((object) => object.key).sort()).toEqual([...orphans].sort());
    expect(report.deleted).toEqual([]);
  });

  it("deletes exactly those with --delete; every stream, segment, caption, picture and download still answers", async () => {
    const report = await gc(true);
    expect(report.deleted.sort()).toEqual([...orphans].sort());
    expect(report.failed).toEqual([]);
    const answers = await Promise.all(live.map(async (key) => [key, await status(key)] as const));
    expect(answers.filter(([, code]) => code !== 200)).toEqual([]);
    for (const key of orphans) expect(await gateway.app.services.files.stat(key)).toBeNull();

    // What the lesson page plays: the master playlist, each rendition's playlist and every segment it lists.
    const lesson = await videoOf(gateway, kinds.learnerToken, kinds.lessonId);
    expect(lesson.video.status).toBe("READY");
    expect(lesson.video.captions.map((caption: { language: string }) => caption.language)).toEqual(["hi"]);
    expect((await fetch(`${gateway.url}${lesson.video.streamUrl}`)).status).toBe(200);
    for (const { url } of lesson.video.renditions as { url: string }[]) {
      const playlist = await (await fetch(`${gateway.url}${url}`)).text();
      const segments = playlist.split("\n").filter((line) => line && !line.startsWith("#"));
      expect(segments.length).toBeGreaterThan(0);
      for (const segment of segments)
        expect((await fetch(`${gateway.url}${url.replace(/[^/]+$/, segment)}`)).status).toBe(200);
    }
    expect((await gc(true)).garbage).toEqual([]);
  });
});
