// Files are not API calls (decision 029): /api/files/* is outside the per-client budgets, names that never get other
// bytes are cached for a year by any cache, playlists and fixed names briefly, and who may read what is unchanged:
// learners' submitted work is refused on the public route and private on its own.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { cacheControlFor } from "./files.routes.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

describe("Cache-Control of stored files", () => {
  it.each([
    ["videos/lesson-1/0123456789ab/240p_003.ts", IMMUTABLE],
    ["videos/lesson-1/0123456789ab/poster.jpg", IMMUTABLE],
    ["images/courses/python.0123456789abcdef0123.320x180.webp", IMMUTABLE],
    ["lesson-content/5f0c8a7e-1b2c-4d3e-8f90-a1b2c3d4e5f6.pdf", IMMUTABLE],
    ["images/uploads/5f0c8a7e-1b2c-4d3e-8f90-a1b2c3d4e5f6.png", IMMUTABLE],
    ["captions/lesson-1-hi-0a1b2c3d.vtt", IMMUTABLE],
    // Playlists stay short whatever their folder; fixed names (the seed's) may get other bytes.
    ["videos/lesson-1/0123456789ab/master.m3u8", "public, max-age=60"],
    ["videos/lesson-1/0123456789ab/240p.m3u8", "public, max-age=60"],
    ["lesson-content/python-1-notes.pdf", "public, max-age=3600"],
    ["captions/python-intro-en.vtt", "public, max-age=3600"],
    ["images/python.jpg", "public, max-age=3600"],
    ["videos/lesson-1/v1/master.mp4", "public, max-age=3600"],
  ])("%s: %s", (key, expected) => {
    expect(cacheControlFor(key)).toBe(expected);
  });
});

describe("/api/files outside the budgets", () => {
  let gateway: TestGateway;
  const segment = "videos/lesson-1/0123456789ab/240p_000.ts";
  const playlist = "videos/lesson-1/0123456789ab/240p.m3u8";
  const submission = "submissions/learner-1/answer.pdf";
  const lab = { "x-forwarded-for": "203.0.113.50" };
  const elsewhere = { "x-forwarded-for": "203.0.113.51" };

  beforeAll(async () => {
    // An anonymous address may spend 3 a minute: a file counted like an API call would be refused at the fourth.
    gateway = await startTestGateway({ RATE_LIMIT_ANONYMOUS_COST_PER_MINUTE: "3", TRUST_PROXY: "true" });
    const files = gateway.app.services.files;
    await files.put(segment, crypto.randomBytes(2_000), "video/mp2t");
    await files.put(playlist, Buffer.from("#EXTM3U\n"), "application/vnd.apple.mpegurl");
    await files.put(submission, Buffer.from("%PDF-1.4 private"), "application/pdf");
  });
  afterAll(() => gateway?.close());

  it("serves every segment and playlist with its lifetime while the address's API budget is spent", async () => {
    // The catalogue's first read fills the content cache (priced at its execution) from elsewhere: each read from
    // the lab's address is then a hit, 1 of its 3.
    expect((await fetch(`${gateway.url}/api/courses/published`, { headers: elsewhere })).status).toBe(200);
    const api = [];
    for (let index = 0; index < 4; index++)
      api.push((await fetch(`${gateway.url}/api/courses/published`, { headers: lab })).status);
    expect(api).toEqual([200, 200, 200, 429]);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        fetch(`${gateway.url}/api/files/${index % 2 ? playlist : segment}`, { headers: lab }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(answers[0]!.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(answers[1]!.headers.get("cache-control")).toBe("public, max-age=60");
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
  });

  it("keeps access as it was: submitted work is not on the public route, and needs a token on its own", async () => {
    const refused = await fetch(`${gateway.url}/api/files/${submission}`);
    expect(refused.status).toBe(404);
    expect(refused.headers.get("cache-control")).not.toMatch(/public/);
    const anonymous = await fetch(`${gateway.url}/api/submission-files/${submission}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("cache-control") ?? "").not.toMatch(/public/);
    expect((await fetch(`${gateway.url}/api/files/..%2Fsecret.txt`)).status).toBe(400);
    expect((await fetch(`${gateway.url}/api/files/lesson-content/missing.pdf`)).status).toBe(404);
  });
});
