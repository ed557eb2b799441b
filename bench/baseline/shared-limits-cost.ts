// What a shared rate-limit attempt costs (docs/operations.md): one upsert into RateLimitBucket, sequential latency and
// concurrent attempts per second, on PGlite and (with TEST_DATABASE_URL) on a scratch PostgreSQL database.
// Run: npx tsx bench/baseline/shared-limits-cost.ts
import crypto from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseTarget } from "@app/db";
import { createSharedWindows } from "../../gateway/src/security/rate-limit-buckets.ts";

const ATTEMPTS = 2_000;
const CLIENTS = 200;

async function measure(target: DatabaseTarget) {
  const db = await openDatabase({ target });
  try {
    const windows = createSharedWindows(db);
    for (let i = 0; i < CLIENTS; i++) await windows.hit(`client-${i}`, 60_000);
    let started = performance.now();
    for (let i = 0; i < ATTEMPTS; i++) await windows.hit(`client-${i % CLIENTS}`, 60_000);
    const sequentialMs = (performance.now() - started) / ATTEMPTS;
    started = performance.now();
    await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => windows.hit(`client-${i % CLIENTS}`, 60_000)));
    const perSecond = ATTEMPTS / ((performance.now() - started) / 1000);
    const { statements } = await db.countStatements(() => windows.hit("client-0", 60_000));
    console.log(
      `${target.kind}: ${sequentialMs.toFixed(2)} ms per attempt in sequence, ${Math.round(perSecond)} attempts/s concurrently, ${statements.length} statement per attempt`,
    );
  } finally {
    await db.close();
  }
}

async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await measure({ kind: "pglite", location: "memory://" });
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = `limits_cost_${crypto.randomBytes(4).toString("hex")}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await measure({ kind: "postgres", location: url.toString() });
  } finally {
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
