// storage:migrate: copies every file of one store (DATA_DIR/files) into another (the bucket), idempotently: an
// object already there with the same size and content (its ETag) is skipped, so a second run copies nothing.
import crypto from "node:crypto";
import type { Readable } from "node:stream";
import { contentTypeFor } from "./content-types.ts";
import { PART_SIZE } from "./s3-storage.ts";
import type { Storage, StoredFile } from "./storage.ts";

export interface MigrationReport {
  copied: number;
  skipped: number;
  failed: Array<{ key: string; error: string }>;
  bytesCopied: number;
}

export async function migrateStorage(
  source: Storage,
  target: Storage,
  onFile?: (key: string, action: "copied" | "skipped") => void,
) {
  const report: MigrationReport = { copied: 0, skipped: 0, failed: [], bytesCopied: 0 };
  for await (const { key } of source.list()) {
    try {
      const file = await source.stat(key);
      if (!file) continue;
      if (await alreadyThere(file, await target.stat(key))) {
        report.skipped += 1;
        onFile?.(key, "skipped");
        continue;
      }
      const { size } = await target.putStream(key, await file.open(), contentTypeFor(key));
      report.copied += 1;
      report.bytesCopied += size;
      onFile?.(key, "copied");
    } catch (error) {
      report.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return report;
}

async function alreadyThere(file: StoredFile, existing: StoredFile | null): Promise<boolean> {
  if (!existing || existing.size !== file.size) return false;
  if (!existing.etag) return true;
  return sameContent(await file.open(), existing.etag);
}

/**
 * An S3 ETag is the MD5 of the bytes for a single PUT, or for a multipart upload the MD5 of the parts' MD5s with
 * "-<parts>" (ours use PART_SIZE). A multipart tag with another part count came from another tool: the size decides.
 */
export async function sameContent(bytes: Readable, etag: string): Promise<boolean> {
  const tag = etag.replaceAll('"', "");
  const { whole, parts } = await digests(bytes);
  const multipart = /^([0-9a-f]{32})-(\d+)$/.exec(tag);
  if (!multipart) return tag === whole.toString("hex");
  if (Number(multipart[2]) !== parts.length) return true;
  return crypto.createHash("md5").update(Buffer.concat(parts)).digest("hex") === multipart[1];
}

async function digests(bytes: Readable): Promise<{ whole: Buffer; parts: Buffer[] }> {
  const whole = crypto.createHash("md5");
  const parts: Buffer[] = [];
  let part = crypto.createHash("md5");
  let inPart = 0;
  for await (const chunk of bytes as AsyncIterable<Buffer>) {
    whole.update(chunk);
    for (let offset = 0; offset < chunk.length;) {
      const take = Math.min(PART_SIZE - inPart, chunk.length - offset);
      part.update(chunk.subarray(offset, offset + take));
      inPart += take;
      offset += take;
      if (inPart === PART_SIZE) {
        parts.push(part.digest());
        part = crypto.createHash("md5");
        inPart = 0;
      }
    }
  }
  if (inPart > 0) parts.push(part.digest());
  return { whole: whole.digest(), parts };
}
