// This process's own viewer writes (decision 042) forget its cached viewers at once, before the triggers'
// notification arrives; a Prisma transaction that wrote one forgets them again at its COMMIT, since a viewer read
// between the write and the commit may have kept the old session or role (index.ts, VIEWER_WRITE).
import crypto from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "./index.ts";
import { openTestDatabase } from "./testing.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/** What the viewer feed told from now on (null: forget every viewer), up to a marker sent after everything before. */
async function toldDuring(run: (told: ReadonlyArray<string | null>) => Promise<void>) {
  for (let waited = 0; !db.viewerChanges.listening(); waited += 10) {
    if (waited > 5_000) throw new Error("never listening");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const told: Array<string | null> = [];
  const unsubscribe = db.viewerChanges.subscribe((userId) => told.push(userId));
  try {
    await run(told);
    const marker = `marker-${crypto.randomUUID()}`;
    await db.query(`SELECT pg_notify('viewer_changed', $1)`, [marker]);
    for (let waited = 0; !told.includes(marker); waited += 10) {
      if (waited > 5_000) throw new Error("the marker was never heard");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return told.slice(0, told.indexOf(marker));
  } finally {
    unsubscribe();
  }
}

it("forgets every viewer at a role change in a transaction, and again at its COMMIT", async () => {
  const authId = crypto.randomUUID();
  const { id } = await db.prisma.user.create({ data: { authId, email: `viewer-${authId}@example.com` } });
  let atWrite: Array<string | null> = [];
  const told = await toldDuring(async (sofar) => {
    await db.prisma.$transaction(async (tx) => {
      await tx.user.update({ where: { id }, data: { role: "instructor" } });
      atWrite = [...sofar];
    });
  });
  expect(atWrite).toEqual([null]);
  // At the write (before the COMMIT): forget all; at the COMMIT: forget all again; then the trigger names the user.
  expect(told.filter((userId) => userId === null)).toHaveLength(2);
  expect(told).toContain(id);
});

it("forgets no viewer at the COMMIT of a transaction that wrote none", async () => {
  expect(await toldDuring(async () => void (await db.prisma.$transaction(async (tx) => tx.user.count())))).toEqual([]);
});
