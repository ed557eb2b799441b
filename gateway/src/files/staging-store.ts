// Where resumable uploads wait until their last byte (tus's file store under DATA_DIR/upload-staging). It
// checks the first bytes of a file by content as soon as they have arrived, so a refused file is dropped after a
// few kilobytes rather than after the hundreds of megabytes a single PATCH may carry.
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { FileStore } from "@tus/file-store";
import type { Upload } from "@tus/server";
import { SNIFF_BYTES } from "./staff-uploads.routes.ts";

type HeadCheck = (upload: Upload, head: Buffer) => Promise<void>;

export class StagingStore extends FileStore {
  constructor(
    options: { directory: string; expirationPeriodInMilliseconds: number },
    private readonly checkHead: HeadCheck,
  ) {
    super(options);
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const upload = await this.getUpload(id);
    const headLength = Math.min(SNIFF_BYTES, upload.size ?? SNIFF_BYTES);
    if (offset >= headLength) return super.write(readable, id, offset);
    let refusal: unknown;
    const check = async (head: Buffer) => {
      try {
        await this.checkHead(upload, head);
      } catch (error) {
        refusal = error;
        throw error;
      }
    };
    const stored = offset > 0 ? await this.readHead(id, offset) : Buffer.alloc(0);
    try {
      return await super.write(Readable.from(gated(readable, stored, headLength, check)), id, offset);
    } catch (error) {
      if (!refusal) throw error;
      // Nothing of a refused file is kept: neither its bytes nor its record.
      await this.remove(id);
      throw refusal;
    }
  }

  /** The bytes [0, length) already staged by earlier requests of the same upload. */
  private async readHead(id: string, length: number): Promise<Buffer> {
    const file = await fs.promises.open(path.join(this.directory, id), "r");
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }
}

/**
 * Holds the incoming bytes back until the file's head is complete and checked, then passes everything on. The
 * request's stream is read by hand, not with for-await: a refusal must not destroy it, or tus would answer the
 * refusal as an aborted request.
 */
async function* gated(
  source: AsyncIterable<Buffer>,
  stored: Buffer,
  headLength: number,
  check: (head: Buffer) => Promise<void>,
) {
  const chunks = source[Symbol.asyncIterator]();
  let pending: Buffer[] = [];
  let length = stored.length;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    pending.push(next.value);
    length += next.value.length;
    if (length >= headLength) {
      await check(Buffer.concat([stored, ...pending]).subarray(0, headLength));
      yield* pending;
      pending = [];
      break;
    }
  }
  // A request cut before the head was complete: what arrived is kept, and the next request checks the head.
  yield* pending;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
}
