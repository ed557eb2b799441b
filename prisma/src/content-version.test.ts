// The content version is what every gateway's content cache trusts: it must rise with each write to the
// tables public pages are read from, from any connection, and stay put for writes elsewhere.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "./testing.ts";
import { LISTENER_NAME, type Database } from "./index.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

async function raises(write: () => Promise<unknown>) {
  const before = BigInt(await db.contentVersion());
  await write();
  return BigInt(await db.contentVersion()) > before;
}

describe("content version", () => {
  it("rises with every write to courses, lessons, contents and categories", async () => {
    const course = await db.prisma.course.create({ data: { title: "Physics" } });
    expect(await raises(() => db.prisma.course.update({ where: { id: course.id }, data: { published: true } }))).toBe(
      true,
    );
    const lesson = await db.prisma.lesson.create({ data: { courseId: course.id, title: "Motion", position: 1 } });
    expect(
      await raises(() => db.prisma.lesson.update({ where: { id: lesson.id }, data: { title: "Laws of motion" } })),
    ).toBe(true);
    expect(
      await raises(() =>
        db.prisma.lessonContent.create({ data: { lessonId: lesson.id, type: "note", title: "Notes" } }),
      ),
    ).toBe(true);
    expect(
      await raises(() =>
        db.prisma.course.update({
          where: { id: course.id },
          data: { categories: { connectOrCreate: [{ where: { name: "Science" }, create: { name: "Science" } }] } },
        }),
      ),
    ).toBe(true);
    expect(await raises(() => db.query(`UPDATE "Category" SET "sortOrder" = 3 WHERE "name" = 'Science'`))).toBe(true);
    expect(await raises(() => db.prisma.course.delete({ where: { id: course.id } }))).toBe(true);
  });

  // Decision 020: the public listings and the About page are served from the same cache.
  it("rises with every write to the public listings and the About page", async () => {
    const writes: Array<() => Promise<unknown>> = [
      () => db.prisma.newsItem.create({ data: { title: "GATE dates", category: "Exams", source: "NTA" } }),
      () =>
        db.prisma.internship.create({
          data: {
            title: "Intern",
            company: "Acme",
            type: "Remote",
            duration: "3 months",
            stipend: "10k",
            location: "Pune",
            deadline: new Date(),
          },
        }),
      () =>
        db.prisma.exam.create({
          data: { title: "Mock", category: "GATE", duration: 60, examDate: new Date(), maxParticipants: 5 },
        }),
      () =>
        db.prisma.placement.create({
          data: {
            title: "SDE",
            company: "Acme",
            experience: "Fresher",
            category: "IT",
            location: "Pune",
            salary: "6 LPA",
          },
        }),
      () => db.prisma.testimonial.create({ data: { text: "Helped", name: "Asha" } }),
      () =>
        db.prisma.aboutContent.upsert({
          where: { id: 1 },
          create: { mission: "m", vision: "v" },
          update: { mission: "m2" },
        }),
      () => db.prisma.aboutFeature.create({ data: { title: "Free", description: "d" } }),
      () => db.prisma.teamMember.create({ data: { name: "Ravi", position: "Teacher" } }),
      () => db.query(`UPDATE "Partner" SET "sortOrder" = 1`),
    ];
    for (const write of writes) expect(await raises(write)).toBe(true);
  });

  it("rises when a lesson video changes status or a caption is written, not for progress ticks", async () => {
    const course = await db.prisma.course.create({ data: { title: "Video" } });
    const lesson = await db.prisma.lesson.create({ data: { courseId: course.id, title: "Clip", position: 1 } });
    expect(
      await raises(() =>
        db.prisma.lessonVideo.create({ data: { lessonId: lesson.id, sourceKey: "a.mp4", status: "PROCESSING" } }),
      ),
    ).toBe(true);
    expect(
      await raises(() => db.prisma.lessonVideo.update({ where: { lessonId: lesson.id }, data: { progress: 40 } })),
    ).toBe(false);
    expect(
      await raises(() => db.prisma.lessonVideo.update({ where: { lessonId: lesson.id }, data: { status: "READY" } })),
    ).toBe(true);
    expect(
      await raises(() =>
        db.prisma.lessonCaption.create({ data: { lessonId: lesson.id, language: "hi", label: "हिन्दी", key: "c.vtt" } }),
      ),
    ).toBe(true);
  });

  it("stays put for writes outside the public content", async () => {
    const user = await db.prisma.user.create({ data: { authId: "cv-1", email: "cv@example.com" } });
    expect(await raises(() => db.prisma.user.update({ where: { id: user.id }, data: { firstName: "Asha" } }))).toBe(
      false,
    );
    expect(await raises(() => db.query(`DELETE FROM "ExamRegistration" WHERE false`))).toBe(false);
  });

  it("is one row that cannot be duplicated", async () => {
    await expect(db.query(`INSERT INTO "ContentVersion" ("id", "version") VALUES (2, 0)`)).rejects.toThrow();
    expect(await db.query(`SELECT count(*)::int AS "rows" FROM "ContentVersion"`)).toEqual([{ rows: 1 }]);
  });
});

