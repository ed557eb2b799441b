// storage:migrate copies DATA_DIR/files into a real S3-compatible bucket (s3rver on loopback), idempotently.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { createLocalStorage } from "./local-storage.ts";
import { migrateStorage, sameContent } from "./migrate-storage.ts";
import { createS3Storage, PART_SIZE } from "./s3-storage.ts";
import type { Storage } from "./storage.ts";

let s3: TestS3Server;
let root: string;
let local: Storage;
let bucket: Storage;
const video = crypto.randomBytes(PART_SIZE + 1_000);

beforeAll(async () => {
  s3 = await startS3Server();
  root = fs.mkdtempSync(path.join(os.tmpdir(), "migrate-files-"));
  local = createLocalStorage(root);
  bucket = createS3Storage({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
    timeoutMs: 2_000,
  });
  await local.put("images/courses/maths.jpg", Buffer.from("jpeg bytes"), "image/jpeg");
  await local.put("lesson-content/intro.mp4", video, "video/mp4");
  await local.put("lesson-content/notes.pdf", Buffer.from("%PDF-1.4 notes"), "application/pdf");
  // A half-written upload's temporary file is not part of the store.
  fs.writeFileSync(path.join(root, "lesson-content", "upload.mp4.0a1b2c.tmp"), "partial");
});
afterAll(async () => {
  bucket?.close();
  await s3?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const bytesOf = async (storage: Storage, key: string) =>
  Buffer.concat(await (await (await storage.stat(key))!.open()).toArray());

describe("migrateStorage", () => {
  it("copies every file, then copies nothing on a second run", async () => {
    const first = await migrateStorage(local, bucket);
    expect(first).toEqual({ copied: 3, skipped: 0, failed: [], bytesCopied: video.length + 10 + 14 });
    expect((await bytesOf(bucket, "lesson-content/intro.mp4")).equals(video)).toBe(true);
    expect(await bucket.stat("lesson-content/upload.mp4.0a1b2c.tmp")).toBeNull();

    const second = await migrateStorage(local, bucket);
    expect(second).toEqual({ copied: 0, skipped: 3, failed: [], bytesCopied: 0 });
  });

  it("copies again a file whose content changed at the same size", async () => {
    await local.put("lesson-content/notes.pdf", Buffer.from("%PDF-1.4 NOTES"), "application/pdf");
    const third = await migrateStorage(local, bucket);
    expect(third).toMatchObject({ copied: 1, skipped: 2 });
    expect((await bytesOf(bucket, "lesson-content/notes.pdf")).toString()).toBe("%PDF-1.4 NOTES");
  });

  it("reports what it could not copy instead of stopping", async () => {
    await s3.stop();
    try {
      const report = await migrateStorage(local, bucket);
      expect(report.copied).toBe(0);
      expect(report.failed.map((failure) => failure.key).sort()).toEqual([
        "images/courses/maths.jpg",
        "lesson-content/intro.mp4",
        "lesson-content/notes.pdf",
      ]);
    } finally {
      await s3.start();
    }
  });
});

describe("sameContent", () => {
  const md5 = (bytes: Buffer) => crypto.createHash("md5").update(bytes).digest();

  it("compares a single upload's ETag (the MD5) and a multipart upload's (MD5 of the parts' MD5s)", async () => {
    const parts = [video.subarray(0, PART_SIZE), video.subarray(PART_SIZE)];
    const multipart = `"${md5(Buffer.concat(parts.map(md5))).toString("hex")}-2"`;
    expect(await sameContent(Readable.from([video]), `"${md5(video).toString("hex")}"`)).toBe(true);
    expect(await sameContent(Readable.from([video]), multipart)).toBe(true);
    const changed = Buffer.from(video);
    changed[PART_SIZE + 5] ^= 0xff;
    expect(await sameContent(Readable.from([changed]), multipart)).toBe(false);
    expect(await sameContent(Readable.from([changed]), `"${md5(video).toString("hex")}"`)).toBe(false);
  });
});

describe("npm run storage:migrate", () => {
  const repoRoot = path.resolve(import.meta.dirname, "../../..");
  let server: TestS3Server;
  let dataDir: string;
  beforeAll(async () => {
    server = await startS3Server("migrate-cli");
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "migrate-cli-"));
    const files = createLocalStorage(path.join(dataDir, "files"));
    await files.put("images/a.png", Buffer.from("png"), "image/png");
    await files.put("lesson-content/b.pdf", Buffer.from("%PDF"), "application/pdf");
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const run = async (env: Record<string, string>) => {
    const script = path.join(repoRoot, "gateway/scripts/storage-migrate.ts");
    const options = {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test", DATA_DIR: dataDir, ...env },
    };
    return promisify(execFile)(process.execPath, ["--import", "tsx", script], options).catch(
      (failure: { code: number; stdout: string; stderr: string }) => failure,
    );
  };

  it("copies the store, reports counts, and copies nothing the second time", async () => {
    const { STORAGE: _local, ...bucketEnv } = server.env;
    expect((await run(bucketEnv)).stdout).toContain("copied 2 (0.0 MB), skipped 0 already there, failed 0");
    expect((await run(bucketEnv)).stdout).toContain("copied 0 (0.0 MB), skipped 2 already there, failed 0");
  });

  it("names the missing bucket variable", async () => {
    const result = await run({});
    expect(result).toMatchObject({ code: 1, stderr: expect.stringContaining("S3_BUCKET") });
  });
});
