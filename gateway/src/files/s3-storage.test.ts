// The S3 adapter against a real S3-compatible server (s3rver on loopback), no mock of the SDK.
import crypto from "node:crypto";
import net from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ServiceUnavailableError } from "@app/schema";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { createS3Storage, PART_SIZE, type S3Settings } from "./s3-storage.ts";
import { FileGoneError, type Storage } from "./storage.ts";

let s3: TestS3Server;
let storage: Storage;
const settings = (endpoint: string, timeoutMs = 2_000): S3Settings => ({
  endpoint,
  bucket: s3.bucket,
  region: "us-east-1",
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
  forcePathStyle: true,
  timeoutMs,
});

beforeAll(async () => {
  s3 = await startS3Server();
  storage = createS3Storage(settings(s3.endpoint));
});
afterAll(async () => {
  storage?.close();
  await s3?.close();
});

const text = async (stream: Readable) => Buffer.concat(await stream.toArray()).toString();
const all = async <T>(items: AsyncIterable<T>) => {
  const found: T[] = [];
  for await (const item of items) found.push(item);
  return found;
};
const keys = async () => (await all(storage.list())).map((object) => object.key);
const aborts = () => s3.requests.filter((request) => request.startsWith("DELETE") && request.includes("uploadId="));

async function* chunks(total: number, failAfter = Infinity) {
  const chunk = crypto.randomBytes(64 * 1024);
  for (let sent = 0; sent < total; sent += chunk.length) {
    if (sent >= failAfter) throw new Error("client went away");
    yield chunk.subarray(0, Math.min(chunk.length, total - sent));
  }
}

describe("S3 storage adapter", () => {
  it("puts, stats, reads whole and by range, lists and removes", async () => {
    await storage.put("notes/a.txt", Buffer.from("hello world"), "text/plain");
    const file = await storage.stat("notes/a.txt");
    expect(file).toMatchObject({ size: 11, etag: expect.stringMatching(/^"[0-9a-f]{32}"$/) });
    expect(file!.modified).toBeInstanceOf(Date);
    expect(await text(await file!.open())).toBe("hello world");
    expect(await text(await file!.open({ start: 6, end: 10 }))).toBe("world");
    expect(await keys()).toContain("notes/a.txt");
    await storage.remove("notes/a.txt");
    expect(await storage.stat("notes/a.txt")).toBeNull();
  });

  it("answers null for a missing object and an unsafe key, and refuses to write an unsafe key", async () => {
    expect(await storage.stat("lesson-content/missing.mp4")).toBeNull();
    expect(await storage.stat("../escape.txt")).toBeNull();
    await expect(storage.put("a/../b.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(/Unsafe/);
  });

  // A replaced object is refused by the GET's If-Match on real S3; s3rver 3.7 ignores If-Match, so only removal is shown.
  it("reports a file removed after its headers were read as gone (answered 404), not as an outage", async () => {
    await storage.put("notes/v.txt", Buffer.from("version one"), "text/plain");
    const file = (await storage.stat("notes/v.txt"))!;
    await storage.remove("notes/v.txt");
    await expect(file.open()).rejects.toBeInstanceOf(FileGoneError);
  });

  it("streams an upload of several parts and reports its size", async () => {
    const size = 2 * PART_SIZE + 12_345;
    expect(await storage.putStream("lesson-content/long.mp4", chunks(size), "video/mp4")).toEqual({ size });
    const file = await storage.stat("lesson-content/long.mp4");
    expect(file?.size).toBe(size);
    const tail = Buffer.concat(await (await file!.open({ start: size - 10, end: size - 1 })).toArray());
    expect(tail.length).toBe(10);
    expect(aborts()).toEqual([]);
  });

  it("leaves no object when the source fails before the first part is full (nothing was sent)", async () => {
    const failing = storage.putStream("lesson-content/cut-early.mp4", chunks(4 * PART_SIZE, 100_000), "video/mp4");
    await expect(failing).rejects.toThrow("client went away");
    expect(await storage.stat("lesson-content/cut-early.mp4")).toBeNull();
    expect(s3.requests.filter((request) => request.includes("cut-early"))).toEqual([
      "HEAD /vidyapath-test/lesson-content/cut-early.mp4",
    ]);
  });

  it("aborts the multipart upload when the source fails after parts were sent", async () => {
    const failing = storage.putStream(
      "lesson-content/cut.mp4",
      chunks(4 * PART_SIZE, 2 * PART_SIZE + 1_000),
      "video/mp4",
    );
    await expect(failing).rejects.toThrow("client went away");
    expect(await storage.stat("lesson-content/cut.mp4")).toBeNull();
    expect(aborts()).toEqual([expect.stringMatching(/^DELETE \/vidyapath-test\/lesson-content\/cut\.mp4\?uploadId=/)]);
  });

  it("fails with ServiceUnavailableError when the server is stopped, then recovers", async () => {
    await storage.put("notes/kept.txt", Buffer.from("kept"), "text/plain");
    await s3.stop();
    try {
      await expect(storage.stat("notes/kept.txt")).rejects.toBeInstanceOf(ServiceUnavailableError);
      await expect(storage.put("notes/new.txt", Buffer.from("x"), "text/plain")).rejects.toBeInstanceOf(
        ServiceUnavailableError,
      );
      await expect(storage.putStream("notes/new.txt", chunks(1_000), "text/plain")).rejects.toBeInstanceOf(
        ServiceUnavailableError,
      );
      await expect(all(storage.list())).rejects.toBeInstanceOf(ServiceUnavailableError);
    } finally {
      await s3.start();
    }
    expect((await storage.stat("notes/kept.txt"))?.size).toBe(4);
  });

  describe("against a server that accepts connections but never answers", () => {
    let silent: net.Server;
    let hanging: Storage;
    beforeAll(async () => {
      silent = net.createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
      hanging = createS3Storage(settings(`http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`, 500));
    });
    afterAll(() => {
      hanging.close();
      silent.close();
    });

    it("gives up within the timeout", async () => {
      const started = Date.now();
      await expect(hanging.stat("notes/a.txt")).rejects.toBeInstanceOf(ServiceUnavailableError);
      await expect(hanging.put("notes/a.txt", Buffer.from("x"), "text/plain")).rejects.toBeInstanceOf(
        ServiceUnavailableError,
      );
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it("reads a streamed upload only a few parts ahead of what the store took (never the whole file)", async () => {
      let pulled = 0;
      const source = async function* () {
        for await (const chunk of chunks(60 * 1024 * 1024)) {
          pulled += chunk.length;
          yield chunk;
        }
      };
      await expect(hanging.putStream("lesson-content/big.mp4", source(), "video/mp4")).rejects.toBeInstanceOf(
        ServiceUnavailableError,
      );
      // Nothing was accepted, so everything pulled is held in memory: at most the parts in flight and the next one.
      expect(pulled).toBeLessThanOrEqual(3 * PART_SIZE + 64 * 1024);
    });
  });
});
