import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isUniqueViolation, openDatabase, Prisma } from "./index.ts";
import { listMigrations } from "./migrate.ts";
import { openTestDatabase } from "./testing.ts";

describe("embedded database (PGlite under DATA_DIR)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "db-test-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("applies every migration once and keeps data across restarts", async () => {
    const target = { kind: "pglite" as const, location: path.join(dir, "pg") };
    const first = await openDatabase({ target });
    await first.prisma.newsItem.create({
      data: { id: "n1", category: "Exams", title: "GATE dates out", source: "PIB" },
    });
    await first.close();

    const second = await openDatabase({ target });
    expect(await second.prisma.newsItem.findUnique({ where: { id: "n1" } })).toMatchObject({ title: "GATE dates out" });
    const applied = await second.prisma.$queryRawUnsafe<{ migration_name: string }[]>(
      `SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(applied.map((row) => row.migration_name)).toEqual(listMigrations().map((migration) => migration.name));
    await second.close();
  });
});

describe("database rules", () => {
  it("refuses more exam participants than seats (CHECK constraint)", async () => {
    const db = await openTestDatabase();
    try {
      const exam = {
        title: "JEE Mock",
        category: "Engineering",
        duration: 180,
        examDate: new Date(),
        maxParticipants: 1,
      };
      await expect(db.prisma.exam.create({ data: { ...exam, currentParticipants: 2 } })).rejects.toThrow();
      await expect(db.prisma.exam.create({ data: { ...exam, currentParticipants: 1 } })).resolves.toBeTruthy();
    } finally {
      await db.close();
    }
  });

  it("keeps one enrollment per learner and course", async () => {
    const db = await openTestDatabase();
    try {
      const user = await db.prisma.user.create({ data: { authId: "a1", email: "a@example.com" } });
      const course = await db.prisma.course.create({ data: { title: "C Programming" } });
      const data = { userId: user.id, courseId: course.id };
      await db.prisma.enrollment.create({ data });
      const duplicate = await db.prisma.enrollment.create({ data }).catch((error: unknown) => error);
      expect(isUniqueViolation(duplicate)).toBe(true);
    } finally {
      await db.close();
    }
  });

  it("counts the SQL statements of a request", async () => {
    const db = await openTestDatabase();
    try {
      const { statements } = await db.countStatements(() => db.prisma.course.findMany({ include: { lessons: true } }));
      expect(statements.length).toBe(2);
      expect(db.kind).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    } finally {
      await db.close();
    }
  });
});

describe("PostgreSQL's connections", () => {
  // pg-pool closes a connection idle for 10 s unless the pool keeps it (prisma/src/index.ts).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "a burst after a quiet spell finds the connections the last one opened",
    { timeout: 30_000 },
    async () => {
      const db = await openTestDatabase();
      try {
        const burst = async () => {
          const rows = await Promise.all(
            Array.from({ length: 4 }, () =>
              db.query<{ pid: number }>(`SELECT pg_backend_pid() AS pid FROM pg_sleep(0.2)`),
            ),
          );
          return new Set(rows.map(([row]) => row.pid));
        };
        const first = await burst();
        expect(first.size).toBe(4);
        await new Promise((resolve) => setTimeout(resolve, 11_000));
        expect(db.pool?.total()).toBe(first.size);
        const second = await burst();
        expect([...second].filter((pid) => !first.has(pid))).toEqual([]);
      } finally {
        await db.close();
      }
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)("openEveryConnection opens the whole pool before it returns", async () => {
    const db = await openTestDatabase();
    try {
      const location = (db.jobStore as { url: string }).url;
      const gateway = await openDatabase({
        target: { kind: "postgres", location },
        poolSize: 4,
        openEveryConnection: true,
      });
      try {
        expect(gateway.pool?.total()).toBe(4);
        expect(gateway.pool?.idle()).toBe(4);
      } finally {
        await gateway.close();
      }
    } finally {
      await db.close();
    }
  });
});

describe("statements sent straight through the driver (db.sql)", () => {
  it("reads what Prisma reads: UTC timestamps in any process time zone, arrays, nested fragments, counted", async () => {
    const db = await openTestDatabase();
    const zone = process.env.TZ;
    process.env.TZ = "Asia/Kolkata";
    try {
      const enrolledAt = new Date("2026-01-15T23:45:06.789Z");
      const user = await db.prisma.user.create({ data: { authId: "a1", email: "a@example.com" } });
      const course = await db.prisma.course.create({
        data: {
          title: "DBMS",
          lessons: {
            create: [
              { title: "ER", position: 1 },
              { title: "SQL", position: 2 },
            ],
          },
        },
      });
      await db.prisma.enrollment.create({ data: { userId: user.id, courseId: course.id, enrolledAt } });
      const ofUser = Prisma.sql`e."userId" = ${user.id}`;

      const { result, statements } = await db.countStatements(
        () =>
          db.sql<{ enrolledAt: Date; titles: string[]; lessons: number }>`
          SELECT e."enrolledAt", ARRAY(SELECT l."title" FROM "Lesson" l WHERE l."courseId" = e."courseId" ORDER BY 1) AS "titles",
            (SELECT count(*)::int FROM "Lesson" l WHERE l."courseId" = e."courseId") AS "lessons"
          FROM "Enrollment" e WHERE ${ofUser} AND e."courseId" = ${course.id}`,
      );

      expect(result).toEqual([{ enrolledAt, titles: ["ER", "SQL"], lessons: 2 }]);
      const prismaRead = await db.prisma.enrollment.findFirstOrThrow({ where: { userId: user.id } });
      expect(result[0].enrolledAt.toISOString()).toBe(prismaRead.enrolledAt.toISOString());
      expect(statements).toHaveLength(1);
    } finally {
      process.env.TZ = zone;
      if (zone === undefined) delete process.env.TZ;
      await db.close();
    }
  });

  it("fails like the driver does, with the SQLSTATE the domain classifies", async () => {
    const db = await openTestDatabase();
    try {
      const user = { authId: "a1", email: "a@example.com" };
      await db.prisma.user.create({ data: user });
      const duplicate =
        await db.sql`INSERT INTO "User" ("id", "authId", "email", "updatedAt") VALUES ('u2', ${user.authId}, 'b@example.com', now())`.catch(
          (error: unknown) => error,
        );
      expect(isUniqueViolation(duplicate)).toBe(true);
    } finally {
      await db.close();
    }
  });
});
