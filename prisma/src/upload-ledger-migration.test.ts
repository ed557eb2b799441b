// The migration that adds the upload ledger and the certificate snapshot, run over rows written before it: files
// the course rows name become that course's (shared ones nobody's, avatars never a course's), and certificates
// keep the name and title they showed that day.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMigrations } from "./migrate.ts";

const MIGRATION = "20261126010000_upload_ledger_and_certificate_snapshot";
let pg: PGlite;

beforeAll(async () => {
  pg = new PGlite();
  const migrations = listMigrations();
  for (const migration of migrations.slice(
    0,
    migrations.findIndex((each) => each.name === MIGRATION),
  ))
    await pg.exec(migration.sql);
  await pg.exec(`
    INSERT INTO "User" ("id", "authId", "email", "name", "firstName", "lastName", "updatedAt") VALUES
      ('u1', 'a1', 'asha@example.com', '', 'Asha', 'Verma', now()),
      ('u2', 'a2', 'ravi@example.com', 'Ravi Kumar', 'R', 'K', now());
    INSERT INTO "Course" ("id", "title", "thumbnail", "updatedAt") VALUES
      ('c1', 'Python Basics', '/api/files/images/courses/c1.0123456789abcdef0123.400x192.jpg', now()),
      ('c2', 'SQL', NULL, now());
    INSERT INTO "Lesson" ("id", "courseId", "position", "title", "videoUrl", "url", "updatedAt") VALUES
      ('l1', 'c1', 1, 'One', '/api/files/lesson-content/one.mp4', 'https://youtu.be/abcdefghijk', now()),
      ('l2', 'c2', 1, 'Two', '/api/files/lesson-content/shared.mp4', NULL, now()),
      ('l3', 'c1', 2, 'Three', '/api/files/lesson-content/shared.mp4', NULL, now());
    INSERT INTO "LessonContent" ("id", "lessonId", "type", "url") VALUES
      ('n1', 'l1', 'note', '/api/files/lesson-content/a.pdf, /api/files/lesson-content/b.pdf?v=2,/api/files/avatars/u1.png');
    INSERT INTO "Certificate" ("id", "code", "userId", "courseId") VALUES ('x1', 'VP-A', 'u1', 'c1'), ('x2', 'VP-B', 'u2', 'c2');
  `);
  await pg.exec(migrations.find((each) => each.name === MIGRATION)!.sql);
});
afterAll(() => pg?.close());

describe(MIGRATION, () => {
  it("records the files course rows name for the one course naming them", async () => {
    const { rows } = await pg.query<{ key: string; courseId: string | null }>(
      `SELECT "key", "courseId" FROM "StoredFile" ORDER BY "key"`,
    );
    expect(rows).toEqual([
      { key: "images/courses/c1.0123456789abcdef0123.400x192.jpg", courseId: "c1" },
      { key: "lesson-content/a.pdf", courseId: "c1" },
      { key: "lesson-content/b.pdf", courseId: "c1" },
      { key: "lesson-content/one.mp4", courseId: "c1" },
      { key: "lesson-content/shared.mp4", courseId: null },
    ]);
  });

  it("gives existing certificates the name and title they showed, and allows a replaced one beside the current", async () => {
    const { rows } = await pg.query(`SELECT "code", "holderName", "courseTitle" FROM "Certificate" ORDER BY "code"`);
    expect(rows).toEqual([
      { code: "VP-A", holderName: "Asha Verma", courseTitle: "Python Basics" },
      { code: "VP-B", holderName: "Ravi Kumar", courseTitle: "SQL" },
    ]);
    await pg.exec(`UPDATE "Certificate" SET "replacedAt" = now() WHERE "id" = 'x1'`);
    await pg.exec(
      `INSERT INTO "Certificate" ("id", "code", "userId", "courseId", "holderName", "courseTitle") VALUES ('x3', 'VP-C', 'u1', 'c1', 'Asha V', 'Python Basics')`,
    );
    await expect(
      pg.exec(
        `INSERT INTO "Certificate" ("id", "code", "userId", "courseId", "holderName", "courseTitle") VALUES ('x4', 'VP-D', 'u1', 'c1', 'Asha', 'Python Basics')`,
      ),
    ).rejects.toThrow(/unique/);
  });
});
