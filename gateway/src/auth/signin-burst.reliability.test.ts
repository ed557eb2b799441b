// A class signing in at once must not freeze the gateway (decision 033): 100 password grants sent together while
// /config.json, the first request of every page load, is polled. Measured from outside the gateway's process, which
// is a child here, so the hashing it does cannot slow the measuring side. With bcryptjs on the event loop this ran
// /config.json's p99 to seconds; in the thread pool it stays a few milliseconds above an idle server's.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnGateway, type ChildGateway } from "../../test/reliability/child-gateway.ts";
import { createPostgresDatabase, postgresAdminUrl, type TempPostgres } from "../../test/reliability/databases.ts";
import { call } from "../../test/reliability/http.ts";
import { PASSWORD } from "../../test/reliability/identity-sessions.ts";

const LEARNERS = 100;
const P99_LIMIT_MS = 200;

const databases = postgresAdminUrl ? (["PGlite", "PostgreSQL"] as const) : (["PGlite"] as const);

let gateway: ChildGateway;

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(run));
}

/** Signs up and confirms with the mailed 6-digit code, as a learner without the link would. */
async function confirmedLearner(email: string) {
  const signup = await call(`${gateway.url}/auth/v1/signup`, { body: { email, password: PASSWORD } });
  expect(signup.status).toBe(200);
  let mail: { text: string } | undefined;
  // The mailbox waits a few seconds for queued mail; on a loaded machine the email can take longer.
  for (let attempt = 0; attempt < 30 && !mail; attempt++) {
    [mail] = (await call(`${gateway.url}/dev/mailbox/messages?to=${encodeURIComponent(email)}`)).body;
  }
  if (!mail) throw new Error(`no confirmation for ${email}`);
  const code = /enter this code: (\d{6})/.exec(mail.text)![1];
  const verify = await call(`${gateway.url}/auth/v1/verify`, { body: { type: "signup", email, token: code } });
  expect(verify.status).toBe(200);
}

/** Polls /config.json one request at a time, 10 ms apart, until stopped; answers the latencies. */
function poll() {
  const latencies: number[] = [];
  let polling = true;
  const done = (async () => {
    while (polling) {
      const started = performance.now();
      const response = await fetch(`${gateway.url}/config.json`);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      expect(response.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return { stop: async () => ((polling = false), await done, latencies) };
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};

describe.each(databases)("on %s", (database) => {
  let dataDir: string;
  let postgres: TempPostgres | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "signin-burst-"));
    postgres = database === "PostgreSQL" ? await createPostgresDatabase() : undefined;
    gateway = await spawnGateway({
      DATA_DIR: dataDir,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      // The address limits are not what is measured: all learners here share the test's one address.
      RATE_LIMIT_AUTH_PER_MINUTE: 100_000,
      AUTH_EMAIL_MIN_INTERVAL_SECONDS: 0,
    });
  }, 120_000);
  afterAll(async () => {
    await gateway?.kill("SIGTERM");
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    `keeps /config.json at p99 under ${P99_LIMIT_MS} ms while ${LEARNERS} learners sign in at once`,
    { timeout: 600_000 },
    async () => {
      const emails = Array.from({ length: LEARNERS }, (_, index) => `burst-${index}-${Date.now()}@example.com`);
      await inBatches(emails, 8, confirmedLearner);
      // The same polling with no sign-ins first: on a shared machine it says what the server answers at rest.
      const idle = poll();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const atRest = await idle.stop();

      const during = poll();

      const burstStarted = performance.now();
      const grants = await Promise.all(
        emails.map((email) =>
          call(`${gateway.url}/auth/v1/token?grant_type=password`, { body: { email, password: PASSWORD } }),
        ),
      );
      const burstMs = performance.now() - burstStarted;
      const latencies = await during.stop();

      expect(grants.map((grant) => grant.status)).toEqual(emails.map(() => 200));
      const p99 = percentile(latencies, 0.99);
      console.info(
        `${LEARNERS} sign-ins in ${burstMs.toFixed(0)} ms; /config.json over ${latencies.length} polls: ` +
          `p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms ` +
          `(at rest: p50 ${percentile(atRest, 0.5).toFixed(1)} ms, p99 ${percentile(atRest, 0.99).toFixed(1)} ms)`,
      );
      expect(latencies.length).toBeGreaterThan(10);
      expect(p99).toBeLessThan(P99_LIMIT_MS);
    },
  );
});
