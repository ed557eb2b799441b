// Pictures at the sizes the pages show them (docs/performance.md). For a slot (the CSS size a page draws a picture at) a picture
// is scaled to 1x and 2x in WebP plus a JPEG fallback (PNG when it has transparency), named
// <base>.<hash>.<width>x<height>.<ext> where the hash covers the source bytes, the slot and the encoder settings: a
// name never changes its bytes, so it may be cached for a year. Shared by the seed and the upload services, which
// store the 1x fallback's address; the other variants follow from that name.
import crypto from "node:crypto";
import sharp from "sharp";

export interface ImageSlot {
  width: number;
  height: number;
}

export interface RenderedVariant {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

export interface VariantSet extends ImageSlot {
  base: string;
  hash: string;
  /** The fallback's extension: jpg or png. */
  ext: string;
}

/** The sizes pages draw pictures at (CSS pixels): catalogue cards, and the largest avatar (the About page's team cards). */
export const IMAGE_SLOTS = {
  courseThumbnail: { width: 400, height: 192 },
  avatar: { width: 96, height: 96 },
} satisfies Record<string, ImageSlot>;

export const DENSITIES = [1, 2] as const;
// Decoding cost grows with pixels, not bytes: 40 MP is far above any avatar or thumbnail and far below a bomb.
export const MAX_IMAGE_PIXELS = 40_000_000;
// Part of every hash: changing how variants are encoded must change their names, or caches keep the old bytes.
const ENCODING = "webp82-jpeg80-v1";
const VARIANT_NAME = /^(.+)\.([0-9a-f]{20})\.(\d+)x(\d+)\.(jpg|png|webp)$/;

/** True for a name written from renderImageVariants: immutable content. */
export const isVariantKey = (key: string) => VARIANT_NAME.test(key);

/** The set a fallback's key names at 1x (as stored in a row), or null for any other key. */
export function parseVariantKey(key: string): VariantSet | null {
  const match = VARIANT_NAME.exec(key);
  if (!match || match[5] === "webp") return null;
  return { base: match[1], hash: match[2], width: Number(match[3]), height: Number(match[4]), ext: match[5] };
}

/** `<base>.<hash>.` for any key of a set (every size and format share it), else null. */
export function variantSetPrefix(key: string): string | null {
  const match = VARIANT_NAME.exec(key);
  return match ? `${match[1]}.${match[2]}.` : null;
}

/** Every key of a set, the 1x fallback first. */
export function variantKeys(set: VariantSet): string[] {
  return DENSITIES.flatMap((density) => {
    const name = `${set.base}.${set.hash}.${set.width * density}x${set.height * density}`;
    return [`${name}.${set.ext}`, `${name}.webp`];
  });
}

const scaled = (bytes: Uint8Array, width: number, height: number) =>
  sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
    .rotate()
    .resize(width, height, { fit: "cover", position: "attention" });

/** The names the variants of `bytes` for `slot` get under `base` (e.g. `images/courses/<id>`), without scaling anything. */
export async function planImageVariants(bytes: Uint8Array, base: string, slot: ImageSlot): Promise<VariantSet> {
  const { hasAlpha } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  const hash = crypto
    .createHash("sha256")
    .update(`${ENCODING}:${slot.width}x${slot.height}:`)
    .update(bytes)
    .digest("hex")
    .slice(0, 20);
  return { base, hash, ...slot, ext: hasAlpha ? "png" : "jpg" };
}

/** The variants of `bytes` for `slot`, named as planImageVariants says, the 1x fallback first. */
export async function renderImageVariants(
  bytes: Uint8Array,
  base: string,
  slot: ImageSlot,
): Promise<RenderedVariant[]> {
  const set = await planImageVariants(bytes, base, slot);
  const hasAlpha = set.ext === "png";
  const rendered = await Promise.all(
    DENSITIES.map(async (density) => {
      const width = slot.width * density;
      const height = slot.height * density;
      const plain = hasAlpha
        ? scaled(bytes, width, height).png({ compressionLevel: 9 })
        : scaled(bytes, width, height).jpeg({ quality: 80, mozjpeg: true });
      const [fallback, modern] = await Promise.all([
        plain.toBuffer(),
        scaled(bytes, width, height).webp({ quality: 82 }).toBuffer(),
      ]);
      return [
        { bytes: new Uint8Array(fallback), contentType: hasAlpha ? "image/png" : "image/jpeg" },
        { bytes: new Uint8Array(modern), contentType: "image/webp" },
      ];
    }),
  );
  const keys = variantKeys(set);
  return rendered.flat().map((variant, index) => ({ key: keys[index], ...variant }));
}
