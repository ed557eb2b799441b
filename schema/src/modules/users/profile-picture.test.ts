import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../context.ts";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { bytes, gifHeader, pngHeader } from "./image-fixtures.ts";

let db: Database;
let viewer: Viewer;
beforeAll(async () => {
  db = await openTestDatabase();
  const user = await db.prisma.user.create({ data: { authId: "auth-pic", email: "pic@example.in" } });
  viewer = { userId: user.id, authId: user.authId, role: "student" };
});
afterAll(() => db.close());

const UPLOAD = `mutation($file: File!) { uploadProfilePicture(file: $file) { id profilePicture } }`;
const file = (content: Uint8Array, name = "me.png", type = "image/png") => new File([content], name, { type });
const upload = (context: ReturnType<typeof createTestContext>, content: Uint8Array, name?: string, type?: string) =>
  execute(context, UPLOAD, { file: file(content, name, type) });
const codeOf = (result: Awaited<ReturnType<typeof execute>>) => result.errors?.[0].extensions.code;

describe("uploadProfilePicture", () => {
  it("stores 96x96 and 192x192 variants (WebP and a fallback) under avatars/<userId>.<hash> and replaces the previous set", async () => {
    const context = createTestContext({ db, viewer });
    const square = await sharp({
      create: { width: 256, height: 256, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const first = await upload(context, new Uint8Array(square));
    const path = (first.data?.uploadProfilePicture as { profilePicture: string }).profilePicture;
    expect(path).toMatch(new RegExp(`^/api/files/avatars/${viewer.userId}\\.[0-9a-f]{20}\\.96x96\\.png$`));
    const stem = path.slice("/api/files/".length).replace(/\.96x96\.png$/, "");
    expect(context.files.files.get(`${stem}.96x96.png`)?.contentType).toBe("image/png");
    expect(await sharp(context.files.files.get(`${stem}.192x192.webp`)!.bytes).metadata()).toMatchObject({
      format: "webp",
      width: 192,
      height: 192,
    });

    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "green" } })
      .jpeg()
      .toBuffer();
    const second = await upload(context, new Uint8Array(photo), "photo.png", "image/png");
    const nextPath = (second.data?.uploadProfilePicture as { profilePicture: string }).profilePicture;
    expect(nextPath).toMatch(/\.96x96\.jpg$/);
    const nextStem = nextPath.slice("/api/files/".length).replace(/\.96x96\.jpg$/, "");
    expect([...context.files.files.keys()].sort()).toEqual(
      ["96x96.jpg", "96x96.webp", "192x192.jpg", "192x192.webp"].map((size) => `${nextStem}.${size}`).sort(),
    );
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: viewer.userId } })).profilePicture).toBe(nextPath);
  });

  it("refuses files over the deployment's upload limit with payload_too_large, naming the limit", async () => {
    const context = { ...createTestContext({ db, viewer }), uploadLimitBytes: 4 * 1024 * 1024 };
    const big = new Uint8Array(context.uploadLimitBytes + 1);
    big.set(pngHeader(100, 100));
    const result = await upload(context, big);
    expect(result.errors?.[0]).toMatchObject({
      message: "File too large (max 4 MB)",
      extensions: { code: "payload_too_large" },
    });
  });

  it("refuses images declaring more than 40 megapixels (decompression bombs)", async () => {
    const context = createTestContext({ db, viewer });
    expect(codeOf(await upload(context, pngHeader(10_000, 5_000)))).toBe("payload_too_large");
    expect(codeOf(await upload(context, gifHeader(6_400, 6_400), "a.gif", "image/gif"))).toBe("payload_too_large");
    // Within the limit the header passes; this one has no pixels, so it is refused as unreadable, not as too large.
    expect(codeOf(await upload(context, pngHeader(8_000, 5_000)))).toBe("unsupported_media_type");
  });

  it("judges by content, not by name or declared type", async () => {
    const context = createTestContext({ db, viewer });
    const script = bytes("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
    expect(codeOf(await upload(context, script, "evil.png", "image/png"))).toBe("unsupported_media_type");
    const bmp = bytes(
      "BM",
      [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0, 0],
      [1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 24, 0],
    );
    expect(codeOf(await upload(context, bmp, "a.bmp", "image/bmp"))).toBe("unsupported_media_type");
    const truncatedJpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
    expect(codeOf(await upload(context, truncatedJpeg, "a.jpg", "image/jpeg"))).toBe("unsupported_media_type");
  });

  it("needs a signed-in viewer", async () => {
    expect(codeOf(await upload(createTestContext({ db }), pngHeader(10, 10)))).toBe("unauthenticated");
  });
});
