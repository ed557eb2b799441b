// A gateway opens its own database from DATABASE_URL (services.ts), as `npm run serve` does.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config/env.ts";

// A crowd on a gateway just restarted must not wait for its connections to open (docs/operations.md).
it.skipIf(!process.env.TEST_DATABASE_URL)(
  "a gateway on PostgreSQL has its pool's connections open before it serves",
  async () => {
    const db = await openTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gateway-services-"));
    try {
      const url = (db.jobStore as { url: string }).url;
      const config = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        PORT: "0",
        DATABASE_URL: url,
      });
      const app = await buildApp(config);
      try {
        const pool = app.services.db.pool!;
        expect(pool.max).toBe(10);
        expect(pool.total()).toBe(pool.max);
      } finally {
        await app.close();
      }
    } finally {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
