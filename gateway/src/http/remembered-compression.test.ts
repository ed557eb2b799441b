// A remembered answer is compressed once per encoding, with the same bytes a fresh compression makes; anything
// else is compressed on every call, as @fastify/compress does without it.
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { rememberedCompression } from "./remembered-compression.ts";

type Compress = (input: Buffer, options?: object) => Buffer;
const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } };
const answer = Buffer.from(JSON.stringify({ data: { courses: Array(40).fill({ title: "C Programming" }) } }));

describe("compression of remembered answers", () => {
  it("compresses a remembered answer once per encoding, to the bytes zlib makes", () => {
    const kept = new WeakSet<Buffer>([answer]);
    const memo = rememberedCompression((bytes) => kept.has(bytes));
    for (const [name, options] of [
      ["brotliCompressSync", brotli],
      ["gzipSync", undefined],
      ["deflateSync", undefined],
    ] as const) {
      const compress = memo[name] as Compress;
      const first = compress(answer, options);
      expect(compress(answer, options)).toBe(first);
      expect(first.equals((zlib[name] as Compress)(answer, options))).toBe(true);
    }
  });

  it("compresses anything else afresh", () => {
    const memo = rememberedCompression(() => false);
    const compress = memo.brotliCompressSync as Compress;
    const first = compress(answer, brotli);
    expect(compress(answer, brotli)).not.toBe(first);
    expect(compress(answer, brotli).equals(first)).toBe(true);
  });

  it("keeps zlib's streams for what is compressed as a stream", () => {
    expect(rememberedCompression(() => true).createBrotliCompress).toBe(zlib.createBrotliCompress);
  });
});
