// The migration that gives attempts from before stored papers the paper the code used to build for them: the
// test's sections in order with timed sections one after another, their questions in order and options unshuffled;
// an attempt of a test without sections gets an empty paper, and the column is required from then on.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMigrations } from "./migrate.ts";

const MIGRATION = "20261129120000_mock_test_legacy_papers";
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
    INSERT INTO "User" ("id", "authId", "email", "updatedAt") VALUES ('u1', 'a1', 'asha@example.com', now());
    INSERT INTO "MockTest" ("id", "title", "durationMinutes", "updatedAt") VALUES
      ('t1', 'Reasoning', 60, now()), ('t2', 'Empty', 10, now());
    INSERT INTO "MockTestSection" ("id", "testId", "name", "position", "timeLimitMinutes") VALUES
      ('s3', 't1', 'Open', 3, NULL), ('s1', 't1', 'First', 1, 10), ('s2', 't1', 'Second', 2, 20);
    INSERT INTO "MockTestQuestion" ("id", "sectionId", "position", "text", "options", "correctOption") VALUES
      ('q2', 's1', 2, 'Two', ARRAY['a', 'b'], 0), ('q1', 's1', 1, 'One', ARRAY['a', 'b', 'c', 'd'], 1),
      ('q3', 's3', 1, 'Three', ARRAY['a', 'b', 'c'], 2);
    INSERT INTO "MockTestAttempt" ("id", "testId", "userId", "endsAt", "submittedAt", "paper") VALUES
      ('old', 't1', 'u1', now(), now(), NULL), ('empty', 't2', 'u1', now(), now(), NULL),
      ('new', 't1', 'u1', now(), NULL, '{"sections": [{"id": "s2", "questions": []}]}');
  `);
  await pg.exec(migrations.find((each) => each.name === MIGRATION)!.sql);
});
afterAll(() => pg?.close());

const paperOf = async (id: string) =>
  (await pg.query<{ paper: unknown }>(`SELECT "paper" FROM "MockTestAttempt" WHERE "id" = $1`, [id])).rows[0].paper;

describe(MIGRATION, () => {
  it("gives an attempt without a paper its test's own order, timed sections one after another", async () => {
    expect(await paperOf("old")).toEqual({
      sections: [
        {
          id: "s1",
          opensAfterSeconds: 0,
          closesAfterSeconds: 600,
          questions: [
            { id: "q1", options: [0, 1, 2, 3] },
            { id: "q2", options: [0, 1] },
          ],
        },
        { id: "s2", opensAfterSeconds: 600, closesAfterSeconds: 1800, questions: [] },
        { id: "s3", opensAfterSeconds: 1800, closesAfterSeconds: null, questions: [{ id: "q3", options: [0, 1, 2] }] },
      ],
    });
  });

  it("gives a test without sections an empty paper and leaves stored papers alone", async () => {
    expect(await paperOf("empty")).toEqual({ sections: [] });
    expect(await paperOf("new")).toEqual({ sections: [{ id: "s2", questions: [] }] });
  });

  it("requires a paper from then on", async () => {
    await expect(
      pg.exec(
        `INSERT INTO "MockTestAttempt" ("id", "testId", "userId", "endsAt", "submittedAt") VALUES ('late', 't1', 'u1', now(), now())`,
      ),
    ).rejects.toThrow(/null/);
  });
});
