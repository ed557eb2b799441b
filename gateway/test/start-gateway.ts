// Starts a real gateway on a random port over a fresh test database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL) and a temporary DATA_DIR. Integration tests talk to it over HTTP.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openTestDatabase } from "@app/db/testing";
import { buildApp, type App } from "../src/app.ts";
import { loadConfig, type Config } from "../src/config/env.ts";

export interface TestGateway {
  url: string;
  app: App;
  config: Config;
  close(): Promise<void>;
}

/**
 * A suite's requests come from one address and a few accounts, and may run many uncached executions within a
 * minute: the per-client cost budgets (decision 029) are raised out of their way. Suites of the budgets set theirs.
 */
export const LOOSE_BUDGETS = {
  RATE_LIMIT_ANONYMOUS_COST_PER_MINUTE: "100000000",
  RATE_LIMIT_ACCOUNT_COST_PER_MINUTE: "100000000",
  RATE_LIMIT_SESSION_COST_PER_MINUTE: "100000000",
};

/** `extend` adds routes before the gateway listens, as gateway/src/start.ts allows. */
export async function startTestGateway(
  env: Record<string, string> = {},
  extend?: (app: App) => void,
): Promise<TestGateway> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gateway-test-"));
  const db = await openTestDatabase();
  // PUBLIC_URL is fixed after listen; until then the config uses a placeholder port.
  const listenConfig = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    PORT: "0",
    ...LOOSE_BUDGETS,
    ...env,
  });
  const app = await buildApp(listenConfig, { db });
  extend?.(app);
  await app.server.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  // Links the server builds (emails, certificate downloads) must point at the real port.
  Object.assign(listenConfig, { publicUrl: url, siteUrl: env.SITE_URL ?? url, supabaseUrl: env.SUPABASE_URL ?? url });
  return {
    url,
    app,
    config: listenConfig,
    async close() {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
