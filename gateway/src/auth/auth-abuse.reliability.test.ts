// Attacks on sign-in and tokens, over HTTP against the embedded identity server and the REST facade: forged
// tokens, refresh-token reuse, password brute force, account enumeration, and tokens of a deleted account.
import { SignJWT, decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@app/db";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";
import { TEST_SECRETS } from "../../test/reliability/fixtures.ts";
import { call } from "../../test/reliability/http.ts";

let db: Database;
let gateway: RunningGateway;
let limited: RunningGateway;
const PASSWORD = "correct horse battery";

beforeAll(async () => {
  db = await openDatabase({ target: { kind: "pglite", location: "memory://" } });
  const quiet = { AUTH_EMAIL_MIN_INTERVAL_SECONDS: "0", REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: "0" };
  gateway = await startGatewayOn(db, { ...quiet, RATE_LIMIT_AUTH_PER_MINUTE: "1000" });
  // Limits are shared by every gateway on a database (decision 010): the limited one's guesser is a client of
  // its own, named by X-Forwarded-For, so the other suites' sign-ins from 127.0.0.1 are not counted against it.
  limited = await startGatewayOn(db, { ...quiet, RATE_LIMIT_AUTH_PER_MINUTE: "10", TRUST_PROXY: "true" });
});
afterAll(async () => {
  await gateway?.close();
  await limited?.close();
  await db?.close();
});

interface Session {
  access: string;
  refresh: string;
  backend: string;
  userId: string;
  email: string;
}

async function signUp(base: string, label: string): Promise<string> {
  const email = `${label}-${Math.random().toString(36).slice(2)}@example.com`;
  const response = await call(`${base}/auth/v1/signup`, { body: { email, password: PASSWORD } });
  expect(response.status, response.text).toBe(200);
  await db.prisma.authUser.update({ where: { email }, data: { emailConfirmedAt: new Date() } });
  return email;
}

const passwordGrant = (base: string, email: string, password: string, headers: Record<string, string> = {}) =>
  call(`${base}/auth/v1/token?grant_type=password`, { body: { email, password }, headers });

async function session(label: string): Promise<Session> {
  const email = await signUp(gateway.url, label);
  const grant = await passwordGrant(gateway.url, email, PASSWORD);
  expect(grant.status, grant.text).toBe(200);
  const login = await call(`${gateway.url}/api/auth/supabase-login`, {
    body: { supabaseToken: grant.body.access_token },
  });
  expect(login.status, login.text).toBe(200);
  return {
    access: grant.body.access_token,
    refresh: grant.body.refresh_token,
    backend: login.body.token,
    userId: decodeJwt(login.body.token).sub!,
    email,
  };
}

const myEnrollments = (token: string) => call(`${gateway.url}/api/enrollments/my`, { token });
const sign = (claims: Record<string, unknown>, secret: string, expiresIn = "1h") =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));
const unsigned = (claims: Record<string, unknown>) =>
  `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.`;
const withPayload = (token: string, claims: Record<string, unknown>) => {
  const [header, , signature] = token.split(".");
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
};

