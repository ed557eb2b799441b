// Hostile file requests: traversal variants never reach outside the storage root, and uploads that lie about
// their type, are too big, or declare a decompression bomb are refused.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@app/db";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";
import { createFixture, type Fixture } from "../../test/reliability/fixtures.ts";
import { rawGet } from "../../test/reliability/raw-http.ts";
import { decodablePng, png } from "../../test/reliability/images.ts";

let db: Database;
let gateway: RunningGateway;
let fixture: Fixture;
const SECRET = "secret-outside-the-storage-root";

beforeAll(async () => {
  db = await openDatabase({ target: { kind: "pglite", location: "memory://" } });
  fixture = await createFixture(db, { learners: 1 });
  gateway = await startGatewayOn(db);
  const root = gateway.app.services.files.location;
  fs.writeFileSync(path.join(root, "..", "outside.txt"), SECRET);
  fs.mkdirSync(path.join(root, "lesson-content"), { recursive: true });
  fs.writeFileSync(path.join(root, "lesson-content", "notes.txt"), "inside");
});
afterAll(async () => {
  await gateway?.close();
  await db?.close();
});

const dots = ["..", "%2e%2e", "%2E%2E", ".%2e", "%252e%252e", "..%c0%af", "%c0%ae%c0%ae", "...."];
const slashes = ["/", "%2f", "%2F", "%252f", "\\", "%5c", "%255c", "//"];
const traversals = [
  ...dots.flatMap((dot) => slashes.map((slash) => `${dot}${slash}outside.txt`)),
  ...dots.map((dot) => `lesson-content/${dot}/${dot}/outside.txt`),
  "/etc/passwd",
  "%2fetc%2fpasswd",
  "%252fetc%252fpasswd",
  "\\etc\\passwd",
  "C:%5cWindows%5cwin.ini",
  "file:///etc/passwd",
  "lesson-content/notes.txt%00.pdf",
  "lesson-content/notes.txt%2500",
  "%00../outside.txt",
  "lesson-content/%00",
  "..;/outside.txt",
  ".%00./outside.txt",
  "lesson-content/./../outside.txt",
  "lesson-content/.%2e/outside.txt",
];

describe("path traversal", () => {
  it("serves a normal file (the probe works)", async () => {
    const response = await rawGet(gateway.url, "/api/files/lesson-content/notes.txt");
    expect(response.status).toBe(200);
    expect(response.body).toBe("inside");
  });

  it(`refuses ${traversals.length * 2} traversal variants without leaking or failing`, async () => {
    const offenders: string[] = [];
    for (const variant of traversals) {
      for (const prefix of ["/api/files/", "/api/files/lesson-content/"]) {
        const response = await rawGet(gateway.url, `${prefix}${variant}`);
        const leaked = response.body.includes(SECRET) || /root:.*:0:0:/.test(response.body);
        if (response.status < 400 || response.status >= 500 || leaked)
          offenders.push(`${prefix}${variant} -> ${response.status}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe("uploads", () => {
  const upload = (bytes: Buffer | string, name: string, type: string) => {
    const form = new FormData();
    form.append(
      "profile_picture",
      new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type }),
      name,
    );
    return fetch(`${gateway.url}/api/users/profile-picture`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${fixture.learners[0].token}` },
    }).then(async (response) => ({ status: response.status, body: await response.json().catch(() => null) }));
  };

  it("accepts a real small PNG (the probe works)", async () => {
    const response = await upload(decodablePng(96, 96), "me.png", "image/png");
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });

  it("refuses files that lie about their type with 415", async () => {
    const lies = [
      { bytes: "<script>alert(1)</script>", name: "me.png", type: "image/png" },
      { bytes: "<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>", name: "me.svg", type: "image/svg+xml" },
      { bytes: "%PDF-1.4\n%%EOF", name: "me.jpg", type: "image/jpeg" },
      { bytes: "MZ\x90\x00binary", name: "me.gif", type: "image/gif" },
    ];
    for (const lie of lies) {
      const response = await upload(lie.bytes, lie.name, lie.type);
      expect(response.status, lie.name).toBe(415);
      expect(typeof response.body?.error).toBe("string");
    }
  });

  it("refuses an upload over UPLOAD_LIMIT_BYTES with 413", async () => {
    const limit = gateway.app.services.config.UPLOAD_LIMIT_BYTES;
    const response = await upload(png(64, 64, limit + 10), "big.png", "image/png");
    expect(response.status).toBe(413);
    expect(typeof response.body?.error).toBe("string");
  });

  it("refuses a decompression bomb (a tiny PNG declaring 50000x50000 pixels)", async () => {
    const bomb = png(50_000, 50_000);
    expect(bomb.length).toBeLessThan(2_000);
    const response = await upload(bomb, "bomb.png", "image/png");
    expect([413, 415]).toContain(response.status);
    const user = await db.prisma.user.findUniqueOrThrow({ where: { id: fixture.learners[0].id } });
    expect(user.profilePicture ?? "").not.toContain("bomb");
  });
});
