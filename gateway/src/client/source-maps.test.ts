// The client's source maps are built beside every bundle and served only where SOURCE_MAPS says so.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config/env.ts";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";

let dist: string;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "client-dist-maps-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>VidyaPath</title><div id=root></div>");
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log(1)");
  fs.writeFileSync(
    path.join(dist, "assets", "index-abc123.js.map"),
    '{"version":3,"sources":["main.tsx"],"mappings":""}',
  );
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

async function withGateway(env: Record<string, string>, check: (gateway: TestGateway) => Promise<void>) {
  const gateway = await startTestGateway({ CLIENT_DIST: dist, ...env });
  try {
    await check(gateway);
  } finally {
    await gateway.close();
  }
}

// Each test starts its own gateway, which takes a while on a busy machine.
describe("source maps", { timeout: 120_000 }, () => {
  it("are not served, nor named, when SOURCE_MAPS is off", () =>
    withGateway({ SOURCE_MAPS: "false" }, async (gateway) => {
      const script = await fetch(`${gateway.url}/assets/index-abc123.js`);
      expect(script.status).toBe(200);
      expect(script.headers.get("sourcemap")).toBeNull();
      expect((await fetch(`${gateway.url}/assets/index-abc123.js.map`)).status).toBe(404);
    }));

  it("are served and named in a SourceMap header when SOURCE_MAPS is on", () =>
    withGateway({ SOURCE_MAPS: "true" }, async (gateway) => {
      const script = await fetch(`${gateway.url}/assets/index-abc123.js`);
      expect(script.headers.get("sourcemap")).toBe("/assets/index-abc123.js.map");
      const map = await fetch(`${gateway.url}/assets/index-abc123.js.map`);
      expect(map.status).toBe(200);
      expect(await map.json()).toMatchObject({ version: 3, sources: ["main.tsx"] });
    }));

  it("default to off in production and on elsewhere", () => {
    const secrets = { SUPABASE_JWT_SECRET: "s".repeat(32), BACKEND_JWT_SECRET: "b".repeat(32), MAIL_DELIVERY: "off" };
    expect(loadConfig({ NODE_ENV: "production", ...secrets }).sourceMaps).toBe(false);
    expect(loadConfig({ NODE_ENV: "development", DATA_DIR: dist }).sourceMaps).toBe(true);
  });
});
