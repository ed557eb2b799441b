// A test database starts as a copy of one migrated database (./testing.ts): the copy must be the database the
// migrations make, or every test would run against something a deployment never has.
import crypto from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./index.ts";
import { listMigrations } from "./migrate.ts";
import { openTestDatabase } from "./testing.ts";

/** Tables, columns, indexes, constraints, triggers, functions and the migrations recorded, in a fixed order. */
async function shapeOf(db: Database) {
  const rows = (sql: string) => db.query(sql).then((result) => result.map((row) => Object.values(row).join(" ")));
  return {
    columns: await rows(`SELECT table_name, column_name, data_type, is_nullable, column_default
      FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`),
    indexes: await rows(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`),
    constraints: await rows(`SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid) FROM pg_constraint
      WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`),
    triggers: await rows(`SELECT tgrelid::regclass::text, tgname, pg_get_triggerdef(oid) FROM pg_trigger
      WHERE NOT tgisinternal ORDER BY 1, 2`),
    functions: await rows(`SELECT proname, md5(prosrc) FROM pg_proc WHERE pronamespace = 'public'::regnamespace
      ORDER BY 1, 2`),
    migrations: await rows(`SELECT migration_name, checksum FROM "_prisma_migrations" ORDER BY migration_name`),
  };
}

/** A database migrated afresh, as a gateway's first start makes it. */
async function migratedAfresh(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ target: { kind: "pglite", location: "memory://" } });
  const name = `test_fresh_${crypto.randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ target: { kind: "postgres", location: url.toString() } });
  return { ...db, close: () => db.close().then(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}

describe("a test database", () => {
  // Migrates twice when it is the first to need the copy (afresh, and the copy itself): about 30 s on a busy machine.
  it("is the database the migrations make, with every migration recorded", { timeout: 120_000 }, async () => {
    const fresh = await migratedAfresh();
    const copy = await openTestDatabase();
    try {
      const [expected, actual] = [await shapeOf(fresh), await shapeOf(copy)];
      expect(actual.migrations.map((row) => row.split(" ")[0])).toEqual(listMigrations().map((m) => m.name));
      expect(actual.triggers.length).toBeGreaterThan(0);
      expect(actual).toEqual(expected);
    } finally {
      await Promise.all([fresh.close(), copy.close()]);
    }
  });

  it("starts empty every time: rows written in one are not in the next", async () => {
    const first = await openTestDatabase();
    try {
      await first.prisma.newsItem.create({ data: { id: "n1", category: "Exams", title: "GATE", source: "PIB" } });
    } finally {
      await first.close();
    }
    const second = await openTestDatabase();
    try {
      expect(await second.prisma.newsItem.count()).toBe(0);
    } finally {
      await second.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "is made again when another run dropped the PostgreSQL copy it starts from",
    { timeout: 120_000 },
    async () => {
      await (await openTestDatabase()).close();
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ datname: string }>(
          `SELECT datname FROM pg_database WHERE datname LIKE 'test\\_template\\_%' AND datname NOT LIKE '%building'`,
        );
        expect(rows.length).toBeGreaterThan(0);
        for (const { datname } of rows) await admin.query(`DROP DATABASE ${datname}`);
      } finally {
        await admin.end();
      }
      const db = await openTestDatabase();
      try {
        expect((await shapeOf(db)).migrations).toHaveLength(listMigrations().length);
      } finally {
        await db.close();
      }
    },
  );
});
