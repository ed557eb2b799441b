// A real gateway in the test process over a database the suite opened (PGlite or PostgreSQL), on a random port.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Database } from "@app/db";
import { buildApp, type App } from "../../src/app.ts";
import { loadConfig } from "../../src/config/env.ts";
import { TEST_SECRETS } from "./fixtures.ts";

export interface RunningGateway {
  url: string;
  app: App;
  close(): Promise<void>;
}

export async function startGatewayOn(db: Database, env: Record<string, string> = {}): Promise<RunningGateway> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reliability-gw-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    PORT: "0",
    ...TEST_SECRETS,
    ...env,
  });
  const app = await buildApp(config, { db });
  await app.server.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  if (!env.PUBLIC_URL) Object.assign(config, { publicUrl: url, siteUrl: url, supabaseUrl: env.SUPABASE_URL ?? url });
  return {
    url,
    app,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
