// A sign-up's confirmation survives kill -9 (decision 033): the gateway is killed while its SMTP relay hangs on the
// confirmation, is started again on the same database with the relay answering, and the email arrives with a code
// that confirms the account. On embedded PGlite on disk, and on PostgreSQL when available.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnGateway, type ChildGateway } from "../../test/reliability/child-gateway.ts";
import { createPostgresDatabase, postgresUnavailableReason } from "../../test/reliability/databases.ts";
import { call } from "../../test/reliability/http.ts";
import { PASSWORD } from "../../test/reliability/identity-sessions.ts";
import { startSmtpFake } from "../../test/reliability/smtp-fake.ts";
import { until } from "../../test/reliability/until.ts";

const postgresSkip = await postgresUnavailableReason();
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const kinds = [
  { kind: "pglite", name: "embedded PGlite", skip: null },
  { kind: "postgres", name: "PostgreSQL", skip: postgresSkip },
] as const;

describe.each(kinds)("identity mail and kill -9 on $name", ({ kind, skip }) => {
  it.skipIf(skip)(
    "sends the confirmation of a sign-up whose gateway died before mailing it",
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reliability-mail-crash-"));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const postgres = kind === "postgres" ? await createPostgresDatabase() : undefined;
      if (postgres) cleanups.push(() => postgres.drop());
      const smtp = await startSmtpFake();
      cleanups.push(() => smtp.close());
      const env = {
        DATA_DIR: dataDir,
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        SMTP_URL: smtp.url,
        // A killed gateway's job is handed to another process once its heartbeat lapses (pg-boss's minimum).
        JOB_HEARTBEAT_SECONDS: 10,
        JOB_RETRY_DELAY_SECONDS: 1,
      };
      let gateway: ChildGateway | undefined;
      cleanups.push(async () => void (await gateway?.kill("SIGKILL")));

      smtp.answering = false;
      gateway = await spawnGateway(env);
      const email = `crash-${Date.now()}@example.com`;
      const signup = await call(`${gateway.url}/auth/v1/signup`, { body: { email, password: PASSWORD } });
      expect(signup.status).toBe(200);
      // The worker is sending: connected to the relay, which says nothing.
      await until(() => smtp.connections > 0, "the gateway connects to the relay", 30_000);
      expect((await gateway.kill("SIGKILL")).signal).toBe("SIGKILL");
      expect(smtp.messages).toEqual([]);

      smtp.answering = true;
      gateway = await spawnGateway(env);
      await until(() => smtp.messages.some((message) => message.to.includes(email)), "the confirmation", 120_000);
      const message = smtp.messages.find((candidate) => candidate.to.includes(email))!;
      expect(message.data).toMatch(/Subject: Confirm your email/);
      const code = /enter this code: (\d{6})/.exec(message.data)![1];
      const verify = await call(`${gateway.url}/auth/v1/verify`, { body: { type: "signup", email, token: code } });
      expect(verify.status).toBe(200);
      expect(verify.body.user.email_confirmed_at).toBeTruthy();
    },
    300_000,
  );
});
