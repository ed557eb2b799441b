// Storage behind one small interface so an S3-compatible store can replace the local disk.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FileStore } from "@app/schema";

export interface StoredFile {
  size: number;
  modified: Date;
  /** Streams bytes [start, end] inclusive. */
  open(range?: { start: number; end: number }): NodeJS.ReadableStream;
}

export interface Storage extends FileStore {
  stat(key: string): Promise<StoredFile | null>;
  /** Absolute location of the storage root (local disk only), for diagnostics. */
  readonly root: string;
}

/**
 * Accepts only plain relative keys: segments of visible names, no traversal, no absolute paths, no backslashes,
 * no control characters and no percent signs (a key that still holds one after URL decoding was encoded twice).
 * Segments are checked before any normalisation so "a/../b" is refused rather than silently rewritten.
 */
export function safeKey(key: string): string | null {
  if (!key || key.length > 512 || /[\\%\u0000-\u001f\u007f]/.test(key)) return null;
  const segments = key.split("/");
  if (segments.some((segment) => segment === "" || segment.startsWith("."))) return null;
  return segments.join("/");
}

export function createLocalStorage(root: string): Storage {
  fs.mkdirSync(root, { recursive: true });
  const realRoot = fs.realpathSync(root);
  const resolve = (key: string) => {
    const safe = safeKey(key);
    if (!safe) return null;
    const full = path.join(root, safe);
    return full.startsWith(root + path.sep) ? full : null;
  };
  return {
    root,
    async put(key, bytes) {
      const full = resolve(key);
      if (!full) throw new Error(`Unsafe storage key: ${key}`);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      const temporary = `${full}.${process.pid}.tmp`;
      await fs.promises.writeFile(temporary, bytes);
      await fs.promises.rename(temporary, full);
    },
    async putStream(key, source) {
      const full = resolve(key);
      if (!full) throw new Error(`Unsafe storage key: ${key}`);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      // A unique temporary name: a half-written upload is never visible under its key, and two uploads never share one.
      const temporary = `${full}.${crypto.randomBytes(6).toString("hex")}.tmp`;
      let size = 0;
      const count = async function* (chunks: AsyncIterable<Uint8Array>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          yield chunk;
        }
      };
      try {
        await pipeline(Readable.from(source, { objectMode: false }), count, fs.createWriteStream(temporary, { flags: "wx" }));
        await fs.promises.rename(temporary, full);
      } catch (error) {
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
      return { size };
    },
    async remove(key) {
      const full = resolve(key);
      if (full) await fs.promises.rm(full, { force: true });
    },
    async stat(key) {
      const full = resolve(key);
      if (!full) return null;
      // A symlink placed inside the store must not lead outside it.
      const real = await fs.promises.realpath(full).catch(() => null);
      if (!real?.startsWith(realRoot + path.sep)) return null;
      const info = await fs.promises.stat(real).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        size: info.size,
        modified: info.mtime,
        open: (range) => fs.createReadStream(real, range ? { start: range.start, end: range.end } : {}),
      };
    },
  };
}
