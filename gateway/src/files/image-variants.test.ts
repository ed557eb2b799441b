// An uploaded picture is stored as variants in the real file store (the default local-disk adapter) under
// content-hashed names, served with a year-long immutable cache, and described by profilePictureSources over GraphQL.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageDimensions } from "@app/schema";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { signIn, type Learner } from "../rest/rest-test-helpers.ts";

let gateway: TestGateway;
let learner: Learner;
// A real 240x180 JPEG.
const jpeg = Buffer.from(
  "/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAC0APADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCWAspoAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//2Q==",
  "base64",
);
const IMMUTABLE = "public, max-age=31536000, immutable";

// Starting a gateway and signing in takes a while on a busy machine.
beforeAll(async () => {
  gateway = await startTestGateway();
  learner = await signIn(gateway);
}, 120_000);
afterAll(() => gateway.close());

async function uploadPicture(bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append("profile_picture", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "me.jpg");
  const response = await fetch(`${gateway.url}/api/users/profile-picture`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${learner.token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { profilePicture: string }).profilePicture;
}

describe("picture variants", () => {
  it("stores 1x and 2x in WebP and JPEG under hashed names in the file store and serves them as immutable", async () => {
    const address = await uploadPicture(jpeg);
    expect(address).toMatch(/^\/api\/files\/avatars\/[\w-]+\.[0-9a-f]{20}\.96x96\.jpg$/);
    const stem = address.replace(/\.96x96\.jpg$/, "");
    const expected = [
      ["96x96.jpg", "image/jpeg", 96],
      ["96x96.webp", "image/webp", 96],
      ["192x192.jpg", "image/jpeg", 192],
      ["192x192.webp", "image/webp", 192],
    ] as const;
    for (const [suffix, type, size] of expected) {
      expect(await gateway.app.services.files.stat(`${stem}.${suffix}`.slice("/api/files/".length))).toMatchObject({
        size: expect.any(Number),
      });
      const response = await fetch(`${gateway.url}${stem}.${suffix}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(imageDimensions(bytes, suffix.endsWith("webp") ? "webp" : "jpg")).toEqual({ width: size, height: size });
    }

    const query = `{ me { profilePicture profilePictureSources { src width height srcSet sources { type srcSet } } } }`;
    const graphql = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${learner.token}` },
      body: JSON.stringify({ query }),
    });
    const { data } = (await graphql.json()) as { data: { me: { profilePictureSources: unknown } } };
    expect(data.me.profilePictureSources).toEqual({
      src: address,
      width: 96,
      height: 96,
      srcSet: `${stem}.96x96.jpg 96w, ${stem}.192x192.jpg 192w`,
      sources: [{ type: "image/webp", srcSet: `${stem}.96x96.webp 96w, ${stem}.192x192.webp 192w` }],
    });
  });

  it("keeps the hour-long cache for files without a content hash in their name", async () => {
    await gateway.app.services.files.put("images/courses/legacy.jpg", new Uint8Array(jpeg), "image/jpeg");
    const response = await fetch(`${gateway.url}/api/files/images/courses/legacy.jpg`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    // Read to the end, or the open connection holds the server's close.
    expect(Buffer.from(await response.arrayBuffer()).equals(jpeg)).toBe(true);
  });
});

describe("a question's figure, fitted inside the exam column", () => {
  const UPLOAD = `mutation($testId: ID, $file: File!) { uploadMockTestImage(testId: $testId, file: $file) { src width height srcSet } }`;

  async function uploadFigure(token: string, testId: string, bytes: Uint8Array, type = "image/png") {
    const form = new FormData();
    form.append("operations", JSON.stringify({ query: UPLOAD, variables: { testId, file: null } }));
    form.append("map", JSON.stringify({ 0: ["variables.file"] }));
    form.append("0", new Blob([new Uint8Array(bytes)], { type }), "figure.png");
    const response = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${token}`, "graphql-require-preflight": "1" },
    });
    return (await response.json()) as {
      data?: { uploadMockTestImage: { src: string; width: number; height: number; srcSet: string } };
      errors?: { extensions?: { code?: string } }[];
    };
  }

  it("keeps the ratio, never enlarges, serves the 1x set as immutable and writes no 2x without the pixels", async () => {
    const prisma = gateway.app.services.db.prisma;
    const admin = await signIn(gateway);
    await prisma.user.update({ where: { id: admin.user.id }, data: { role: "admin" } });
    const test = await prisma.mockTest.create({ data: { title: "Figures", durationMinutes: 10 } });
    const source = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "navy" } })
      .png()
      .toBuffer();
    const { data, errors } = await uploadFigure(admin.token, test.id, source);
    expect(errors).toBeUndefined();
    const figure = data!.uploadMockTestImage;
    expect(figure).toMatchObject({ width: 720, height: 360 });
    expect(figure.src).toMatch(
      new RegExp(`^/api/files/images/mock-tests/${test.id}/figure\\.[0-9a-f]{20}\\.720x360-1x\\.jpg$`),
    );
    const stem = figure.src.replace(/\.720x360-1x\.jpg$/, "");
    expect(figure.srcSet).toBe(`${stem}.720x360-1x.jpg 720w`);
    for (const [suffix, type] of [
      ["720x360-1x.jpg", "image/jpeg"],
      ["720x360-1x.webp", "image/webp"],
    ] as const) {
      const response = await fetch(`${gateway.url}${stem}.${suffix}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(imageDimensions(bytes, suffix.endsWith("webp") ? "webp" : "jpg")).toEqual({ width: 720, height: 360 });
    }
    const noDouble = await fetch(`${gateway.url}${stem}.1440x720.jpg`);
    expect(noDouble.status).toBe(404);
    await noDouble.arrayBuffer();

    const before = await prisma.storedFile.count();
    const refused = await uploadFigure(admin.token, test.id, new TextEncoder().encode("not a picture"), "image/png");
    expect(refused.errors?.[0]?.extensions?.code).toBe("unsupported_media_type");
    expect(await prisma.storedFile.count()).toBe(before);
  });
});
