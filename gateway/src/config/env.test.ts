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

  it("takes the push services subscriptions may point at as a list, refusing what is not a host", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).PUSH_ENDPOINT_HOSTS).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        PUSH_ENDPOINT_HOSTS: "fcm.googleapis.com, *.notify.windows.com,127.0.0.1:8443",
      }).PUSH_ENDPOINT_HOSTS,
    ).toEqual(["fcm.googleapis.com", "*.notify.windows.com", "127.0.0.1:8443"]);
    expect(() => loadConfig({ DATA_DIR: tempDir(), PUSH_ENDPOINT_HOSTS: "https://evil.test/x" })).toThrow(
      /PUSH_ENDPOINT_HOSTS/,
    );
  });

  describe("file storage", () => {
    it("keeps files on local disk unless STORAGE=s3", () => {
      expect(loadConfig({ DATA_DIR: tempDir() }).STORAGE).toBe("local");
    });

    it("names each missing S3 variable", () => {
      expect(() => loadConfig({ DATA_DIR: tempDir(), STORAGE: "s3" })).toThrow(
        /S3_BUCKET \(required with STORAGE=s3\)/,
      );
      expect(() =>
        loadConfig({ DATA_DIR: tempDir(), STORAGE: "s3", S3_BUCKET: "files", S3_ACCESS_KEY_ID: "id" }),
      ).toThrow(/S3_SECRET_ACCESS_KEY \(required with S3_ACCESS_KEY_ID\)/);
      expect(() =>
        loadConfig({ DATA_DIR: tempDir(), STORAGE: "s3", S3_BUCKET: "files", S3_ENDPOINT: "minio:9000" }),
      ).toThrow(/S3_ENDPOINT/);
      expect(() => loadConfig({ DATA_DIR: tempDir(), STORAGE: "disk" })).toThrow(/STORAGE/);
    });

    it("accepts a bucket with keys, or with the SDK's default credentials", () => {
      const s3 = {
        DATA_DIR: tempDir(),
        STORAGE: "s3",
        S3_BUCKET: "files",
        S3_ENDPOINT: "http://minio:9000",
        S3_FORCE_PATH_STYLE: "true",
      };
      expect(loadConfig({ ...s3, S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" })).toMatchObject({
        S3_FORCE_PATH_STYLE: true,
        S3_REGION: "us-east-1",
      });
      expect(() => loadConfig(s3)).not.toThrow();
    });
  });

  describe("mail delivery", () => {
    const production = () => ({
      NODE_ENV: "production",
      DATA_DIR: tempDir(),
      SUPABASE_JWT_SECRET: "s".repeat(40),
      BACKEND_JWT_SECRET: "b".repeat(40),
    });

    it("refuses a production start without SMTP_URL, naming it and the way out", () => {
      expect(() => loadConfig(production())).toThrow(/SMTP_URL \(required in production[^\n]*MAIL_DELIVERY=off/);
    });

    it("refuses the dev mailbox in production, which nobody can read there", () => {
      expect(() => loadConfig({ ...production(), MAIL_DELIVERY: "mailbox" })).toThrow(/MAIL_DELIVERY=mailbox/);
    });

    it("starts in production with SMTP, or with mail explicitly off", () => {
      expect(loadConfig({ ...production(), SMTP_URL: "smtp://mail.example.com:587" }).mailDelivery).toBe("smtp");
      expect(loadConfig({ ...production(), MAIL_DELIVERY: "off" }).mailDelivery).toBe("off");
    });

    it("needs no SMTP_URL for a hosted Supabase project, which sends its own mail", () => {
      const hosted = { ...production(), SUPABASE_URL: "https://x.supabase.co", SUPABASE_ANON_KEY: "anon" };
      expect(() => loadConfig(hosted)).not.toThrow();
    });

    it("keeps the dev mailbox outside production, and asks for SMTP_URL when SMTP is chosen", () => {
      expect(loadConfig({ DATA_DIR: tempDir() }).mailDelivery).toBe("mailbox");
      expect(loadConfig({ DATA_DIR: tempDir(), SMTP_URL: "smtp://localhost:1025" }).mailDelivery).toBe("smtp");
      expect(() => loadConfig({ DATA_DIR: tempDir(), MAIL_DELIVERY: "smtp" })).toThrow(
        /SMTP_URL \(required with MAIL_DELIVERY=smtp\)/,
      );
      expect(() => loadConfig({ DATA_DIR: tempDir(), MAIL_DELIVERY: "email" })).toThrow(/MAIL_DELIVERY/);
    });
  });
});
