// Pictures at the sizes the pages show them (docs/performance.md). For a slot (the CSS size a page draws a picture at) a picture
// is cropped to 1x and 2x in WebP plus a JPEG fallback (PNG when it has transparency), named
// <base>.<hash>.<width>x<height>.<ext> where the hash covers the source bytes, the slot and the encoder settings: a
// name never changes its bytes, so it may be cached for a year. Shared by the seed and the upload services, which
// store the 1x fallback's address; the other variants follow from that name.
// A box (a question's figure, docs/mock-tests.md) is not cropped: the picture is scaled to fit inside it with its
// aspect ratio kept and never enlarged. Its 1x size then depends on the source, and a 2x exists only when the source
// has the pixels for it; a set without one is named <base>.<hash>.<width>x<height>-1x.<ext>, so the 1x name alone
// still says every key of the set (storage GC, file release and <img srcset> all read it from there).
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

/** Fit inside, keeping the aspect ratio, never enlarging. */
export interface ImageBox {
  maxWidth: number;
  maxHeight: number;
}

export interface VariantSet extends ImageSlot {
  base: string;
  hash: string;
  /** The fallback's extension: jpg or png. */
  ext: string;
  /** 2 for 1x and 2x; 1 when the source is too small for a 2x (boxes only). */
  densities: 1 | 2;
}

/** The sizes pages draw pictures at (CSS pixels): catalogue cards, and the largest avatar (the About page's team cards). */
export const IMAGE_SLOTS = {
  courseThumbnail: { width: 400, height: 192 },
  avatar: { width: 96, height: 96 },
} satisfies Record<string, ImageSlot>;

/** Boxes pictures are fitted into: a question's figure in the exam screen's column (at most 720 CSS pixels wide). */
export const IMAGE_BOXES = {
  questionFigure: { maxWidth: 720, maxHeight: 960 },
} satisfies Record<string, ImageBox>;

export const DENSITIES = [1, 2] as const;
// Decoding cost grows with pixels, not bytes: 40 MP is far above any avatar or thumbnail and far below a bomb.
export const MAX_IMAGE_PIXELS = 40_000_000;
// Part of every hash: changing how variants are encoded must change their names, or caches keep the old bytes.
const ENCODING = "webp82-jpeg80-v1";
const VARIANT_NAME = /^(.+)\.([0-9a-f]{20})\.(\d+)x(\d+)(-1x)?\.(jpg|png|webp)$/;
const isBox = (size: ImageSlot | ImageBox): size is ImageBox => "maxWidth" in size;

/** True for a name written from renderImageVariants: immutable content. */
export const isVariantKey = (key: string) => VARIANT_NAME.test(key);

/** The set a fallback's key names at 1x (as stored in a row), or null for any other key. */
export function parseVariantKey(key: string): VariantSet | null {
  const match = VARIANT_NAME.exec(key);
  if (!match || match[6] === "webp") return null;
  const [, base, hash, width, height, single, ext] = match;
  return { base, hash, width: Number(width), height: Number(height), ext, densities: single ? 1 : 2 };
}

/** `<base>.<hash>.` for any key of a set (every size and format share it), else null. */
export function variantSetPrefix(key: string): string | null {
  const match = VARIANT_NAME.exec(key);
  return match ? `${match[1]}.${match[2]}.` : null;
}

/** Every key of a set, the 1x fallback first, then the 1x WebP, then (when the set has one) the 2x pair. */
export function variantKeys(set: VariantSet): string[] {
  return DENSITIES.filter((density) => density <= set.densities).flatMap((density) => {
    const single = set.densities === 1 ? "-1x" : "";
    const name = `${set.base}.${set.hash}.${set.width * density}x${set.height * density}${single}`;
    return [`${name}.${set.ext}`, `${name}.webp`];
  });
}

// A box's variants are already the source's aspect ratio (planned from it), so "fill" only absorbs rounding.
const scaled = (bytes: Uint8Array, width: number, height: number, box: boolean) =>
  sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
    .rotate()
    .resize(width, height, box ? { fit: "fill" } : { fit: "cover", position: "attention" });

/** The 1x size of a picture of `width` x `height` fitted inside `box`, and whether it has the pixels for a 2x. */
export function fitInside(width: number, height: number, box: ImageBox): ImageSlot & { densities: 1 | 2 } {
  const scale = Math.min(1, box.maxWidth / width, box.maxHeight / height);
  const fitted = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  const densities = width >= fitted.width * 2 && height >= fitted.height * 2 ? 2 : 1;
  return { ...fitted, densities };
}

/**
 * The names the variants of `bytes` for a slot or box get under `base` (e.g. `images/courses/<id>`), without scaling
 * anything. Throws when the bytes are not a picture sharp can read, or declare more than MAX_IMAGE_PIXELS.
 */
export async function planImageVariants(
  bytes: Uint8Array,
  base: string,
  size: ImageSlot | ImageBox,
): Promise<VariantSet> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  const target = isBox(size) ? `fit${size.maxWidth}x${size.maxHeight}` : `${size.width}x${size.height}`;
  const hash = crypto.createHash("sha256").update(`${ENCODING}:${target}:`).update(bytes).digest("hex").slice(0, 20);
  const ext = meta.hasAlpha ? "png" : "jpg";
  if (!isBox(size)) return { base, hash, ...size, ext, densities: 2 };
  if (!meta.width || !meta.height) throw new Error("The picture has no size");
  // EXIF orientations 5-8 turn the picture a quarter: what is shown is the stored size turned.
  const turned = (meta.orientation ?? 1) >= 5;
  const [width, height] = turned ? [meta.height, meta.width] : [meta.width, meta.height];
  return { base, hash, ext, ...fitInside(width, height, size) };
}

/** The variants of `bytes` for a slot or box, named as planImageVariants says, the 1x fallback first. */
export async function renderImageVariants(
  bytes: Uint8Array,
  base: string,
  size: ImageSlot | ImageBox,
): Promise<RenderedVariant[]> {
  const set = await planImageVariants(bytes, base, size);
  const hasAlpha = set.ext === "png";
  const box = isBox(size);
  const rendered = await Promise.all(
    DENSITIES.filter((density) => density <= set.densities).map(async (density) => {
      const width = set.width * density;
      const height = set.height * density;
      const plain = hasAlpha
        ? scaled(bytes, width, height, box).png({ compressionLevel: 9 })
        : scaled(bytes, width, height, box).jpeg({ quality: 80, mozjpeg: true });
      const [fallback, modern] = await Promise.all([
        plain.toBuffer(),
        scaled(bytes, width, height, box).webp({ quality: 82 }).toBuffer(),
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
