// Fitting a picture inside a box (a question's figure): the aspect ratio is kept, nothing is enlarged, a 2x exists only
// when the source has its pixels, and the 1x name alone says every key of the set.
import zlib from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  IMAGE_BOXES,
  IMAGE_SLOTS,
  isVariantKey,
  parseVariantKey,
  planImageVariants,
  renderImageVariants,
  variantKeys,
  variantSetPrefix,
} from "./image-variants.ts";

const box = IMAGE_BOXES.questionFigure;
const picture = (width: number, height: number, alpha = false) =>
  sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: { r: 200, g: 40, b: 40, alpha: alpha ? 0.5 : 1 } },
  })
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

async function sizes(bytes: Uint8Array, base: string) {
  const variants = await renderImageVariants(bytes, base, box);
  return Promise.all(
    variants.map(async ({ key, bytes: data, contentType }) => {
      const { width, height, format } = await sharp(data).metadata();
      return { key: key.slice(key.lastIndexOf(".", key.lastIndexOf(".") - 1) + 1), width, height, format, contentType };
    }),
  );
}

// CRC-32 of a PNG chunk (type and data), so that a header can be rewritten and stay valid.
function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A 1x1 PNG whose header declares `width` x `height`: a small file that would take gigabytes once decoded. */
function declaredPng(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  const data = zlib.deflateSync(Buffer.alloc(4));
  return new Uint8Array(
    Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", data), chunk("IEND", Buffer.alloc(0))]),
  );
}

describe("fitting a picture inside a box", () => {
  it("scales a large picture down with its ratio kept and writes 1x and 2x in both formats", async () => {
    const bytes = await picture(2000, 1000);
    const set = await planImageVariants(bytes, "images/mock-tests/t1/figure", box);
    expect(set).toMatchObject({ width: 720, height: 360, densities: 2, ext: "jpg" });
    expect(await sizes(bytes, "images/mock-tests/t1/figure")).toEqual([
      { key: "720x360.jpg", width: 720, height: 360, format: "jpeg", contentType: "image/jpeg" },
      { key: "720x360.webp", width: 720, height: 360, format: "webp", contentType: "image/webp" },
      { key: "1440x720.jpg", width: 1440, height: 720, format: "jpeg", contentType: "image/jpeg" },
      { key: "1440x720.webp", width: 1440, height: 720, format: "webp", contentType: "image/webp" },
    ]);
  });

  it("fits a tall picture by its height", async () => {
    const set = await planImageVariants(await picture(600, 2400), "b", box);
    expect(set).toMatchObject({ width: 240, height: 960, densities: 2 });
  });

  it("writes only a 1x, named so, when the source lacks the pixels for a 2x", async () => {
    const bytes = await picture(1000, 500);
    const variants = await sizes(bytes, "b");
    expect(variants).toEqual([
      { key: "720x360-1x.jpg", width: 720, height: 360, format: "jpeg", contentType: "image/jpeg" },
      { key: "720x360-1x.webp", width: 720, height: 360, format: "webp", contentType: "image/webp" },
    ]);
  });

  it("never enlarges a small picture, and keeps transparency in PNG", async () => {
    const bytes = await picture(300, 200, true);
    expect(await sizes(bytes, "b")).toEqual([
      { key: "300x200-1x.png", width: 300, height: 200, format: "png", contentType: "image/png" },
      { key: "300x200-1x.webp", width: 300, height: 200, format: "webp", contentType: "image/webp" },
    ]);
  });

  it("names a set so that its 1x fallback says every key, for GC and release", async () => {
    for (const [width, height] of [
      [1000, 500],
      [2000, 1000],
    ]) {
      const variants = await renderImageVariants(await picture(width, height), "images/mock-tests/t/q", box);
      const keys = variants.map((variant) => variant.key);
      const set = parseVariantKey(keys[0])!;
      expect(variantKeys(set)).toEqual(keys);
      expect(keys.every(isVariantKey)).toBe(true);
      expect(new Set(keys.map(variantSetPrefix))).toEqual(new Set([`images/mock-tests/t/q.${set.hash}.`]));
      // Only the fallback names a set: a row stores it, never the WebP.
      expect(parseVariantKey(keys[1])).toBeNull();
    }
  });

  it("names the same bytes differently in a box and in a slot, and leaves slots cropped at 1x and 2x", async () => {
    const bytes = await picture(800, 400);
    const fitted = await planImageVariants(bytes, "b", box);
    const slotted = await planImageVariants(bytes, "b", IMAGE_SLOTS.courseThumbnail);
    expect(fitted.hash).not.toBe(slotted.hash);
    expect(variantKeys(slotted).map((key) => key.split(".").slice(-2).join("."))).toEqual([
      "400x192.jpg",
      "400x192.webp",
      "800x384.jpg",
      "800x384.webp",
    ]);
  });

  it("refuses bytes that are not a picture, and a picture declaring too many pixels, before writing anything", async () => {
    await expect(renderImageVariants(new TextEncoder().encode("not an image"), "b", box)).rejects.toThrow();
    await expect(renderImageVariants(declaredPng(10_000, 10_000), "b", box)).rejects.toThrow(/pixel/i);
  });
});
