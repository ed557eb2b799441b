import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { preparedStatements, usesTransactionPooler } from "./prepared-statements.ts";

describe("when statements may be prepared", () => {
  it("not behind PgBouncer in transaction mode (pgbouncer=true, Prisma's convention)", () => {
    expect(usesTransactionPooler("postgresql://u:p@pooler.supabase.com:6543/postgres?pgbouncer=true")).toBe(true);
    expect(usesTransactionPooler("postgresql://u:p@db.example.com:5432/postgres")).toBe(false);
    expect(usesTransactionPooler("postgresql://u:p@db.example.com:5432/postgres?sslmode=require&pgbouncer=false")).toBe(
      false,
    );
  });
});

// Only PostgreSQL prepares (CI's second pass sets TEST_DATABASE_URL); the statements here only read.
describe.skipIf(!process.env.TEST_DATABASE_URL)("prepared statements on PostgreSQL", () => {
  // One connection per test, so what pg_prepared_statements shows is what that test prepared.
  const pools: pg.Pool[] = [];
  const onePool = () => pools[pools.push(new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 })) - 1];
  afterAll(() => Promise.all(pools.map((pool) => pool.end())));
  const PREPARED = `SELECT "name", "statement" FROM pg_prepared_statements WHERE "statement" LIKE $1`;

  it("prepares each text once per connection and reuses it", async () => {
    const run = preparedStatements(onePool());
    const marker = `prepared-${Date.now()}`;
    for (let call = 0; call < 3; call++) await run(PREPARED, [`%${marker}%`]);
    const rows = await run<{ name: string; statement: string }>(`${PREPARED} AND $2::text IS NOT NULL`, [
      "%pg_prepared_statements%",
      marker,
    ]);
    expect(rows.map((row) => row.name).sort()).toEqual(["vp_0", "vp_1"]);
  });

  it("runs texts past the limit unnamed instead of growing without bound", async () => {
    const run = preparedStatements(onePool(), 1);
    await run(`SELECT 1 AS "first"`);
    const rows = await run<{ name: string }>(
      `SELECT "name" FROM pg_prepared_statements WHERE "statement" LIKE '%AS "second"%'`,
    );
    expect(rows).toEqual([]);
  });
});
