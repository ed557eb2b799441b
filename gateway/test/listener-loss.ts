// A gateway's listener cut as a lost connection would cut it (PostgreSQL only): the caches that trust the
// database's announcements must read through until it listens again (decisions 010, 042, 047).
import { LISTENER_NAME, type Database } from "@app/db";

/** Ends the database handle's listening connection from the server's side; answers how many were ended. */
export async function endListener(db: Database): Promise<number> {
  const ended = await db.query(
    `SELECT pg_terminate_backend("pid") FROM pg_stat_activity WHERE "application_name" = $1 AND "datname" = current_database() AND "pid" <> pg_backend_pid()`,
    [LISTENER_NAME],
  );
  return ended.length;
}

/** Waits until `done` holds, for at most 5 s. */
export async function until(done: () => boolean) {
  for (let waited = 0; !done(); waited += 25) {
    if (waited > 5_000) throw new Error("never happened");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
