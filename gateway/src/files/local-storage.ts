// The storage port on local disk under DATA_DIR/files: the default, and all a single machine needs.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { requireSafeKey, safeKey, type Storage, type StoredObject } from "./storage.ts";

// Writes land under a unique temporary name first; list() must never report one.
const TEMPORARY = /\.[0-9a-f]+\.tmp$/;

export function createLocalStorage(root: string): Storage {
  fs.mkdirSync(root, { recursive: true });
  const realRoot = fs.realpathSync(root);
  const resolve = (key: string) => {
    const full = path.join(root, requireSafeKey(key));
    if (!full.startsWith(root + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
    return full;
  };
  const temporaryFor = async (key: string) => {
    const full = resolve(key);
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    // A half-written file is never visible under its key, and two writes never share a temporary name.
    return { full, temporary: `${full}.${crypto.randomBytes(6).toString("hex")}.tmp` };
  };
  return {
    location: root,
    async put(key, bytes) {
      const { full, temporary } = await temporaryFor(key);
      await fs.promises.writeFile(temporary, bytes);
      await fs.promises.rename(temporary, full);
    },
    async putStream(key, source) {
      const { full, temporary } = await temporaryFor(key);
      let size = 0;
      const count = async function* (chunks: AsyncIterable<Uint8Array>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          yield chunk;
        }
      };
      try {
        await pipeline(
          Readable.from(source, { objectMode: false }),
          count,
          fs.createWriteStream(temporary, { flags: "wx" }),
        );
        await fs.promises.rename(temporary, full);
      } catch (error) {
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
      return { size };
    },
    async remove(key) {
      if (safeKey(key)) await fs.promises.rm(resolve(key), { force: true });
    },
    async stat(key) {
      if (!safeKey(key)) return null;
      // A symlink placed inside the store must not lead outside it.
      const real = await fs.promises.realpath(resolve(key)).catch(() => null);
      if (!real?.startsWith(realRoot + path.sep)) return null;
      const info = await fs.promises.stat(real).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        size: info.size,
        modified: info.mtime,
        open: async (range) => fs.createReadStream(real, range ? { start: range.start, end: range.end } : {}),
      };
    },
    list: () => walk(root, ""),
    close() {},
  };
}

async function* walk(root: string, prefix: string): AsyncGenerator<StoredObject> {
  const entries = await fs.promises.readdir(path.join(root, prefix), { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walk(root, key);
    else if (entry.isFile() && !TEMPORARY.test(entry.name) && safeKey(key)) {
      const stat = await fs.promises.stat(path.join(root, key));
      yield { key, size: stat.size, modified: stat.mtime };
    }
  }
}
