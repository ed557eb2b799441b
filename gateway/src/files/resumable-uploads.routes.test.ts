// Resumable staff uploads over tus 1.0, on local disk and on an S3-compatible bucket (s3rver on loopback): an
// upload cut half-way resumes at the offset the server reports and the stored file is byte for byte the original.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { signIn } from "../rest/rest-test-helpers.ts";
import { RESUMABLE_UPLOADS } from "./resumable-uploads.routes.ts";

const VIDEO_LIMIT = 2 * 1024 * 1024;
const mp4Head = Buffer.from([0, 0, 0, 0x18, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2")]);
const mp4 = (size: number) => Buffer.concat([mp4Head, crypto.randomBytes(size - mp4Head.length)]);
const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");
const base64 = (text: string) => Buffer.from(text).toString("base64");
// Every staff upload names the course it is for (decision 016).
const metadata = (kind: string, courseId: string) =>
  `kind ${base64(kind)},course_id ${base64(courseId)},filename ${base64("lecture.mp4")}`;

for (const storage of ["local", "s3"] as const) {
  describe(`tus uploads to ${storage} storage`, () => {
    let s3: TestS3Server | undefined;
    let gateway: TestGateway;
    let staffToken: string;
    let otherStaffToken: string;
    let studentToken: string;
    // The course each instructor owns, by token: uploads are for a course the uploader may author.
    const courseOf = new Map<string, string>();

    beforeAll(async () => {
      if (storage === "s3") s3 = await startS3Server();
      gateway = await startTestGateway({ ...s3?.env, VIDEO_UPLOAD_LIMIT_BYTES: String(VIDEO_LIMIT) });
      const promote = async () => {
        const staff = await signIn(gateway);
        const prisma = gateway.app.services.db.prisma;
        await prisma.user.update({ where: { id: staff.user.id }, data: { role: "instructor" } });
        const course = await prisma.course.create({ data: { title: "Uploads", ownerId: staff.user.id } });
        courseOf.set(staff.token, course.id);
        return staff.token;
      };
      staffToken = await promote();
      otherStaffToken = await promote();
      studentToken = (await signIn(gateway)).token;
    });
    afterAll(async () => {
      await gateway?.close();
      await s3?.close();
    });

    const tus = (
      method: string,
      url: string,
      headers: Record<string, string> = {},
      body?: Buffer,
      token: string | null = staffToken,
    ) =>
      fetch(`${gateway.url}${url}`, {
        method,
        headers: { "tus-resumable": "1.0.0", ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        body: body ? new Uint8Array(body) : undefined,
      });
    const create = async (size: number, kind = "video", token: string | null = staffToken) =>
      tus(
        "POST",
        RESUMABLE_UPLOADS,
        {
          "upload-length": String(size),
          "upload-metadata": metadata(kind, courseOf.get(token ?? "") ?? courseOf.get(staffToken)!),
        },
        undefined,
        token,
      );
    const offsetOf = async (location: string) => Number((await tus("HEAD", location)).headers.get("upload-offset"));
    const patch = (location: string, offset: number, bytes: Buffer, token = staffToken) =>
      tus(
        "PATCH",
        location,
        { "upload-offset": String(offset), "content-type": "application/offset+octet-stream" },
        bytes,
        token,
      );
    const staged = () => fs.readdirSync(path.join(gateway.config.dataDir, "upload-staging"));
    const storedKeys = async () => {
      const keys: string[] = [];
      for await (const object of gateway.app.services.files.list()) keys.push(object.key);
      return keys;
    };
    const storedBytes = async (key: string) => {
      const file = await gateway.app.services.files.stat(key);
      const chunks: Buffer[] = [];
      for await (const chunk of await file!.open()) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };

    /** A PATCH that sends `bytes` but announces more, then drops the connection once the server holds them all. */
    async function cutPatch(location: string, bytes: Buffer, announced: number) {
      const url = new URL(`${gateway.url}${location}`);
      const request = http.request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "PATCH",
        headers: {
          "tus-resumable": "1.0.0",
          authorization: `Bearer ${staffToken}`,
          "upload-offset": "0",
          "content-type": "application/offset+octet-stream",
          "content-length": String(announced),
        },
      });
      request.on("error", () => {});
      request.write(bytes);
      await vi.waitFor(async () => expect(await offsetOf(location)).toBe(bytes.length), {
        timeout: 10_000,
        interval: 50,
      });
      request.destroy();
    }

    it("resumes an upload cut at 50% from the server's offset, and stores the same bytes", async () => {
      const video = mp4(1_000_000);
      const created = await create(video.length);
      expect(created.status).toBe(201);
      const location = created.headers.get("location")!;
      expect(location).toMatch(new RegExp(`^${RESUMABLE_UPLOADS}/[0-9a-f]+$`));

      await cutPatch(location, video.subarray(0, video.length / 2), video.length);
      const offset = await offsetOf(location);
      expect(offset).toBe(video.length / 2);

      const finished = await vi.waitFor(
        async () => {
          const answer = await patch(location, offset, video.subarray(offset));
          // The cut request may still hold the upload's lock for a moment: tus answers 423 until it lets go.
          expect(answer.status).not.toBe(423);
          return answer;
        },
        { timeout: 10_000 },
      );
      expect(finished.status).toBe(200);
      const saved = await finished.json();
      expect(saved).toMatchObject({ contentType: "video/mp4", size: video.length });
      expect(saved.url).toBe(`/api/files/${saved.path}`);
      expect(sha256(await storedBytes(saved.path))).toBe(sha256(video));
      // Served like any upload, and the staging area holds nothing more of it.
      const ranged = await fetch(`${gateway.url}${saved.url}`, { headers: { range: "bytes=500000-500099" } });
      expect(Buffer.from(await ranged.arrayBuffer()).equals(video.subarray(500_000, 500_100))).toBe(true);
      expect(staged()).toEqual([]);
    });

    it("lets a console on another allowed origin speak tus (CORS preflight and exposed headers)", async () => {
      const origin = "http://console.example";
      const preflight = await fetch(`${gateway.url}${RESUMABLE_UPLOADS}/abc`, {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "PATCH",
          "access-control-request-headers": "authorization,tus-resumable,upload-offset,content-type",
        },
      });
      expect(preflight.status).toBeLessThan(300);
      expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);
      expect(preflight.headers.get("access-control-allow-headers")).toMatch(/upload-offset/);
      const created = await tus("POST", RESUMABLE_UPLOADS, {
        origin,
        "upload-length": "10",
        "upload-metadata": metadata("video", courseOf.get(staffToken)!),
      });
      expect(created.headers.get("access-control-expose-headers")).toMatch(/location/);
      expect(created.headers.get("access-control-expose-headers")).toMatch(/upload-offset/);
    });

    it("answers a tus client's OPTIONS discovery (no Origin) with the server's version, extensions and size", async () => {
      // tus 1.0's discovery is a plain OPTIONS, not a CORS preflight: the CORS plugin must not refuse it.
      const discovery = await fetch(`${gateway.url}${RESUMABLE_UPLOADS}`, { method: "OPTIONS" });
      expect(discovery.status).toBe(204);
      expect(discovery.headers.get("tus-version")).toBe("1.0.0");
      expect(discovery.headers.get("tus-extension")).toMatch(/creation/);
      expect(discovery.headers.get("tus-max-size")).toBe(String(VIDEO_LIMIT));
    });

    it("refuses unauthenticated, student and other people's requests", async () => {
      expect((await create(1_000, "video", null)).status).toBe(401);
      expect((await create(1_000, "video", "not-a-token")).status).toBe(401);
      expect((await create(1_000, "video", studentToken)).status).toBe(403);
      const location = (await create(50_000)).headers.get("location")!;
      expect((await tus("HEAD", location, {}, undefined, null)).status).toBe(401);
      expect((await patch(location, 0, mp4(50_000), studentToken)).status).toBe(403);
      expect((await patch(location, 0, mp4(50_000), otherStaffToken)).status).toBe(404);
      expect((await tus("GET", location)).status).toBe(404);
      expect(await offsetOf(location)).toBe(0);
      // Another instructor may not upload for a course it does not own, nor without naming a course (decision 016).
      const foreign = { "upload-length": "1000", "upload-metadata": metadata("video", courseOf.get(staffToken)!) };
      expect((await tus("POST", RESUMABLE_UPLOADS, foreign, undefined, otherStaffToken)).status).toBe(403);
      const unnamed = { "upload-length": "1000", "upload-metadata": `kind ${base64("video")}` };
      expect((await tus("POST", RESUMABLE_UPLOADS, unnamed)).status).toBe(400);
    });

    it("refuses content its magic bytes do not show, a file over its kind's limit, and keeps nothing", async () => {
      const keysBefore = await storedKeys();
      const stagedBefore = staged();
      const fake = await create(100_000, "pdf");
      const location = fake.headers.get("location")!;
      const refused = await patch(location, 0, mp4(100_000));
      expect(refused.status).toBe(415);
      expect(await refused.json()).toEqual({ error: "Expected pdf (by content)" });
      expect((await tus("HEAD", location)).status).toBe(404);

      const tooLarge = await create(VIDEO_LIMIT + 1);
      expect(tooLarge.status).toBe(413);
      expect((await create(60 * 1024 * 1024, "pdf")).status).toBe(413);
      expect((await create(1_000, "archive")).status).toBe(400);
      expect(staged()).toEqual(stagedBefore);
      expect(await storedKeys()).toEqual(keysBefore);
    });
  });
}

describe("abandoned uploads", () => {
  it("are deleted from the staging area once UPLOAD_EXPIRY_HOURS have passed", async () => {
    const gateway = await startTestGateway({ UPLOAD_EXPIRY_HOURS: "0.01" });
    try {
      const staff = await signIn(gateway);
      await gateway.app.services.db.prisma.user.update({ where: { id: staff.user.id }, data: { role: "admin" } });
      const course = await gateway.app.services.db.prisma.course.create({ data: { title: "Uploads" } });
      const created = await fetch(`${gateway.url}${RESUMABLE_UPLOADS}`, {
        method: "POST",
        headers: {
          "tus-resumable": "1.0.0",
          authorization: `Bearer ${staff.token}`,
          "upload-length": "5000",
          "upload-metadata": metadata("video", course.id),
        },
      });
      expect(created.status).toBe(201);
      const directory = path.join(gateway.config.dataDir, "upload-staging");
      expect(fs.readdirSync(directory).length).toBeGreaterThan(0);
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + 0.02 * 3_600_000);
      await gateway.app.server.sweepExpiredUploads();
      expect(fs.readdirSync(directory)).toEqual([]);
    } finally {
      vi.useRealTimers();
      await gateway.close();
    }
  });
});
