// The storage port: every file the product stores or serves (pictures, videos, notes, decks, seed files) goes
// through it. Two adapters: local disk under DATA_DIR (local-storage.ts, the default) and an S3-compatible bucket
// (s3-storage.ts, STORAGE=s3). Certificates are rendered per request and never stored.
import type { Readable } from "node:stream";
import type { FileStore } from "@app/schema";

export interface StoredFile {
  size: number;
  modified: Date;
  /** A strong validator the same on every replica (the bucket's ETag); absent on local disk. */
  etag?: string;
  /** Streams bytes [start, end] inclusive; rejects with ServiceUnavailableError when the store does not answer. */
  open(range?: { start: number; end: number }): Promise<Readable>;
}

export interface StoredObject {
  key: string;
  size: number;
  /** When it was last written (storage:gc leaves younger objects alone). */
  modified: Date;
}

export interface Storage extends FileStore {
  /** The file under `key`, or null when there is none (or the key is unsafe). */
  stat(key: string): Promise<StoredFile | null>;
  /** Every stored object, temporary files excluded (storage:migrate, storage:gc). */
  list(): AsyncIterable<StoredObject>;
  /** Where the files are, for logs and reports (a directory or s3://bucket). */
  readonly location: string;
  close(): void;
}

/**
 * Accepts only plain relative keys: segments of visible names, no traversal, no absolute paths, no backslashes,
 * no control characters and no percent signs (a key that still holds one after URL decoding was encoded twice).
 * Segments are checked before any normalisation so "a/../b" is refused rather than silently rewritten.
 */
export function safeKey(key: string): string | null {
  // Control characters are exactly what this refuses.
  // eslint-disable-next-line no-control-regex
  if (!key || key.length > 512 || /[\\%\u0000-\u001f\u007f]/.test(key)) return null;
  const segments = key.split("/");
  if (segments.some((segment) => segment === "" || segment.startsWith("."))) return null;
  return segments.join("/");
}

/** The object was removed or replaced between stat() and open(): answered like a missing file. */
export class FileGoneError extends Error {
  constructor() {
    super("The stored file changed or was removed while it was being read");
  }
}

export function requireSafeKey(key: string): string {
  const safe = safeKey(key);
  if (!safe) throw new Error(`Unsafe storage key: ${key}`);
  return safe;
}
