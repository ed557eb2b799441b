import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./env.ts";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "config-test-"));

describe("loadConfig", () => {
  it("defaults to the embedded stack on port 3000 with persistent development secrets", () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ PORT: 3000, hostedIdentity: false, publicUrl: "http://localhost:3000" });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it("lists every missing production secret at once", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: tempDir() })).toThrow(
      /SUPABASE_JWT_SECRET[\s\S]*BACKEND_JWT_SECRET/,
    );
  });

  it("requires the anon key and a verification key for a hosted Supabase project", () => {
    expect(() => loadConfig({ SUPABASE_URL: "https://x.supabase.co", DATA_DIR: tempDir() })).toThrow(
      /SUPABASE_ANON_KEY[\s\S]*SUPABASE_JWT_SECRET or SUPABASE_JWKS_URL/,
    );
  });

  it("rejects malformed values with the variable's name", () => {
    expect(() => loadConfig({ PORT: "eighty", DATA_DIR: tempDir() })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "not a url", DATA_DIR: tempDir() })).toThrow(/DATABASE_URL/);
  });
});
