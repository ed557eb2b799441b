import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { signIn } from "../rest/rest-test-helpers.ts";

// Small limits so the over-limit cases stay cheap; the video limit is above the body limit on purpose:
// BODY_LIMIT_BYTES must not cut a video upload.
const BODY_LIMIT = 64 * 1024;
const VIDEO_LIMIT = 300_000;

let gateway: TestGateway;
let staffToken: string;
let studentToken: string;
let courseId: string;

beforeAll(async () => {
  gateway = await startTestGateway({
    BODY_LIMIT_BYTES: String(BODY_LIMIT),
    VIDEO_UPLOAD_LIMIT_BYTES: String(VIDEO_LIMIT),
  });
  const instructor = await signIn(gateway);
  await gateway.app.services.db.prisma.user.update({ where: { id: instructor.user.id }, data: { role: "instructor" } });
  staffToken = instructor.token;
  courseId = (
    await gateway.app.services.db.prisma.course.create({ data: { title: "Uploads", ownerId: instructor.user.id } })
  ).id;
  studentToken = (await signIn(gateway)).token;
});
afterAll(() => gateway.close());

const mp4 = (size: number) => {
  const box = Buffer.from([0, 0, 0, 0x18, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2")]);
  return Buffer.concat([box, crypto.randomBytes(size - box.length)]);
};
const webm = () =>
  Buffer.concat([
    Buffer.from([
      0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
      0x81, 0x08, 0x42, 0x82, 0x84,
    ]),
    Buffer.from("webm"),
    crypto.randomBytes(2_000),
  ]);
const png = (width: number, height: number) => {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
  header.writeUInt32BE(13, 8);
  header.write("IHDR", 12, "latin1");
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 6, 0, 0, 0], 24);
  return header;
};

async function upload(kind: string, bytes: Buffer, token?: string, name = "lesson.bin") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${gateway.url}/api/admin/uploads?kind=${kind}&course_id=${courseId}`, {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    json: text.startsWith("{") ? JSON.parse(text) : undefined,
    headers: response.headers,
  };
}

/** Every file under the store's upload folders, temporary ones included. */
const stored = () =>
  ["lesson-content", "images/uploads"].flatMap((folder) => {
    const dir = path.join(gateway.app.services.files.location, folder);
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => `${folder}/${name}`) : [];
  });

describe("POST /api/admin/uploads", () => {
  it("streams a video larger than the body limit to storage and serves it with Range", async () => {
    const video = mp4(200_000);
    const response = await upload("video", video, staffToken, "intro.mov");
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ contentType: "video/mp4", size: video.length });
    expect(response.json.url).toMatch(/^\/api\/files\/lesson-content\/[0-9a-f-]{36}\.mp4$/);
    expect(response.json.url).toBe(`/api/files/${response.json.path}`);

    const ranged = await fetch(`${gateway.url}${response.json.url}`, { headers: { range: "bytes=100-199" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await ranged.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);
  });

  it("accepts webm videos, PDFs and images by their magic bytes", async () => {
    expect((await upload("video", webm(), staffToken)).json).toMatchObject({ contentType: "video/webm" });
    const pdf = await upload("pdf", Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n"), staffToken, "deck.pdf");
    expect(pdf.status).toBe(201);
    expect(pdf.json.url).toMatch(/^\/api\/files\/lesson-content\/[0-9a-f-]{36}\.pdf$/);
    const image = await upload("image", png(640, 480), staffToken, "photo.png");
    expect(image.json).toMatchObject({ contentType: "image/png" });
    expect(image.json.url).toMatch(/^\/api\/files\/images\/uploads\/[0-9a-f-]{36}\.png$/);
  });

  it("refuses a type its magic bytes do not show with 415 and keeps nothing", async () => {
    const before = stored();
    expect((await upload("video", png(10, 10), staffToken, "fake.mp4")).status).toBe(415);
    expect((await upload("pdf", mp4(5_000), staffToken, "fake.pdf")).status).toBe(415);
    expect(
      (await upload("image", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), staffToken, "a.png")).status,
    ).toBe(415);
    expect(stored()).toEqual(before);
  });

  it("refuses a file over its kind's limit with 413 and leaves no file behind", async () => {
    const before = stored();
    const response = await upload("video", mp4(VIDEO_LIMIT + 50_000), staffToken);
    expect(response.status).toBe(413);
    expect(stored()).toEqual(before);
    // Images: UPLOAD_LIMIT_BYTES by bytes, 40 megapixels by declared size.
    expect((await upload("image", png(10_000, 5_000), staffToken)).status).toBe(413);
    expect(stored()).toEqual(before);
  });

  it("leaves no file behind when the client cuts the connection mid-upload", async () => {
    const before = stored();
    const url = new URL(gateway.url);
    const boundary = "----cut";
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="v.mp4"\r\ncontent-type: video/mp4\r\n\r\n`;
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST /api/admin/uploads?kind=video&course_id=${courseId} HTTP/1.1\r\nhost: ${url.host}\r\nauthorization: Bearer ${staffToken}\r\n` +
        `content-type: multipart/form-data; boundary=${boundary}\r\ncontent-length: 250000\r\n\r\n${head}`,
    );
    socket.write(mp4(100_000));
    // The temporary file appears once the head is checked; then the client goes away.
    await vi.waitFor(() => expect(stored().some((name) => name.endsWith(".tmp"))).toBe(true), { timeout: 5_000 });
    socket.destroy();
    await vi.waitFor(() => expect(stored()).toEqual(before), { timeout: 5_000 });
  });

  it("answers 401 without a valid token, 403 for students, 400 for an unknown kind", async () => {
    expect((await upload("video", mp4(1_000))).status).toBe(401);
    expect((await upload("video", mp4(1_000), "not-a-token")).status).toBe(401);
    expect((await upload("video", mp4(1_000), studentToken)).status).toBe(403);
    expect((await upload("archive", mp4(1_000), staffToken)).status).toBe(400);
  });

  it("keeps BODY_LIMIT_BYTES on every other route", async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ courses { id } }`, variables: { pad: "x".repeat(BODY_LIMIT) } }),
    });
    expect(response.status).toBe(413);
  });
});
