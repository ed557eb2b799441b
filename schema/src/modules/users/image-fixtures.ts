// Hand-built image headers for tests: only the bytes the header readers and file-type look at.
export const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));
const be32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
export const be16 = (n: number) => [n >>> 8, n & 255];
export const le16 = (n: number) => [n & 255, n >>> 8];
export const le24 = (n: number) => [n & 255, (n >>> 8) & 255, n >>> 16];

export const pngHeader = (width: number, height: number) =>
  bytes([0x89], "PNG\r\n\x1a\n", be32(13), "IHDR", be32(width), be32(height), [8, 6, 0, 0, 0], [0, 0, 0, 0]);
export const gifHeader = (width: number, height: number) => bytes("GIF89a", le16(width), le16(height), [0, 0, 0]);
export const jpegHeader = (width: number, height: number) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0],
    be16(16),
    "JFIF\0",
    [1, 1, 0],
    be16(1),
    be16(1),
    [0, 0],
    [0xff, 0xff],
    [0xff, 0xc2],
    be16(17),
    [8],
    be16(height),
    be16(width),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  );
export const riff = (chunk: number[]) => bytes("RIFF", [...le16(chunk.length + 4), 0, 0], "WEBP", chunk);