describe("forged tokens", () => {
  it("refuses forged backend tokens on bearer routes", async () => {
    const alice = await session("alice");
    const bob = await session("bob");
    expect((await myEnrollments(alice.backend)).status).toBe(200);
    const claims = { ...decodeJwt(alice.backend), sub: bob.userId };
    const forged = {
      "alg none": unsigned(claims),
      "wrong key": await sign(claims, "another-secret-that-is-long-enough-0123456789"),
      expired: await sign({ ...decodeJwt(alice.backend), exp: undefined }, TEST_SECRETS.BACKEND_JWT_SECRET, "-1m"),
      "another user's id": withPayload(alice.backend, claims),
      "identity token as backend token": alice.access,
    };
    for (const [name, token] of Object.entries(forged)) {
      const response = await myEnrollments(token);
      expect(response.status, name).toBe(401);
      expect(typeof response.body?.error, name).toBe("string");
    }
  });

  it("refuses forged identity tokens at supabase-login and /auth/v1/user", async () => {
    const carol = await session("carol");
    const claims = decodeJwt(carol.access);
    const anonKey = (await call(`${gateway.url}/config.json`)).body.supabaseAnonKey;
    const forged = {
      "alg none": unsigned(claims),
      "wrong key": await sign(claims, "another-secret-that-is-long-enough-0123456789"),
      expired: await sign({ ...claims, exp: undefined }, TEST_SECRETS.SUPABASE_JWT_SECRET, "-1m"),
      "another user's id": withPayload(carol.access, { ...claims, sub: "00000000-0000-4000-8000-000000000000" }),
      "the public anon key": anonKey,
    };
    for (const [name, token] of Object.entries(forged)) {
      const login = await call(`${gateway.url}/api/auth/supabase-login`, { body: { supabaseToken: token } });
      expect(login.status, `supabase-login: ${name}`).toBe(401);
      const user = await call(`${gateway.url}/auth/v1/user`, { token });
      expect([401, 403], `user: ${name}`).toContain(user.status);
    }
  });
});

describe("sessions", () => {
  it("refuses a reused refresh token and revokes the session", async () => {
    const dave = await session("dave");
    const refresh = (token: string) =>
      call(`${gateway.url}/auth/v1/token?grant_type=refresh_token`, { body: { refresh_token: token } });
    const rotated = await refresh(dave.refresh);
    expect(rotated.status, rotated.text).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const reused = await refresh(dave.refresh);
    expect(reused.status).toBe(400);
    expect((await refresh(rotated.body.refresh_token)).status, "the whole session is revoked").toBe(400);
  });

  it("kills backend and identity tokens of a deleted account at once", async () => {
    const erin = await session("erin");
    const deleted = await call(`${gateway.url}/api/users/me`, { method: "DELETE", token: erin.backend });
    expect(deleted.status, deleted.text).toBeLessThan(300);
    expect((await myEnrollments(erin.backend)).status).toBe(401);
    expect([401, 403]).toContain((await call(`${gateway.url}/auth/v1/user`, { token: erin.access })).status);
    expect(
      (await call(`${gateway.url}/api/auth/supabase-login`, { body: { supabaseToken: erin.access } })).status,
    ).toBe(401);
    expect(
      (await call(`${gateway.url}/auth/v1/token?grant_type=refresh_token`, { body: { refresh_token: erin.refresh } }))
        .status,
    ).toBe(400);
    expect((await passwordGrant(gateway.url, erin.email, PASSWORD)).status).toBe(400);
  });
});

describe("brute force and enumeration", () => {
  it("rate-limits password guessing, with 429 also for the right password", async () => {
    const email = await signUp(gateway.url, "frank");
    const statuses: number[] = [];
    const guesser = { "x-forwarded-for": "198.51.100.7" };
    for (let attempt = 0; attempt < 15; attempt++)
      statuses.push((await passwordGrant(limited.url, email, `guess-${attempt}`, guesser)).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    expect((await passwordGrant(limited.url, email, PASSWORD, guesser)).status).toBe(429);
  });

  it("answers recover and resend the same way for known and unknown emails", async () => {
    const known = await signUp(gateway.url, "grace");
    const unconfirmed = `henry-${Date.now()}@example.com`;
    await call(`${gateway.url}/auth/v1/signup`, { body: { email: unconfirmed, password: PASSWORD } });
    const unknown = `nobody-${Date.now()}@example.com`;
    const strip = (response: { status: number; text: string }) => `${response.status} ${response.text}`;
    expect(strip(await call(`${gateway.url}/auth/v1/recover`, { body: { email: known } }))).toBe(
      strip(await call(`${gateway.url}/auth/v1/recover`, { body: { email: unknown } })),
    );
    expect(strip(await call(`${gateway.url}/auth/v1/resend`, { body: { type: "signup", email: unconfirmed } }))).toBe(
      strip(await call(`${gateway.url}/auth/v1/resend`, { body: { type: "signup", email: unknown } })),
    );
  });
});
