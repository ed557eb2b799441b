// A college lab or hostel shares one public address. With the default limits, 60 learners behind one address
// each sign up, confirm with their emailed code, sign in and check their current password without a 429; a
// guesser at one account is stopped after at most 10 failures however many addresses it uses, for passwords
// and for 6-digit codes alike. Run on PGlite and PostgreSQL.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@app/db";
import { databaseKinds } from "../../test/reliability/databases.ts";
import { call, pool } from "../../test/reliability/http.ts";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";

const LEARNERS = 60;
const PASSWORD = "campus lab password";
const CAMPUS = { "x-forwarded-for": "203.0.113.10" };
/** A guesser spread over many addresses: only a per-account limit can stop it. */
const elsewhere = (index: number) => ({ "x-forwarded-for": `198.51.${Math.floor(index / 250)}.${(index % 250) + 1}` });

describe.each(databaseKinds())("a campus behind one address on $name", (kind) => {
  let db: Database;
  let gateway: RunningGateway;
  const emails = Array.from(
    { length: LEARNERS },
    (_, index) => `lab-${index}-${crypto.randomBytes(3).toString("hex")}@example.com`,
  );

  beforeAll(async () => {
    db = await kind.open();
    // Default limits; only the client address is read from X-Forwarded-For, as behind the deployment's proxy.
    gateway = await startGatewayOn(db, { TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.close();
  });

  const auth = (path: string, body: unknown, headers: Record<string, string> = CAMPUS) =>
    call(`${gateway.url}/auth/v1${path}`, { body, headers });

  async function emailedCode(email: string): Promise<string> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const mail = await db.prisma.devMail.findFirst({ where: { to: email }, orderBy: { createdAt: "desc" } });
      const code = mail && /code: (\d{6})/.exec(mail.text)?.[1];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no confirmation mail for ${email}`);
  }

  /**
   * One step for every learner, four at a time, so each route gets its 60 requests in one burst: on an idle
   * machine well inside one rate-limit window (60 current-password checks exceed a 15-minute window's old limit
   * of 20 at any speed). Four, not more: bcrypt runs on the event loop, and on a loaded test machine more in
   * parallel starved the pool's 2-second PostgreSQL connect timeout. The pool's connections are opened first, as
   * in a running deployment.
   */
  async function together<T>(step: (email: string, index: number) => Promise<T>): Promise<T[]> {
    await Promise.all(Array.from({ length: 20 }, () => db.query("SELECT 1")));
    const results = await pool(
      emails.map((email, index) => () => step(email, index)),
      4,
    );
    return results.map((result) => {
      if (result.status === "rejected") throw result.reason;
      return result.value;
    });
  }

  it(`lets ${LEARNERS} learners behind one address sign up, confirm, sign in and check their password without a 429`, async () => {
    const signups = await together((email) => auth("/signup", { email, password: PASSWORD }));
    expect(signups.map((response) => response.status)).toEqual(emails.map(() => 200));
    const codes = await together((email) => emailedCode(email));
    const confirmations = await together((email, index) =>
      auth("/verify", { type: "email", email, token: codes[index] }),
    );
    expect(confirmations.map((response) => response.status)).toEqual(emails.map(() => 200));
    const grants = await together((email) => auth("/token?grant_type=password", { email, password: PASSWORD }));
    expect(grants.map((response) => response.status)).toEqual(emails.map(() => 200));
    const logins = await together((_email, index) =>
      call(`${gateway.url}/api/auth/supabase-login`, {
        body: { supabaseToken: grants[index].body.access_token },
        headers: CAMPUS,
      }),
    );
    const checks = await together((_email, index) =>
      call(`${gateway.url}/api/users/me/password`, {
        method: "PUT",
        token: logins[index].body.token,
        headers: CAMPUS,
        body: { currentPassword: PASSWORD, newPassword: PASSWORD },
      }),
    );
    expect(checks.map((response) => response.status).filter((status) => status >= 300)).toEqual([]);
  }, 300_000);

  it("stops 100 wrong passwords for one account from 100 addresses after at most 10, the right one included", async () => {
    const [victim, bystander] = emails;
    const statuses: number[] = [];
    for (let guess = 0; guess < 100; guess++) {
      statuses.push(
        (await auth("/token?grant_type=password", { email: victim, password: `guess-${guess}` }, elsewhere(guess)))
          .status,
      );
    }
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const right = await auth("/token?grant_type=password", { email: victim, password: PASSWORD }, elsewhere(100));
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    // The campus is not locked out by it.
    expect((await auth("/token?grant_type=password", { email: bystander, password: PASSWORD })).status).toBe(200);
  });

  it("stops 100 wrong codes for one account after at most 10", async () => {
    const email = `otp-${crypto.randomBytes(3).toString("hex")}@example.com`;
    expect((await auth("/signup", { email, password: PASSWORD })).status).toBe(200);
    const code = await emailedCode(email);
    const statuses: number[] = [];
    for (let guess = 0; guess < 100; guess++) {
      const wrong = String((Number(code) + 1 + guess) % 1_000_000).padStart(6, "0");
      statuses.push((await auth("/verify", { type: "email", email, token: wrong }, elsewhere(guess))).status);
    }
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
  });
});
