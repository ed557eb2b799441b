// storage:gc: objects no row names and older than the grace period are listed (dry run) and, when asked,
// deleted; everything a row names (variants of a named picture included) stays. PGlite and PostgreSQL, local
// disk and an S3 bucket (s3rver).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@app/db";
import { databaseKinds } from "../../test/reliability/databases.ts";
import { createFixture, staffMember } from "../../test/reliability/fixtures.ts";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";
import { served, staffUpload, uploadAvatar } from "../../test/reliability/uploads.ts";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { collectGarbage } from "./collect-garbage.ts";

const HOUR = 3_600_000;
const setups = databaseKinds().flatMap((kind) => (["local disk", "S3"] as const).map((storage) => ({ kind, storage })));

describe.each(setups)("storage:gc on $kind.name with $storage", ({ kind, storage }) => {
  let db: Database;
  let s3: TestS3Server | null = null;
  let gateway: RunningGateway;
  const kept: string[] = [];
  const unused: string[] = [];

  beforeAll(async () => {
    db = await kind.open();
    if (storage === "S3") s3 = await startS3Server();
    gateway = await startGatewayOn(db, s3?.env ?? {});
    const learner = (await createFixture(db, { learners: 1, lessons: 1, freeCourses: 0 })).learners[0];
    const instructor = await staffMember(db, "instructor");
    const course = (await db.prisma.course.create({ data: { title: "GC", ownerId: instructor.id } })).id;
    const avatar = await uploadAvatar(gateway.url, learner.token);
    const video = await staffUpload(gateway.url, instructor.token, course, "video");
    await db.prisma.lesson.create({ data: { courseId: course, position: 1, title: "L", videoUrl: video } });
    // Thumbnails written before variants: the row names "<name>.webp", its "@2x" copy is only beside it.
    const files = gateway.app.services.files;
    for (const key of ["images/courses/legacy.webp", "images/courses/legacy@2x.webp"])
      await files.put(key, Buffer.from("webp"), "image/webp");
    await db.prisma.course.update({
      where: { id: course },
      data: { thumbnail: "/api/files/images/courses/legacy.webp" },
    });
    kept.push(avatar, video, "/api/files/images/courses/legacy.webp", "/api/files/images/courses/legacy@2x.webp");
    // An upload whose lesson was never saved (in the ledger), and a file a failed removal left (not in it).
    unused.push(await staffUpload(gateway.url, instructor.token, course, "pdf"));
    await files.put("lesson-content/left-behind.pdf", Buffer.from("%PDF-1.4"), "application/pdf");
    unused.push("/api/files/lesson-content/left-behind.pdf");
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.close();
    await s3?.close();
  });

  const gc = (remove: boolean, graceHours: number) =>
    collectGarbage(gateway.app.services.files, db.prisma, {
      graceMs: graceHours * HOUR,
      remove,
      now: new Date(Date.now() + 48 * HOUR),
    });
  const keysOf = (addresses: string[]) => addresses.map((address) => address.replace("/api/files/", "")).sort();

  it("leaves objects younger than the grace period alone", async () => {
    expect((await gc(true, 72)).garbage).toEqual([]);
  });

  it("lists what no row names without deleting it in a dry run", async () => {
    const report = await gc(false, 24);
    expect(report.garbage.map((object) => object.key).sort()).toEqual(keysOf(unused));
    expect(report.deleted).toEqual([]);
    for (const address of unused) expect(await served(gateway.url, address)).toBe(200);
  });

  it("deletes them with --delete and keeps every named file and variant", async () => {
    const report = await gc(true, 24);
    expect(report.deleted.sort()).toEqual(keysOf(unused));
    for (const address of unused) expect(await served(gateway.url, address)).toBe(404);
    for (const address of kept) expect(await served(gateway.url, address)).toBe(200);
    const avatarVariants = await db.prisma.storedFile.count({ where: { kind: "avatar" } });
    expect(avatarVariants).toBe(4);
    expect(await db.prisma.storedFile.count({ where: { key: { in: keysOf(unused) } } })).toBe(0);
    expect((await gc(true, 24)).garbage).toEqual([]);
  });
});
