// Storage behind one small interface so an S3-compatible store can replace the local disk.
import fs from "node:fs";
import path from "node:path";
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

/** Rejects keys that could leave the storage root (traversal, absolute paths, NUL, backslashes). */
export function safeKey(key: string): string | null {
  if (!key || key.includes("\0") || key.includes("\\")) return null;
  const normalised = path.posix.normalize(key);
  if (normalised.startsWith("/") || normalised.startsWith("..") || normalised === ".") return null;
  if (normalised.split("/").some((part) => part === ".." || part.startsWith("."))) return null;
  return normalised;
}

export function createLocalStorage(root: string): Storage {
  fs.mkdirSync(root, { recursive: true });
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
    async remove(key) {
      const full = resolve(key);
      if (full) await fs.promises.rm(full, { force: true });
    },
    async stat(key) {
      const full = resolve(key);
      if (!full) return null;
      const info = await fs.promises.stat(full).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        size: info.size,
        modified: info.mtime,
        open: (range) => fs.createReadStream(full, range ? { start: range.start, end: range.end } : {}),
      };
    },
  };
}
