// The backend token is bound to the identity session it was exchanged from and dies
// with it (sign-out, password change, a revoked refresh chain); a password change from the profile ends the
// learner's other sessions and outstanding reset links like PUT /auth/v1/user does; /graphql answers 401 to a token
// that is no longer valid instead of serving it as anonymous.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@app/db";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";
import { call, graphql } from "../../test/reliability/http.ts";
import { confirmedAccount, PASSWORD, refresh, signIn } from "../../test/reliability/identity-sessions.ts";
import { linksIn } from "../mail/dev-mailbox.routes.ts";

let db: Database;
let gateway: RunningGateway;

beforeAll(async () => {
  db = await openDatabase({ target: { kind: "pglite", location: "memory://" } });
  gateway = await startGatewayOn(db, {
    RATE_LIMIT_AUTH_PER_MINUTE: "1000",
    AUTH_EMAIL_MIN_INTERVAL_SECONDS: "0",
    REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: "0",
  });
});
afterAll(async () => {
  await gateway?.close();
  await db?.close();
});

const account = (label: string) => confirmedAccount(db, gateway.url, label);
const restStatus = async (token: string) => (await call(`${gateway.url}/api/enrollments/my`, { token })).status;
const graphqlStatus = async (token: string) => (await graphql(gateway.url, "{ me { id } }", {}, token)).status;
const statuses = async (token: string) => [await restStatus(token), await graphqlStatus(token)];

async function latestResetLink(email: string): Promise<string> {
  const recover = await call(`${gateway.url}/auth/v1/recover`, { body: { email } });
  expect(recover.status).toBe(200);
  const [latest] = (await call(`${gateway.url}/dev/mailbox/messages?to=${encodeURIComponent(email)}`)).body;
  return linksIn(latest.html)[0];
}

const openLink = async (link: string) => (await fetch(link, { redirect: "manual" })).headers.get("location") ?? "";

describe("the backend token ends with its identity session (point 4)", () => {
  it("is refused with 401 on REST and /graphql at the first request after a global sign-out", async () => {
    const email = await account("logout");
    const session = await signIn(gateway.url, email);
    expect(await statuses(session.backend)).toEqual([200, 200]);
    const logout = await call(`${gateway.url}/auth/v1/logout?scope=global`, { method: "POST", token: session.access });
    expect(logout.status).toBe(204);
    expect(await statuses(session.backend)).toEqual([401, 401]);
  });

  it("is refused once a password change through PUT /auth/v1/user ended its session; the changer's own token lives", async () => {
    const email = await account("update-user");
    const other = await signIn(gateway.url, email);
    const changer = await signIn(gateway.url, email);
    const update = await call(`${gateway.url}/auth/v1/user`, {
      method: "PUT",
      token: changer.access,
      body: { password: "a brand new secret" },
    });
    expect(update.status, update.text).toBe(200);
    expect(await statuses(other.backend)).toEqual([401, 401]);
    expect(await statuses(changer.backend)).toEqual([200, 200]);
  });

  it("is refused once reuse of a rotated refresh token revoked the session", async () => {
    const email = await account("reuse");
    const session = await signIn(gateway.url, email);
    expect((await refresh(gateway.url, session.refresh)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await refresh(gateway.url, session.refresh)).status).toBe(400);
    expect(await statuses(session.backend)).toEqual([401, 401]);
  });

  it("leaves the tokens of the learner's other sessions alone after a local sign-out", async () => {
    const email = await account("local");
    const leaving = await signIn(gateway.url, email);
    const staying = await signIn(gateway.url, email);
    await call(`${gateway.url}/auth/v1/logout?scope=local`, { method: "POST", token: leaving.access });
    expect(await statuses(leaving.backend)).toEqual([401, 401]);
    expect(await statuses(staying.backend)).toEqual([200, 200]);
  });
});

describe("a password change from the profile (point 3)", () => {
  const changes = {
    REST: (token: string, current: string, next: string) =>
      call(`${gateway.url}/api/users/me/password`, {
        method: "PUT",
        token,
        body: { currentPassword: current, newPassword: next },
      }),
    GraphQL: (token: string, current: string, next: string) =>
      graphql(
        gateway.url,
        "mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }",
        { c: current, n: next },
        token,
      ),
  };

  for (const [transport, change] of Object.entries(changes)) {
    it(`over ${transport} ends the other sessions and older reset links, and keeps the session it came from`, async () => {
      const email = await account(`profile-${transport}`);
      const other = await signIn(gateway.url, email);
      const current = await signIn(gateway.url, email);
      const resetLink = await latestResetLink(email);

      const changed = await change(current.backend, PASSWORD, "the new password 1");
      expect(changed.status, changed.text).toBe(200);

      expect((await refresh(gateway.url, other.refresh)).status, "other session's refresh").toBe(400);
      expect(await statuses(other.backend), "other session's backend token").toEqual([401, 401]);
      expect(await openLink(resetLink), "older reset link").toMatch(/error_code=otp_expired/);
      expect(await statuses(current.backend), "the changer's backend token").toEqual([200, 200]);
      expect((await refresh(gateway.url, current.refresh)).status, "the changer's refresh").toBe(200);
      const again = await call(`${gateway.url}/auth/v1/token?grant_type=password`, {
        body: { email, password: "the new password 1" },
      });
      expect(again.status).toBe(200);
    });
  }
});

describe("/graphql with a token that is no longer valid (point 10a)", () => {
  it("answers 401 with WWW-Authenticate and an invalid_token error, as REST does; no token stays anonymous", async () => {
    const email = await account("graphql-401");
    const session = await signIn(gateway.url, email);
    const expired = session.backend.replace(/\.[^.]+$/, ".c2lnbmF0dXJl");
    for (const token of [expired, "not-a-jwt", session.access]) {
      const response = await graphql(gateway.url, "{ courses { id } }", {}, token);
      expect(response.status, token).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe(
        (await call(`${gateway.url}/api/enrollments/my`, { token })).headers.get("www-authenticate"),
      );
      expect(response.body.errors?.[0].extensions?.code).toBe("invalid_token");
    }
    const batch = await call(`${gateway.url}/graphql`, {
      token: "not-a-jwt",
      body: [{ query: "{ courses { id } }" }, { query: "{ me { id } }" }],
    });
    expect(batch.status).toBe(401);
    expect((await graphql(gateway.url, "{ courses { id } }")).status).toBe(200);
    expect((await graphql(gateway.url, "{ me { id } }")).body.data).toEqual({ me: null });
  });
});
