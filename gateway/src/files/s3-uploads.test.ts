// Staff uploads through the gateway into an S3-compatible bucket (s3rver on loopback): streamed in parts, served
// by Range, and nothing left behind by a refused, oversized, cut or failed upload.
import crypto from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { decodablePng } from "../../test/reliability/images.ts";
import { signIn } from "../rest/rest-test-helpers.ts";
import { PART_SIZE } from "./s3-storage.ts";

const MB = 1024 * 1024;
const VIDEO_LIMIT = 64 * MB;
const boundary = "----s3-upload";
// An MP4's first box (its magic bytes), then a repeated block of random bytes: any byte is known by its offset.
const mp4Head = Buffer.from([0, 0, 0, 0x18, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2")]);
const block = crypto.randomBytes(64 * 1024);
const byteAt = (offset: number) =>
  offset < mp4Head.length ? mp4Head[offset] : block[(offset - mp4Head.length) % block.length];

let s3: TestS3Server;
let gateway: TestGateway;
let staffToken: string;
let courseId: string;
let learner: { token: string; user: { id: string } };

beforeAll(async () => {
  s3 = await startS3Server();
  gateway = await startTestGateway({ ...s3.env, VIDEO_UPLOAD_LIMIT_BYTES: String(VIDEO_LIMIT) });
  const instructor = await signIn(gateway);
  await gateway.app.services.db.prisma.user.update({ where: { id: instructor.user.id }, data: { role: "instructor" } });
  staffToken = instructor.token;
  courseId = (
    await gateway.app.services.db.prisma.course.create({ data: { title: "Uploads", ownerId: instructor.user.id } })
  ).id;
  learner = await signIn(gateway);
});
afterAll(async () => {
  await gateway?.close();
  await s3?.close();
});

const storedKeys = async () => {
  const keys: string[] = [];
  for await (const object of gateway.app.services.files.list()) keys.push(object.key);
  return keys;
};
const aborts = () => s3.requests.filter((request) => request.startsWith("DELETE") && request.includes("uploadId="));

interface UploadOptions {
  kind?: string;
  /** Destroys the connection after this many bytes of the file. */
  cutAfter?: number;
}

/** A multipart upload written chunk by chunk (the test process never holds the file whole). */
function streamUpload(size: number, options: UploadOptions = {}) {
  const url = new URL(gateway.url);
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: "POST",
        path: `/api/admin/uploads?kind=${options.kind ?? "video"}&course_id=${courseId}`,
        headers: { authorization: `Bearer ${staffToken}`, "content-type": `multipart/form-data; boundary=${boundary}` },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString(), headers: response.headers }),
        );
      },
    );
    request.on("error", (error) =>
      options.cutAfter === undefined ? reject(error) : resolve({ status: 0, body: "", headers: {} }),
    );
    void (async () => {
      const wait = () => new Promise((drained) => request.once("drain", drained));
      if (
        !request.write(
          `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="v.mp4"\r\ncontent-type: video/mp4\r\n\r\n`,
        )
      )
        await wait();
      if (!request.write(mp4Head)) await wait();
      for (let sent = mp4Head.length; sent < size && !request.destroyed; sent += block.length) {
        if (options.cutAfter !== undefined && sent >= options.cutAfter) return request.destroy();
        if (!request.write(block.subarray(0, Math.min(block.length, size - sent)))) await wait();
      }
      request.end(`\r\n--${boundary}--\r\n`);
    })();
  });
}

describe("staff uploads into the bucket", () => {
  it("streams a 60 MB video to the bucket in parts, then serves it by Range", async () => {
    const size = 60 * MB;
    const response = await streamUpload(size);
    expect(response.status, response.body).toBe(201);
    const answer = JSON.parse(response.body);
    expect(answer).toMatchObject({ contentType: "video/mp4", size });
    // Sent as parts (s3-storage.test.ts shows the adapter never reads more than a few parts ahead of the store).
    const parts = s3.requests.filter(
      (request) => request.startsWith(`PUT /${s3.bucket}/${answer.path}?`) && request.includes("partNumber="),
    );
    expect(parts.length).toBe(Math.ceil(size / PART_SIZE));

    const start = 50 * MB + 123;
    const ranged = await fetch(`${gateway.url}${answer.url}`, { headers: { range: `bytes=${start}-${start + 99}` } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes ${start}-${start + 99}/${size}`);
    const bytes = Buffer.from(await ranged.arrayBuffer());
    expect([...bytes]).toEqual(Array.from({ length: 100 }, (_, index) => byteAt(start + index)));
  });

  it("refuses a video over the limit with 413 and aborts the parts already sent", async () => {
    const before = await storedKeys();
    const response = await streamUpload(VIDEO_LIMIT + 6 * MB);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ error: expect.stringContaining("too large") });
    expect(await storedKeys()).toEqual(before);
    expect(aborts().length).toBeGreaterThanOrEqual(1);
  });

  it("leaves no object when the staff member's connection is cut mid-upload", async () => {
    const before = await storedKeys();
    const abortsBefore = aborts().length;
    await streamUpload(40 * MB, { cutAfter: 12 * MB });
    await vi.waitFor(() => expect(aborts().length).toBe(abortsBefore + 1), { timeout: 10_000 });
    expect(await storedKeys()).toEqual(before);
  });

  it("refuses a file whose bytes are not a video with 415 and stores nothing", async () => {
    const before = await storedKeys();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(crypto.randomBytes(10_000))]), "fake.mp4");
    const response = await fetch(`${gateway.url}/api/admin/uploads?kind=video&course_id=${courseId}`, {
      method: "POST",
      headers: { authorization: `Bearer ${staffToken}` },
      body: form,
    });
    expect(response.status).toBe(415);
    expect(await storedKeys()).toEqual(before);
  });

  it("answers 503 JSON within the timeout when the bucket is down, and stores nothing", async () => {
    const before = await storedKeys();
    await s3.stop();
    try {
      const started = Date.now();
      const response = await streamUpload(1 * MB);
      expect(Date.now() - started).toBeLessThan(gateway.config.S3_TIMEOUT_MS * 2);
      expect(response.status).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(JSON.parse(response.body)).toEqual({ error: expect.stringContaining("unavailable") });
    } finally {
      await s3.start();
    }
    expect(await storedKeys()).toEqual(before);
  });
});

describe("pictures stored by the domain (GraphQL and REST uploads) in the bucket", () => {
  const uploadPicture = () => {
    const form = new FormData();
    form.append("profile_picture", new Blob([new Uint8Array(decodablePng(96, 96))], { type: "image/png" }), "me.png");
    return fetch(`${gateway.url}/api/users/profile-picture`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${learner.token}` },
    });
  };
  const pictureOf = async () =>
    (await gateway.app.services.db.prisma.user.findUniqueOrThrow({ where: { id: learner.user.id } })).profilePicture;

  it("stores a profile picture in the bucket and serves it from there", async () => {
    const response = await uploadPicture();
    expect(response.status).toBe(200);
    const picture = await pictureOf();
    expect(picture).toMatch(/^\/api\/files\//);
    expect(await storedKeys()).toContain(picture!.slice("/api/files/".length));
    const served = await fetch(`${gateway.url}${picture}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it("answers 503 JSON and keeps the previous picture when the bucket is down", async () => {
    const previous = await pictureOf();
    await s3.stop();
    try {
      const response = await uploadPicture();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: expect.stringContaining("unavailable") });
    } finally {
      await s3.start();
    }
    expect(await pictureOf()).toBe(previous);
    expect((await fetch(`${gateway.url}${previous}`)).status).toBe(200);
  });
});
