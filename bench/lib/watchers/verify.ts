// After the ramp, with the gateways stopped: the LessonProgress rows against what the generator was told, and
// PostgreSQL's own count of rows written to the table. A report's watch time is unique and only grows
// (GREATEST on conflict), so each (learner, lesson) row must hold at least the highest acknowledged watch time.
import pg from "pg";
import type { Fixture } from "../../../gateway/test/reliability/fixtures.ts";
import type { WatchLoad } from "./watch-load.ts";

export interface WriteCount {
  /** Reports sent and reports answered 200. */
  sent: number;
  acknowledged: number;
  /** LessonProgress rows of the course, and the (learner, lesson) pairs with an acknowledged report. */
  rows: number;
  acknowledgedPairs: number;
  /** Pairs whose row is missing or holds less than the highest acknowledged watch time: must be 0. */
  lost: number;
  /** Inserts plus updates of LessonProgress counted by PostgreSQL (pg_stat_user_tables): between acknowledged and sent. */
  writtenByPostgres: number;
}

export async function countWrites(databaseUrl: string, fixture: Fixture, load: WatchLoad): Promise<WriteCount> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ userId: string; lessonId: string; watchTime: number }>(
      `SELECT "userId", "lessonId", "watchTime" FROM "LessonProgress" WHERE "courseId" = $1`,
      [fixture.courseId],
    );
    const stored = new Map(rows.map((row) => [`${row.userId}/${row.lessonId}`, row.watchTime]));
    let lost = 0;
    for (const [key, watchTime] of load.acknowledged) {
      const [learner, lesson] = key.split("/").map(Number);
      const held = stored.get(`${fixture.learners[learner].id}/${fixture.lessonIds[lesson]}`);
      if (held === undefined || held < watchTime) lost++;
    }
    return {
      ...load.totals,
      rows: rows.length,
      acknowledgedPairs: load.acknowledged.size,
      lost,
      writtenByPostgres: await writtenRows(client),
    };
  } finally {
    await client.end();
  }
}

/**
 * Backends report their statistics when idle (at most once a second) and when they end; the gateways have
 * closed their pools, so the count settles within moments. Read until two readings agree.
 */
async function writtenRows(client: pg.Client): Promise<number> {
  let previous = -1;
  for (let attempt = 0; attempt < 20; attempt++) {
    await client.query("SELECT pg_stat_clear_snapshot()");
    const { rows } = await client.query<{ written: string }>(
      `SELECT (n_tup_ins + n_tup_upd)::text AS written FROM pg_stat_user_tables WHERE relname = 'LessonProgress'`,
    );
    const written = Number(rows[0]?.written ?? 0);
    if (written === previous) return written;
    previous = written;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return previous;
}
