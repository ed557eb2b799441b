// The viewer cache (decision 042) against a real database: a cached viewer costs no statement, and each way a
// token ends or loses its rights (sign-out, a password change, disabling, a role change, its session's own end)
// takes effect within one second. On PostgreSQL the change is written by a second database handle, as another
// gateway writes it, so only the triggers' notification can tell this one; on PGlite, one process, by this one.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@app/db";
import { openTestDatabase } from "@app/db/testing";
import type { ViewerClaims } from "@app/schema";
import { replacePassword } from "../auth/users.service.ts";
import { createViewerCache, type ViewerCache } from "./viewer-cache.ts";
import { endListener, until } from "../../test/listener-loss.ts";

let db: Database;
let writer: Database;
let cache: ViewerCache;

beforeAll(async () => {
  db = await openTestDatabase();
  const store = db.jobStore;
  writer = store.kind === "postgres" ? await openDatabase({ target: { kind: "postgres", location: store.url } }) : db;
  cache = createViewerCache(db);
});
afterAll(async () => {
  if (writer !== db) await writer.close();
  await db.close();
});

async function signedIn(label: string, notAfter?: Date): Promise<ViewerClaims & { authId: string }> {
  const authId = crypto.randomUUID();
  const email = `${label}-${authId}@example.com`;
  await db.prisma.authUser.create({ data: { id: authId, email } });
  const user = await db.prisma.user.create({ data: { authId, email } });
  const session = await db.prisma.authSession.create({ data: { userId: authId, notAfter } });
  return { userId: user.id, sessionId: session.id, authId };
}

/** Resolves the claims until `done` holds, for at most one second. */
async function withinOneSecond(claims: ViewerClaims, done: (role: string | null) => boolean) {
  const deadline = Date.now() + 1_000;
  for (;;) {
    const role = (await cache.resolve(claims, true))?.role ?? null;
    if (done(role)) return role;
    if (Date.now() > deadline) throw new Error(`still ${role} after one second`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The statements a second resolve costs once the first one has cached the viewer. */
async function cachedCost(claims: ViewerClaims) {
  expect(await cache.resolve(claims, true)).not.toBeNull();
  return (await db.countStatements(() => cache.resolve(claims, true))).statements.length;
}

describe("viewer cache", () => {
  it("answers a repeated token from memory while notifications are heard", async () => {
    const claims = await signedIn("repeat");
    expect(db.viewerChanges.listening()).toBe(true);
    expect(await cachedCost(claims)).toBe(0);
  });

  it("ends a token within one second of its sign-out", async () => {
    const claims = await signedIn("signout");
    expect(await cachedCost(claims)).toBe(0);
    await writer.prisma.authSession.deleteMany({ where: { id: claims.sessionId! } });
    await withinOneSecond(claims, (role) => role === null);
  });

  it("ends the other sessions' tokens within one second of a password change, and keeps the changing one", async () => {
    const claims = await signedIn("password");
    const kept = { ...claims, sessionId: (await db.prisma.authSession.create({ data: { userId: claims.authId } })).id };
    expect(await cachedCost(claims)).toBe(0);
    expect(await cachedCost(kept)).toBe(0);
    await replacePassword(writer.prisma, claims.authId, "new-hash", kept.sessionId);
    await withinOneSecond(claims, (role) => role === null);
    expect((await cache.resolve(kept, true))?.userId).toBe(claims.userId);
  });

  it("ends a token within one second of its account being disabled", async () => {
    const claims = await signedIn("disabled");
    expect(await cachedCost(claims)).toBe(0);
    await writer.prisma.user.update({ where: { id: claims.userId }, data: { disabledAt: new Date() } });
    await withinOneSecond(claims, (role) => role === null);
  });

  it("gives a token its new role within one second of a role change", async () => {
    const claims = await signedIn("role");
    expect(await cachedCost(claims)).toBe(0);
    await writer.prisma.user.update({ where: { id: claims.userId }, data: { role: "instructor" } });
    await withinOneSecond(claims, (role) => role === "instructor");
  });

  it("hears the triggers of a change this handle did not send", async () => {
    const claims = await signedIn("trigger");
    expect(await cachedCost(claims)).toBe(0);
    // Past the handle's statements (so past its own-write rule): PGlite's connection itself, or the other handle.
    const store = db.jobStore;
    const elsewhere =
      store.kind === "pglite" ? (sql: string) => store.pglite.exec(sql) : (sql: string) => writer.query(sql);
    await elsewhere(`DELETE FROM "auth_sessions" WHERE "id" = '${claims.sessionId}'`);
    await withinOneSecond(claims, (role) => role === null);
  });

  it("ends a cached token when its session reaches its notAfter, with no write", async () => {
    const notAfter = new Date(Date.now() + 2_000);
    const claims = await signedIn("expiry", notAfter);
    expect(await cachedCost(claims)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, notAfter.getTime() - Date.now() + 50));
    expect(await cache.resolve(claims, true)).toBeNull();
  });

  it("keeps at most `max` viewers", async () => {
    const small = createViewerCache(db, { max: 3 });
    for (let index = 0; index < 5; index++)
      expect(await small.resolve(await signedIn(`bound${index}`), true)).not.toBeNull();
    expect(small.size()).toBe(3);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "reads every time while the listener is lost, then trusts again",
    async () => {
      const claims = await signedIn("lost");
      expect(await cachedCost(claims)).toBe(0);
      expect(await endListener(db)).toBeGreaterThan(0);
      await until(() => !db.viewerChanges.listening());
      const cost = async () => (await db.countStatements(() => cache.resolve(claims, true))).statements.length;
      expect([await cost(), await cost()]).toEqual([1, 1]);
      await until(() => db.viewerChanges.listening());
      expect([await cost(), await cost()]).toEqual([1, 0]);
    },
  );
});
