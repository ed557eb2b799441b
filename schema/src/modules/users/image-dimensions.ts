// Reads the pixel size an image header declares, without decoding it: a 2 MB file can declare a canvas
// that takes gigabytes once decoded (an image bomb), so uploads are refused by declared size first.
export interface Dimensions {
  width: number;
  height: number;
}

type Reader = (bytes: Uint8Array, view: DataView) => Dimensions | null;

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  bytes.length >= offset + text.length && [...text].every((char, i) => bytes[offset + i] === char.charCodeAt(0));

// PNG: the IHDR chunk comes first; width and height are big-endian 32-bit at 16 and 20.
const png: Reader = (bytes, view) =>
  ascii(bytes, 12, "IHDR") && bytes.length >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : null;

// GIF: logical screen width and height, little-endian 16-bit at 6 and 8; frames are clipped to it.
const gif: Reader = (bytes, view) =>
  ascii(bytes, 0, "GIF") && bytes.length >= 10
    ? { width: view.getUint16(6, true), height: view.getUint16(8, true) }
    : null;

// JPEG: walk the marker segments up to the first start-of-frame (SOF0..SOF15 except DHT, JPG and DAC).
const jpeg: Reader = (bytes, view) => {
  let offset = 2;
  while (offset + 9 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    if (marker === 0xda || marker === 0xd9) return null; // scan data or end before any frame header
    const standalone = marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
    offset += standalone ? 2 : 2 + view.getUint16(offset + 2);
  }
  return null;
};

// WebP: RIFF container; the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, canvas size).
const webp: Reader = (bytes, view) => {
  if (!ascii(bytes, 0, "RIFF") || !ascii(bytes, 8, "WEBP") || bytes.length < 25) return null;
  if (ascii(bytes, 12, "VP8 ") && bytes.length >= 30) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (ascii(bytes, 12, "VP8L")) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(bytes, 12, "VP8X") && bytes.length >= 30) {
    const uint24 = (at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
    return { width: uint24(24) + 1, height: uint24(27) + 1 };
  }
  return null;
};

const readers: Record<string, Reader> = { png, gif, jpg: jpeg, webp };

/** The declared size of a png, gif, jpg or webp image (by file-type's extension), or null when unreadable. */
export function imageDimensions(bytes: Uint8Array, ext: string): Dimensions | null {
  const reader = readers[ext];
  return reader ? reader(bytes, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)) : null;
}
