// Mock tests prepared ahead of their opening (decision 044): a sitting's learners start within its first minute,
// so each gateway prepares the published tests opening soon before they open, and the first start there is its
// one insert like every other. The preparation is the process's own (a durable job could not fill another
// gateway's memory), so each gateway looks for itself; the insert's revision check still catches an edit made
// after the look.
import type { Database } from "@app/db";
import { forgetPrepared, preparedTest } from "./mock-test-prepared.service.ts";

/** How long before its opening a test is prepared. */
export const AHEAD_MS = 60_000;
/** How often a gateway looks: one indexed query, so a test is prepared 30 to 60 s before it opens. */
export const LOOK_EVERY_MS = 30_000;
/** A gateway started during a sitting's first minutes (a restart, a replica added) prepares its test at once. */
const OPENED_WITHIN_MS = 10 * 60_000;
/** Tests prepared per look, nearest opening first: few sittings open together, and a process keeps 32 at most. */
const AT_ONCE = 4;

/**
 * Prepares, one after another, the published tests opening within `aheadMs` or opened in the last minutes and not
 * closed; a kept preparation of an older revision is read again. Answers the ids looked at; a test whose
 * preparation failed is passed to `onError` and left to its first start.
 */
export async function prepareOpeningSoon(
  db: Database,
  options: { aheadMs?: number; onError: (error: unknown, testId: string) => void },
): Promise<string[]> {
  const soon = await db.sql<{ id: string; revision: number }>`
    SELECT "id", "revision" FROM "MockTest"
    WHERE "opensAt" BETWEEN now() - ${OPENED_WITHIN_MS}::int * interval '1 ms'
        AND now() + ${options.aheadMs ?? AHEAD_MS}::int * interval '1 ms'
      AND "published" AND COALESCE(now() < "closesAt", true)
    ORDER BY abs(extract(epoch FROM "opensAt" - now())) LIMIT ${AT_ONCE}::int`;
  for (const { id, revision } of soon) {
    try {
      const preparing = preparedTest(db, id);
      if ((await preparing)?.revision === revision) continue;
      forgetPrepared(db, id, preparing);
      await preparedTest(db, id);
    } catch (error) {
      options.onError(error, id);
    }
  }
  return soon.map((test) => test.id);
}

export interface PreparingAhead {
  /** Stops looking; resolves once a look under way has finished. */
  stop(): Promise<void>;
}

/**
 * Looks at once (a gateway starting during a sitting prepares it before it serves) and then every `everyMs`, each
 * look after the last has finished. A failed look is passed to `onError` and the next one tries again.
 */
export async function prepareMockTestsAhead(
  db: Database,
  options: { everyMs?: number; aheadMs?: number; onError: (error: unknown, testId?: string) => void },
): Promise<PreparingAhead> {
  let timer: NodeJS.Timeout | undefined;
  let looking: Promise<void> = Promise.resolve();
  let stopped = false;
  const look = async () => {
    await prepareOpeningSoon(db, options).catch((error: unknown) => options.onError(error));
    if (!stopped) timer = setTimeout(() => (looking = look()), options.everyMs ?? LOOK_EVERY_MS).unref();
  };
  await (looking = look());
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await looking;
    },
  };
}
