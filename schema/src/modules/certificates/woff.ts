// WOFF 1.0 (W3C) to the plain OpenType font it wraps. fontkit can read WOFF itself but inflates every table in
// pure JavaScript on each parse (most of a certificate's time); node:zlib does it once, natively, at load.
import zlib from "node:zlib";

const HEADER = 44;
const ENTRY = 20;

export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.toString("latin1", 0, 4) !== "wOFF") throw new Error("Not a WOFF 1.0 font");
  const numTables = input.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_unused, index) => {
    const at = HEADER + index * ENTRY;
    const [offset, compLength, origLength] = [
      input.readUInt32BE(at + 4),
      input.readUInt32BE(at + 8),
      input.readUInt32BE(at + 12),
    ];
    const stored = input.subarray(offset, offset + compLength);
    return {
      tag: input.subarray(at, at + 4),
      checksum: input.readUInt32BE(at + 16),
      data: compLength < origLength ? zlib.inflateSync(stored) : stored,
    };
  });
  const directory = 12 + 16 * numTables;
  const padded = (length: number) => (length + 3) & ~3;
  const output = Buffer.alloc(directory + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  const entrySelector = Math.floor(Math.log2(numTables));
  output.writeUInt32BE(input.readUInt32BE(4), 0);
  output.writeUInt16BE(numTables, 4);
  output.writeUInt16BE(16 * 2 ** entrySelector, 6);
  output.writeUInt16BE(entrySelector, 8);
  output.writeUInt16BE(16 * numTables - 16 * 2 ** entrySelector, 10);
  let offset = directory;
  tables.forEach((table, index) => {
    const record = 12 + 16 * index;
    table.tag.copy(output, record);
    output.writeUInt32BE(table.checksum, record + 4);
    output.writeUInt32BE(offset, record + 8);
    output.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(output, offset);
    offset += padded(table.data.length);
  });
  return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
}
