// The backup archive (decision 034): a gzip-compressed tar whose entries are written one after another as they are
// read (a stored video never sits whole in memory or in a temporary file), each hashed with SHA-256 on the way in.
// The manifest is the last entry and lists every other entry with its size and checksum.
import crypto from "node:crypto";
import fs from "node:fs";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { Header, Parser, Pax, type ReadEntry } from "tar";

export const FORMAT_VERSION = 1;
export const MANIFEST = "manifest.json";

export interface ArchivedEntry {
  name: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT_VERSION;
  app: "vidyapath";
  createdAt: string;
  database: {
    /** Where the snapshot was taken; a restore may go to either kind. */
    kind: "pglite" | "postgres";
    /** Every migration applied to the snapshot, in order: the last one is its level. */
    migrations: string[];
    /** Table name -> rows. */
    rows: Record<string, number>;
    /** Sequence name -> its state, restored with setval. */
    sequences: Record<string, { lastValue: string; isCalled: boolean }>;
  };
  files: { count: number; bytes: number; location: string };
  /** Every entry but the manifest, in archive order. */
  entries: ArchivedEntry[];
}

const BLOCK = 512;

/** Writes entries into FILE.partial and renames it to FILE once the manifest is in: FILE is never half-written. */
export class ArchiveWriter {
  readonly entries: ArchivedEntry[] = [];
  private readonly gzip = zlib.createGzip({ level: 6 });
  private readonly done: Promise<void>;
  private readonly partial: string;

  constructor(readonly file: string) {
    this.partial = `${file}.partial`;
    this.done = pipeline(this.gzip, fs.createWriteStream(this.partial, { mode: 0o600 }));
    // A write error surfaces through `done`; until then the writes below would wait on a stream that never drains.
    this.done.catch(() => undefined);
  }

  async addBuffer(name: string, bytes: Buffer): Promise<ArchivedEntry> {
    return this.addStream(name, bytes.length, Readable.from([bytes]));
  }

  /** `size` must be the exact byte count the stream yields (a tar header precedes its bytes). */
  async addStream(name: string, size: number, bytes: AsyncIterable<Buffer | Uint8Array>): Promise<ArchivedEntry> {
    await this.write(headerFor(name, size));
    const hash = crypto.createHash("sha256");
    let written = 0;
    for await (const chunk of bytes) {
      written += chunk.length;
      if (written > size) throw new Error(`${name} grew while it was archived (more than ${size} bytes)`);
      hash.update(chunk);
      await this.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
    }
    if (written !== size) throw new Error(`${name} ended at ${written} of ${size} bytes while it was archived`);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding > 0) await this.write(Buffer.alloc(padding));
    const entry = { name, size, sha256: hash.digest("hex") };
    this.entries.push(entry);
    return entry;
  }

  async finish(manifest: Manifest): Promise<void> {
    const bytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await this.write(headerFor(MANIFEST, bytes.length));
    await this.write(bytes);
    await this.write(Buffer.alloc((BLOCK - (bytes.length % BLOCK)) % BLOCK));
    // End of archive: two empty blocks.
    await this.write(Buffer.alloc(2 * BLOCK));
    this.gzip.end();
    await this.done;
    fs.renameSync(this.partial, this.file);
  }

  async abort(): Promise<void> {
    this.gzip.destroy();
    await this.done.catch(() => undefined);
    fs.rmSync(this.partial, { force: true });
  }

  private async write(bytes: Buffer): Promise<void> {
    if (this.gzip.write(bytes)) return;
    await new Promise<void>((resolve, reject) => {
      const failed = (error: Error) => reject(error);
      this.gzip.once("error", failed);
      this.gzip.once("drain", () => (this.gzip.off("error", failed), resolve()));
    });
  }
}

function headerFor(name: string, size: number): Buffer {
  const data = { path: name, size, mode: 0o600, mtime: new Date(0), type: "File" as const, uid: 0, gid: 0 };
  const header = new Header(data);
  const block = Buffer.alloc(BLOCK);
  header.encode(block, 0);
  // Storage keys may be longer than ustar's 100 + 155 characters: a pax record carries the full path.
  return header.needPax ? Buffer.concat([new Pax(data).encode(), block]) : block;
}

/**
 * Reads the archive once, entry by entry, in order. `onEntry` consumes the entry's bytes (the archive waits for
 * it); an entry it leaves unread is skipped. Each entry's SHA-256 and size are reported after it was read.
 */
export async function readArchive(
  file: string,
  onEntry: (name: string, size: number, bytes: AsyncIterable<Buffer>) => Promise<void>,
  onHashed?: (entry: ArchivedEntry) => void,
): Promise<void> {
  // Handlers run one after another, in archive order; an entry's bytes wait (and hold the parser) meanwhile.
  let previous: Promise<void> = Promise.resolve();
  let failure: unknown;
  const parser = new Parser({
    strict: true,
    onReadEntry: (entry: ReadEntry) => {
      if (entry.type !== "File" && entry.type !== "OldFile") return void entry.resume();
      const name = entry.path;
      const size = entry.size;
      const hash = crypto.createHash("sha256");
      let seen = 0;
      const hashed = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          seen += chunk.length;
          callback(null, chunk);
        },
      });
      entry.pipe(hashed);
      previous = previous.then(async () => {
        try {
          if (!failure) await onEntry(name, size, hashed);
        } catch (error) {
          failure ??= error;
        }
        // Whatever the handler left unread still has to pass (and be hashed) for the archive to go on.
        hashed.resume();
        await new Promise<void>((resolve) => {
          if (hashed.readableEnded || hashed.destroyed) return resolve();
          hashed.once("end", resolve).once("close", resolve);
        });
        try {
          if (seen !== size) throw new Error(`${name}: ${seen} of ${size} bytes in the archive`);
          onHashed?.({ name, size, sha256: hash.digest("hex") });
        } catch (error) {
          failure ??= error;
        }
      });
    },
  });
  const failed = new Promise<never>((_, reject) => parser.on("error", reject));
  failed.catch(() => undefined);
  await Promise.race([pipeline(fs.createReadStream(file), zlib.createGunzip(), parser), failed]);
  await previous;
  if (failure) throw failure;
}
