import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";

let gateway: TestGateway;
const video = crypto.randomBytes(10_000);
const secret = "TOP-SECRET-OUTSIDE-THE-STORE";

/** Sends the path byte for byte: fetch would normalise dot segments before they reach the server. */
function raw(pathname: string, headers: Record<string, string> = {}) {
  const url = new URL(gateway.url);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, path: pathname, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

// The same routes over both storage adapters: local disk (the default) and an S3-compatible bucket (s3rver).
describe.each(["local", "s3"] as const)("GET /api/files on %s storage", (adapter) => {
  let s3: TestS3Server | undefined;
  beforeAll(async () => {
    s3 = adapter === "s3" ? await startS3Server() : undefined;
    gateway = await startTestGateway(s3?.env);
    const files = gateway.app.services.files;
    await files.put("lesson-content/intro.mp4", video, "video/mp4");
    await files.put("lesson-content/notes.pdf", Buffer.from("%PDF-1.4 test"), "application/pdf");
    await files.put("page.html", Buffer.from("<script>alert(1)</script>"), "text/html");
    fs.writeFileSync(path.join(gateway.config.dataDir, "secret.txt"), secret);
    // A symlink planted inside the local store must not lead out of it.
    if (adapter === "local") {
      fs.symlinkSync(
        path.join(gateway.config.dataDir, "secret.txt"),
        path.join(files.location, "lesson-content", "link.txt"),
      );
    }
  });
  afterAll(async () => {
    await gateway.close();
    await s3?.close();
  });

  it("serves a whole file with type, validators and caching headers", async () => {
    const response = await raw("/api/files/lesson-content/intro.mp4");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("video/mp4");
    expect(response.headers["accept-ranges"]).toBe("bytes");
    expect(response.headers["content-length"]).toBe(String(video.length));
    expect(response.headers.etag).toMatch(/^"[0-9a-f-]+"$/);
    expect(response.headers["last-modified"]).toBeTruthy();
    expect(response.headers["cache-control"]).toContain("max-age");
    expect(response.body.equals(video)).toBe(true);
  });

  it("serves the same file through the generic path route", async () => {
    const response = await raw("/api/files/lesson-content/notes.pdf");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.body.toString()).toBe("%PDF-1.4 test");
  });

  it.each([
    ["bytes=100-199", 100, 199],
    ["bytes=9990-", 9990, 9999],
    ["bytes=-50", 9950, 9999],
    ["bytes=9000-20000", 9000, 9999],
  ])("answers Range %s with 206 and exactly those bytes", async (range, start, end) => {
    const response = await raw("/api/files/lesson-content/intro.mp4", { range });
    expect(response.status).toBe(206);
    expect(response.headers["content-range"]).toBe(`bytes ${start}-${end}/${video.length}`);
    expect(response.headers["content-length"]).toBe(String(end - start + 1));
    expect(response.body.equals(video.subarray(start, end + 1))).toBe(true);
  });

  it.each(["bytes=20000-30000", "bytes=abc", "bytes=500-100", "bytes=-0"])(
    "answers Range %s with 416",
    async (range) => {
      const response = await raw("/api/files/lesson-content/intro.mp4", { range });
      expect(response.status).toBe(416);
      expect(response.headers["content-range"]).toBe(`bytes */${video.length}`);
      expect(JSON.parse(response.body.toString())).toEqual({ error: expect.any(String) });
    },
  );

  it("revalidates with If-None-Match and ignores a stale If-Range", async () => {
    const first = await raw("/api/files/lesson-content/intro.mp4");
    const cached = await raw("/api/files/lesson-content/intro.mp4", { "if-none-match": first.headers.etag! });
    expect(cached.status).toBe(304);
    const stale = await raw("/api/files/lesson-content/intro.mp4", { range: "bytes=0-9", "if-range": '"stale"' });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(video.length);
  });

  it("sends active content (HTML) as a download, never inline", async () => {
    const response = await raw("/api/files/page.html");
    expect(response.headers["content-type"]).toBe("application/octet-stream");
    expect(response.headers["content-disposition"]).toContain("attachment");
  });

  it("answers HEAD with headers only", async () => {
    const response = await new Promise<http.IncomingMessage>((resolve) => {
      const url = new URL(gateway.url);
      http
        .request(
          { host: url.hostname, port: url.port, path: "/api/files/lesson-content/intro.mp4", method: "HEAD" },
          resolve,
        )
        .end();
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-length"]).toBe(String(video.length));
  });

  it("answers 404 JSON for a missing file", async () => {
    const response = await raw("/api/files/lesson-content/missing.mp4");
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body.toString())).toEqual({ error: "File not found" });
  });

  it.runIf(adapter === "s3")(
    "answers 503 JSON at once while the bucket is unreachable, and serves again after",
    async () => {
      await s3!.stop();
      try {
        const started = Date.now();
        const response = await raw("/api/files/lesson-content/intro.mp4", { range: "bytes=0-9" });
        expect(Date.now() - started).toBeLessThan(gateway.config.S3_TIMEOUT_MS);
        expect(response.status).toBe(503);
        expect(response.headers["content-type"]).toContain("application/json");
        expect(response.headers["retry-after"]).toBe("5");
        expect(response.headers["content-range"]).toBeUndefined();
        expect(JSON.parse(response.body.toString())).toEqual({ error: expect.stringContaining("unavailable") });
      } finally {
        await s3!.start();
      }
      expect((await raw("/api/files/lesson-content/intro.mp4", { range: "bytes=0-9" })).status).toBe(206);
    },
  );

  it.each([
    "/api/files/../secret.txt",
    "/api/files/lesson-content/../../secret.txt",
    "/api/files/..%2Fsecret.txt",
    "/api/files/lesson-content/..%2F..%2Fsecret.txt",
    "/api/files/%2e%2e/secret.txt",
    "/api/files/%252e%252e%252fsecret.txt",
    "/api/files/..%5csecret.txt",
    "/api/files/..\\secret.txt",
    "/api/files//etc/passwd",
    "/api/files/%2Fetc%2Fpasswd",
    "/api/files/lesson-content/%00intro.mp4",
    "/api/files/lesson-content/link.txt",
    "/api/files/.hidden",
  ])("refuses %s without leaving the store", async (pathname) => {
    const response = await raw(pathname);
    expect([400, 404]).toContain(response.status);
    expect(response.body.toString()).not.toContain(secret);
    expect(response.body.toString()).not.toContain("root:");
  });

  it.runIf(adapter === "local")(
    "serves pdf.js's worker with CORS for the client's PDF viewer (GET /pdf.worker.min.mjs)",
    async () => {
      const response = await raw("/pdf.worker.min.mjs", { origin: "https://elsewhere.example" });
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toContain("text/javascript");
      expect(response.headers["access-control-allow-origin"]).toBe("*");
      expect(response.body.length).toBeGreaterThan(10_000);
      // The very pdf.js the client bundles: the version react-pdf (as the client resolves it) depends on.
      const reactPdf = createRequire(path.resolve(import.meta.dirname, "../../../client/package.json")).resolve(
        "react-pdf/package.json",
      );
      const pdfjsVersion = JSON.parse(fs.readFileSync(reactPdf, "utf8")).dependencies["pdfjs-dist"];
      expect(response.body.toString()).toContain(`"${pdfjsVersion}"`);
    },
  );
});
