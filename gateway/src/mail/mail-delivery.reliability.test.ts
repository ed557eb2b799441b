// A production gateway never keeps sign-up and password-reset links in a table nobody reads: without SMTP_URL it
// refuses to start, naming the variable, unless MAIL_DELIVERY=off says that no mail is wanted.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "@app/db";
import { spawnGateway, type ChildGateway } from "../../test/reliability/child-gateway.ts";
import { startGatewayOn } from "../../test/reliability/in-process-gateway.ts";
import { call } from "../../test/reliability/http.ts";

const dataDirs: string[] = [];
const started: ChildGateway[] = [];

function production(extra: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reliability-mail-"));
  dataDirs.push(dataDir);
  return spawnGateway({ DATA_DIR: dataDir, NODE_ENV: "production", ...extra }).then(
    (gateway) => (started.push(gateway), gateway),
  );
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((gateway) => gateway.kill("SIGKILL")));
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("mail delivery in production", () => {
  it("refuses to start without SMTP_URL, and says how to turn mail off instead", async () => {
    await expect(production()).rejects.toThrow(
      /exited before it was healthy[\s\S]*SMTP_URL \(required in production[^\n]*MAIL_DELIVERY=off/,
    );
  });

  it("starts with MAIL_DELIVERY=off, and with SMTP_URL", async () => {
    const off = await production({ MAIL_DELIVERY: "off" });
    expect((await fetch(`${off.url}/readyz`)).status).toBe(200);
    const smtp = await production({ SMTP_URL: "smtp://127.0.0.1:2525" });
    expect((await fetch(`${smtp.url}/readyz`)).status).toBe(200);
  });

  it("with MAIL_DELIVERY=off, signs up and keeps no mail with a usable link (tokens are stored hashed only)", async () => {
    const db = await openDatabase({ target: { kind: "pglite", location: "memory://" } });
    const gateway = await startGatewayOn(db, { NODE_ENV: "production", MAIL_DELIVERY: "off" });
    try {
      const signup = await call(`${gateway.url}/auth/v1/signup`, {
        body: { email: "off@example.com", password: "a-long-password-1" },
      });
      expect(signup.status).toBe(200);
      expect(await db.prisma.authUser.count({ where: { email: "off@example.com" } })).toBe(1);
      expect(await db.prisma.devMail.count()).toBe(0);
    } finally {
      await gateway.close();
      await db.close();
    }
  });
});
