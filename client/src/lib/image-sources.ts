import { fileUrl } from "./files.ts";

/** A stored picture's variants as the API describes them (ImageSources). */
export interface PictureSources {
  srcSet?: string | null;
  sources?: readonly { type: string; srcSet: string }[] | null;
}

/** `<url> 400w, <url> 800w` with every url made a browser address on the API host. */
export function srcSetAddress(srcSet: string | null | undefined): string | undefined {
  if (!srcSet) return undefined;
  return srcSet
    .split(/,\s+/)
    .map((candidate) => {
      const [url, descriptor] = candidate.trim().split(/\s+/);
      return `${fileUrl(url)}${descriptor ? ` ${descriptor}` : ""}`;
    })
    .join(", ");
}

/** The best candidates for a plain `<img srcset>` (avatars): the modern format when there is one, else the fallback. */
export function bestSrcSet(picture: PictureSources | null | undefined): string | undefined {
  return srcSetAddress(picture?.sources?.[0]?.srcSet ?? picture?.srcSet);
}
