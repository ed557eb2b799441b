// Two gateways on one PostgreSQL, each with its own pool and listener as two processes have them: a sign-out, a
// password change, disabling or a role change made through one ends or changes the viewer the other has cached,
// within one second (decision 042). PGlite serves one process only, so this runs on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@app/db";
import { LOOSE_BUDGETS, startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { buildApp, type App } from "../app.ts";
import { loadConfig } from "../config/env.ts";
import { call } from "../rest/rest-test-helpers.ts";
import { clientFor, confirmedClient, uniqueEmail } from "../auth/auth-test-helpers.ts";

const PASSWORD = "viewer-password-1";
let a: TestGateway;
let b: TestGateway;
let bDatabase: Database | undefined;
let bApp: App | undefined;
let adminToken: string;

/** A second gateway on the first one's database and data directory (so its secrets), through its own handle. */
async function secondGateway(first: TestGateway): Promise<TestGateway> {
  const store = first.app.services.db.jobStore;
  if (store.kind !== "postgres") throw new Error("two gateways need PostgreSQL");
  bDatabase = await openDatabase({ target: { kind: "postgres", location: store.url } });
  const env = { NODE_ENV: "test", DATA_DIR: first.config.dataDir, LOG_LEVEL: "silent", PORT: "0", ...LOOSE_BUDGETS };
  const config = loadConfig(env);
  bApp = await buildApp(config, { db: bDatabase });
  await bApp.server.listen({ port: 0, host: "127.0.0.1" });
  const address = bApp.server.server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { url, app: bApp, config, close: async () => undefined };
}

async function backendLogin(gateway: TestGateway, accessToken: string) {
  const login = await call(gateway, "POST", "/api/auth/supabase-login", { body: { supabaseToken: accessToken } });
  return { token: login.json.token as string, userId: login.json.user.id as string };
}

/** A learner signed in through `a` whose viewer `b` has cached. */
async function learnerSeenByB() {
  const email = uniqueEmail("viewer");
  const { client, session } = await confirmedClient(a.url, email, PASSWORD);
  const login = await backendLogin(a, session.access_token);
  expect(await scopeOnB(login.token)).toBe("forbidden");
  return { client, email, ...login };
}

/** What `b` lets the token do, decided by the viewer's role alone: read the staff's moderation queue or not. */
async function scopeOnB(token: string): Promise<"staff" | "forbidden" | number> {
  const answer = await call(b, "POST", "/graphql", { token, body: { query: "{ moderationQueue { total } }" } });
  if (answer.status !== 200) return answer.status;
  return answer.json.errors?.[0]?.extensions?.code === "forbidden" ? "forbidden" : "staff";
}

/** Asks `b` until the answer is `expected`, for at most one second. */
async function bAnswersWithinOneSecond(token: string, expected: string | number) {
  const deadline = Date.now() + 1_000;
  for (let seen = await scopeOnB(token); seen !== expected; seen = await scopeOnB(token)) {
    if (Date.now() > deadline) throw new Error(`gateway b still answers ${seen} after one second`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const staffMutation = (query: string, variables: Record<string, unknown>) =>
  call(a, "POST", "/graphql", { token: adminToken, body: { query, variables } });

describe.skipIf(!process.env.TEST_DATABASE_URL)("a cached viewer on a second gateway", () => {
  beforeAll(async () => {
    a = await startTestGateway({ RATE_LIMIT_AUTH_PER_MINUTE: "1000" });
    b = await secondGateway(a);
    const { session } = await confirmedClient(a.url, uniqueEmail("admin"), PASSWORD);
    const admin = await backendLogin(a, session.access_token);
    await a.app.services.db.prisma.user.update({ where: { id: admin.userId }, data: { role: "admin" } });
    adminToken = admin.token;
  });
  afterAll(async () => {
    await bApp?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it("ends within one second of a sign-out through the first", async () => {
    const learner = await learnerSeenByB();
    expect((await learner.client.auth.signOut()).error).toBeNull();
    await bAnswersWithinOneSecond(learner.token, 401);
  });

  it("ends within one second of a password change made from another session through the first", async () => {
    const learner = await learnerSeenByB();
    const other = await clientFor(a.url);
    expect((await other.auth.signInWithPassword({ email: learner.email, password: PASSWORD })).error).toBeNull();
    expect((await other.auth.updateUser({ password: "viewer-password-2" })).error).toBeNull();
    await bAnswersWithinOneSecond(learner.token, 401);
  });

  it("ends within one second of the account being disabled through the first", async () => {
    const learner = await learnerSeenByB();
    const disabled = await staffMutation(`mutation($id: ID!) { setUserDisabled(id: $id, disabled: true) { id } }`, {
      id: learner.userId,
    });
    expect(disabled.json.errors).toBeUndefined();
    await bAnswersWithinOneSecond(learner.token, 401);
  });

  it("gives the new role's rights within one second of a role change through the first", async () => {
    const learner = await learnerSeenByB();
    const changed = await staffMutation(`mutation($id: ID!) { setUserRole(id: $id, role: instructor) { id } }`, {
      id: learner.userId,
    });
    expect(changed.json.errors).toBeUndefined();
    await bAnswersWithinOneSecond(learner.token, "staff");
  });
});
