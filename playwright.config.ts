import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The journeys run against the gateway started as the README starts it (`npm start`), on a fresh embedded
// database with the seed, in Debian's Chromium (Playwright's own browser download cannot work here).
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `vidyapath-e2e-${process.pid}`);

export default defineConfig({
  testDir: "e2e",
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  outputDir: "test-results/e2e",
  use: {
    baseURL: `http://localhost:${port}`,
    // A run's trace records the screen and the page all along and doubles the journeys' time (2.1 against
    // 4.9 min for the notification and practice journeys, measured here). CI's record of a run is its log, where a
    // trace is never read: it runs without, and a failing journey is traced again locally (`--trace on`).
    trace: process.env.CI ? "off" : "retain-on-failure",
    // The service worker answers public reads stale-while-revalidate: journeys that check the server's answers
    // run without it; e2e/offline.spec.ts allows it.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--autoplay-policy=no-user-gesture-required",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `rm -rf ${dataDir} && npm start`,
    url: `http://localhost:${port}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    // The seeded lecture is transcoded in the background at start: 8 s long here, so the journeys keep the cores.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
      RATE_LIMIT_AUTH_PER_MINUTE: "1000",
      RATE_LIMIT_ANONYMOUS_COST_PER_MINUTE: "10000000",
      RATE_LIMIT_ACCOUNT_COST_PER_MINUTE: "10000000",
      RATE_LIMIT_SESSION_COST_PER_MINUTE: "10000000",
      SEED_LECTURE_SECONDS: "8",
      // The phone journey signs in again a few seconds after its sign-up's code (docs/phone-sign-in.md).
      SMS_MIN_INTERVAL_SECONDS: "3",
      // The System page journey's learner has a phone whose push service does not answer (nothing listens on the
      // discard port): its delivery job fails for real, after retries 1, 2 and 4 s apart instead of 10, 20 and 40.
      PUSH_ENDPOINT_HOSTS:
        "fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,*.notify.windows.com,127.0.0.1:9",
      JOB_RETRY_DELAY_SECONDS: "1",
    },
  },
});