/** Polls until `check` holds: notifications arrive on their own connection, after the writer's commit. */
async function eventually(check: () => Promise<boolean> | boolean, what: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never happened: ${what}`);
}

const versionReads = async () => (await db.countStatements(() => db.contentVersion())).statements.length;

describe("push invalidation (decision 010)", () => {
  it("costs no statement while listening, and hears a write from another connection", async () => {
    await eventually(() => db.contentNotifications.listening(), "listening");
    const before = await db.contentVersion();
    expect(await db.countStatements(() => db.contentVersion())).toEqual({ result: before, statements: [] });
    // `query` runs on the pool (PostgreSQL) or the one connection (PGlite): never the listener's.
    await db.query(`INSERT INTO "Category" ("id", "name") VALUES (gen_random_uuid(), 'Pushed')`);
    await eventually(async () => BigInt(await db.contentVersion()) > BigInt(before), "the write was heard");
    expect(await versionReads()).toBe(0);
  });

  // A read between a transaction's write and its commit may have kept the old version (CONTENT_WRITE, index.ts). On
  // PGlite's one connection no read runs between them; on PostgreSQL the pool's other connections do.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "reads the version again when this process commits a Prisma transaction that wrote content",
    async () => {
      await eventually(() => db.contentNotifications.listening(), "listening");
      let between = "";
      await db.prisma.$transaction(async (tx) => {
        await tx.category.create({ data: { name: "Between" } });
        between = await db.contentVersion();
      });
      expect(await versionReads()).toBe(1);
      expect(BigInt(await db.contentVersion())).toBeGreaterThan(BigInt(between));
    },
  );

  it("reads the version again after a transaction that wrote content, and not after one that wrote none", async () => {
    await eventually(() => db.contentNotifications.listening(), "listening");
    await db.contentVersion();
    await db.prisma.$transaction(async (tx) => tx.course.count());
    await db.prisma.$transaction([db.prisma.user.updateMany({ where: { id: "nobody" }, data: { firstName: "x" } })]);
    expect(await versionReads()).toBe(0);
    await db.prisma.$transaction([db.prisma.category.updateMany({ where: { name: "none" }, data: { sortOrder: 1 } })]);
    expect([await versionReads(), await versionReads()]).toEqual([1, 0]);
  });

  // A seat is taken by `WITH taken AS (UPDATE "Exam" ...)` (exam-registration.service.ts): its writer's next read
  // must see the seat count, before the notification arrives.
  it("reads the version again after a statement whose WITH writes content, not after one that only reads it", async () => {
    await eventually(() => db.contentNotifications.listening(), "listening");
    await db.contentVersion();
    await db.query(
      `WITH t AS (SELECT "id" FROM "Course" LIMIT 1) UPDATE "User" SET "firstName" = "firstName" WHERE "id" IN (SELECT "id" FROM t)`,
    );
    expect(await versionReads()).toBe(0);
    await db.query(
      `WITH renamed AS (UPDATE "Category" SET "sortOrder" = "sortOrder" WHERE "name" = 'none' RETURNING "id") SELECT count(*) FROM renamed`,
    );
    expect([await versionReads(), await versionReads()]).toEqual([1, 0]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "falls back to reading the version while the listener is lost, then listens again",
    async () => {
      await eventually(() => db.contentNotifications.listening(), "listening");
      await db.contentVersion();
      const killed = await db.query<{ killed: boolean }>(
        `SELECT pg_terminate_backend("pid") AS "killed" FROM pg_stat_activity WHERE "application_name" = $1 AND "datname" = current_database()`,
        [LISTENER_NAME],
      );
      expect(killed).toEqual([{ killed: true }]);
      await eventually(() => !db.contentNotifications.listening(), "the loss was noticed");
      expect(await versionReads()).toBe(1);
      const before = BigInt(await db.contentVersion());
      await db.query(`UPDATE "Category" SET "sortOrder" = "sortOrder" + 1`);
      expect(BigInt(await db.contentVersion())).toBeGreaterThan(before);
      await eventually(() => db.contentNotifications.listening(), "listening again");
      // Revalidated once after the reconnect, then trusted.
      expect(await versionReads()).toBe(1);
      expect(await versionReads()).toBe(0);
    },
  );
});
