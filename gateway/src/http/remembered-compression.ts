// Compression of remembered answers, once per answer instead of once per request (docs/performance.md, Capacity).
// A browser always sends Accept-Encoding, and compressing a 2 KB catalogue with Brotli costs more CPU than
// everything else a cached read does (~300 µs against ~100 µs). @fastify/compress still decides everything
// (whether, which encoding, Vary, Content-Length); it is handed a zlib whose synchronous compressors keep their
// output beside a Buffer the content cache owns, for as long as that Buffer lives. The output is the same bytes:
// the same function with the same options, called once.
import zlib from "node:zlib";

type SyncCompressor = (input: zlib.InputType, options?: object) => Buffer;

/** The encodings @fastify/compress compresses synchronously (its `compressSync` table). */
const SYNC_COMPRESSORS = ["brotliCompressSync", "gzipSync", "deflateSync", "zstdCompressSync"] as const;

/**
 * `zlib` for @fastify/compress's `zlib` option: its synchronous compressors remember what they made for a Buffer
 * that `remembered` says is kept (a remembered answer, shared by every request that hits it); anything else is
 * compressed as before. Streams and decompression are zlib's own.
 */
export function rememberedCompression(remembered: (bytes: Buffer) => boolean): Record<string, unknown> {
  const memo = (compress: SyncCompressor): SyncCompressor => {
    // Keyed by the Buffer itself: dropped with it when the content cache evicts the answer.
    const made = new WeakMap<Buffer, Buffer>();
    return (input, options) => {
      if (!Buffer.isBuffer(input) || !remembered(input)) return compress(input, options);
      let output = made.get(input);
      if (!output) made.set(input, (output = compress(input, options)));
      return output;
    };
  };
  const compressors: Partial<Record<(typeof SYNC_COMPRESSORS)[number], SyncCompressor>> = {};
  for (const name of SYNC_COMPRESSORS) {
    const compress = (zlib as unknown as Record<string, SyncCompressor | undefined>)[name];
    if (typeof compress === "function") compressors[name] = memo(compress.bind(zlib));
  }
  return { ...zlib, ...compressors };
}
