import { describe, expect, it } from "vitest";
import { imageDimensions } from "./image-dimensions.ts";
import { be16, bytes, gifHeader, jpegHeader, le16, le24, pngHeader, riff } from "./image-fixtures.ts";

describe("imageDimensions", () => {
  it("reads PNG IHDR", () => {
    expect(imageDimensions(pngHeader(640, 480), "png")).toEqual({ width: 640, height: 480 });
    expect(imageDimensions(pngHeader(100_000, 100_000), "png")).toEqual({ width: 100_000, height: 100_000 });
  });

  it("reads the GIF logical screen", () => {
    expect(imageDimensions(gifHeader(320, 200), "gif")).toEqual({ width: 320, height: 200 });
  });

  it("walks JPEG segments to the frame header", () => {
    expect(imageDimensions(jpegHeader(1920, 1080), "jpg")).toEqual({ width: 1920, height: 1080 });
    expect(imageDimensions(bytes([0xff, 0xd8], [0xff, 0xda], be16(8), [0, 0, 0, 0, 0, 0]), "jpg")).toBeNull();
  });

  it("reads the three WebP flavours", () => {
    const lossy = riff([...bytes("VP8 "), 0, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(800), ...le16(600)]);
    expect(imageDimensions(lossy, "webp")).toEqual({ width: 800, height: 600 });
    const packed = (1024 - 1) | ((768 - 1) << 14);
    const lossless = riff([
      ...bytes("VP8L"),
      0,
      0,
      0,
      0,
      0x2f,
      packed & 255,
      (packed >>> 8) & 255,
      (packed >>> 16) & 255,
      packed >>> 24,
      0,
    ]);
    expect(imageDimensions(lossless, "webp")).toEqual({ width: 1024, height: 768 });
    const extended = riff([...bytes("VP8X"), 10, 0, 0, 0, 0, 0, 0, 0, ...le24(16_383), ...le24(16_383), 0]);
    expect(imageDimensions(extended, "webp")).toEqual({ width: 16_384, height: 16_384 });
  });

  it("answers null for truncated or unknown input", () => {
    expect(imageDimensions(pngHeader(1, 1).subarray(0, 20), "png")).toBeNull();
    expect(imageDimensions(bytes("GIF8"), "gif")).toBeNull();
    expect(imageDimensions(bytes([0xff, 0xd8]), "jpg")).toBeNull();
    expect(imageDimensions(pngHeader(1, 1), "bmp")).toBeNull();
  });
});
