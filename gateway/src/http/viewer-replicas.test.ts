// Two gateways on one PostgreSQL, each with its own pool and listener as two processes have them: a sign-out, a
// password change, disabling or a role change made through one ends or changes the viewer the other has cached,
// within one second (decision 042). PGlite serves one process only, so this runs on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@app/db";
import { openTestDatabase } from "@app/db/testing";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";
import { call, graphql } from "../../test/reliability/http.ts";
import { confirmedAccount, signIn } from "../../test/reliability/identity-sessions.ts";
import { LOOSE_BUDGETS } from "../../test/start-gateway.ts";

let db: Database;
let bDatabase: Database;
let a: RunningGateway;
let b: RunningGateway;
let adminToken: string;

/** What `b` lets the token do, decided by the viewer's role alone: read the staff's moderation queue or not. */
async function scopeOnB(token: string): Promise<"staff" | "forbidden" | number> {
  const answer = await graphql(b.url, "{ moderationQueue { total } }", {}, token);
  if (answer.status !== 200) return answer.status;
  return answer.body.errors?.[0]?.extensions?.code === "forbidden" ? "forbidden" : "staff";
}

/** Asks `b` until the answer is `expected`, for at most one second. */
async function bAnswersWithinOneSecond(token: string, expected: string | number) {
  const deadline = Date.now() + 1_000;
  for (let seen = await scopeOnB(token); seen !== expected; seen = await scopeOnB(token)) {
    if (Date.now() > deadline) throw new Error(`gateway b still answers ${seen} after one second`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A learner signed in through `a` whose viewer `b` has cached. */
async function learnerSeenByB() {
  const email = await confirmedAccount(db, a.url, "viewer");
  const session = await signIn(a.url, email);
  expect(await scopeOnB(session.backend)).toBe("forbidden");
  const user = await db.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  return { email, session, userId: user.id };
}

async function staffMutation(query: string, variables: Record<string, unknown>) {
  expect((await graphql(a.url, query, variables, adminToken)).body.errors).toBeUndefined();
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("a cached viewer on a second gateway", () => {
  beforeAll(async () => {
    db = await openTestDatabase();
    const store = db.jobStore;
    if (store.kind !== "postgres") throw new Error("two gateways need PostgreSQL");
    bDatabase = await openDatabase({ target: { kind: "postgres", location: store.url } });
    const env = { RATE_LIMIT_AUTH_PER_MINUTE: "1000", ...LOOSE_BUDGETS };
    [a, b] = await Promise.all([startGatewayOn(db, env), startGatewayOn(bDatabase, env)]);
    const admin = await signIn(a.url, await confirmedAccount(db, a.url, "admin"));
    await db.prisma.user.updateMany({ where: { role: "student" }, data: { role: "admin" } });
    adminToken = admin.backend;
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await bDatabase?.close();
    await db?.close();
  });

  it("ends within one second of a sign-out through the first", async () => {
    const { session } = await learnerSeenByB();
    expect((await call(`${a.url}/auth/v1/logout`, { method: "POST", token: session.access })).status).toBe(204);
    await bAnswersWithinOneSecond(session.backend, 401);
  });

  it("ends within one second of a password change made from another session through the first", async () => {
    const { email, session } = await learnerSeenByB();
    const other = await signIn(a.url, email);
    const changed = await call(`${a.url}/auth/v1/user`, {
      method: "PUT",
      token: other.access,
      body: { password: "a brand new secret" },
    });
    expect(changed.status).toBe(200);
    await bAnswersWithinOneSecond(session.backend, 401);
    expect(await scopeOnB(other.backend)).toBe("forbidden");
  });

  it("ends within one second of the account being disabled through the first", async () => {
    const { session, userId } = await learnerSeenByB();
    await staffMutation(`mutation($id: ID!) { setUserDisabled(id: $id, disabled: true) { id } }`, { id: userId });
    await bAnswersWithinOneSecond(session.backend, 401);
  });

  it("gives the new role's rights within one second of a role change through the first", async () => {
    const { session, userId } = await learnerSeenByB();
    await staffMutation(`mutation($id: ID!) { setUserRole(id: $id, role: instructor) { id } }`, { id: userId });
    await bAnswersWithinOneSecond(session.backend, "staff");
  });
});
