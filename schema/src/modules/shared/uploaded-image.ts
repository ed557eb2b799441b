// Uploaded images are trusted by content, never by name or header, and refused by declared pixel size before
// anything decodes them (a small file can declare a canvas that takes gigabytes once decoded).
import { fileTypeFromBuffer } from "file-type";
import { MAX_IMAGE_PIXELS } from "@app/db/image-variants";
import { AppError } from "../../errors.ts";
import { imageDimensions, type Dimensions } from "../users/image-dimensions.ts";

export { MAX_IMAGE_PIXELS };
const allowedTypes: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
};

export interface InspectedImage extends Dimensions {
  bytes: Uint8Array;
  ext: string;
  mime: string;
}

/** The refusal of a file over `maxBytes`, with the limit; the gateway's transport refusals say the same. */
export function fileTooLargeMessage(maxBytes: number): string {
  const mb = maxBytes / 1024 / 1024;
  return `File too large (max ${mb >= 1 ? `${Math.round(mb * 10) / 10} MB` : `${Math.round(maxBytes / 1024)} KB`})`;
}

/** PNG, JPEG, WebP or GIF by content, at most `maxBytes` and MAX_IMAGE_PIXELS. */
export async function inspectImage(file: File, maxBytes: number): Promise<InspectedImage> {
  if (file.size > maxBytes) throw new AppError("payload_too_large", fileTooLargeMessage(maxBytes));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await fileTypeFromBuffer(bytes);
  const ext = type ? allowedTypes[type.mime] : undefined;
  if (!type || !ext) throw new AppError("unsupported_media_type", "Only PNG, JPEG, WebP or GIF images are allowed");
  const size = imageDimensions(bytes, ext);
  if (!size) throw new AppError("unsupported_media_type", "Only PNG, JPEG, WebP or GIF images are allowed");
  if (size.width * size.height > MAX_IMAGE_PIXELS)
    throw new AppError("payload_too_large", "Image dimensions too large (max 40 megapixels)");
  return { bytes, ext, mime: type.mime, ...size };
}
