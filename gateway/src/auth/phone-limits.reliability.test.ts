// Phone sign-in's limits count numbers and accounts, never addresses (decision 029, docs/phone-sign-in.md): with
// the default limits, 60 learners behind one lab address each ask for an SMS code and sign in with it without a
// 429, while 100 wrong codes for one number from 100 addresses are stopped after at most 5, the right code
// included. Run on PGlite and PostgreSQL.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@app/db";
import { databaseKinds } from "../../test/reliability/databases.ts";
import { call, pool } from "../../test/reliability/http.ts";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";

const LEARNERS = Number(process.env.PHONE_LAB_LEARNERS ?? 60);
const LAB = { "x-forwarded-for": "203.0.113.20" };
const elsewhere = (index: number) => ({ "x-forwarded-for": `198.51.${Math.floor(index / 250)}.${(index % 250) + 1}` });
/** Distinct Indian mobile numbers for this run. */
const base = 6_000_000_000 + crypto.randomInt(0, 3_000_000_000);
const numberAt = (index: number) => `+91${base + index}`;

describe.each(databaseKinds())("phone codes behind one address on $name", (kind) => {
  let db: Database;
  let gateway: RunningGateway;

  beforeAll(async () => {
    db = await kind.open();
    gateway = await startGatewayOn(db, { TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.close();
  });

  const auth = (path: string, body: unknown, headers: Record<string, string> = LAB) =>
    call(`${gateway.url}/auth/v1${path}`, { body, headers });

  async function smsCode(phone: string): Promise<string> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const sms = await db.prisma.devMail.findFirst({ where: { to: phone }, orderBy: { createdAt: "desc" } });
      const code = sms && /\b(\d{6})\b/.exec(sms.text)?.[1];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no SMS for ${phone}`);
  }

  async function together<T>(step: (phone: string) => Promise<T>): Promise<T[]> {
    const phones = Array.from({ length: LEARNERS }, (_, index) => numberAt(index));
    const results = await pool(
      phones.map((phone) => () => step(phone)),
      4,
    );
    return results.map((result) => {
      if (result.status === "rejected") throw result.reason;
      return result.value;
    });
  }

  it(`lets ${LEARNERS} learners behind one address sign in by phone without a 429`, async () => {
    const sent = await together((phone) => auth("/otp", { phone }));
    expect(sent.map((response) => response.status)).toEqual(sent.map(() => 200));
    const codes = new Map<string, string>();
    await together(async (phone) => codes.set(phone, await smsCode(phone)));
    const verified = await together((phone) => auth("/verify", { type: "sms", phone, token: codes.get(phone) }));
    expect(verified.map((response) => response.status)).toEqual(verified.map(() => 200));
    expect(verified.every((response) => typeof response.body.access_token === "string")).toBe(true);
  }, 120_000);

  it("stops 100 wrong codes for one number from 100 addresses after at most 5, the right one included", async () => {
    const phone = numberAt(LEARNERS + 1);
    expect((await auth("/otp", { phone })).status).toBe(200);
    const code = await smsCode(phone);
    const statuses: number[] = [];
    for (let guess = 0; guess < 100; guess++) {
      const wrong = String((Number(code) + 1 + guess) % 1_000_000).padStart(6, "0");
      statuses.push((await auth("/verify", { type: "sms", phone, token: wrong }, elsewhere(guess))).status);
    }
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const right = await auth("/verify", { type: "sms", phone, token: code }, elsewhere(100));
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 60_000);
});
