import { useState, type ImgHTMLAttributes } from "react";
import { bestSrcSet, type PictureSources } from "../../lib/image-sources.ts";
import { placeholderImage, type PlaceholderKind } from "./placeholder-image.ts";

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "srcSet"> {
  src?: string | null;
  alt: string;
  kind: PlaceholderKind;
  size: number;
  /** The stored variants (issue 19): with `sizes`, the browser picks the size; `src` stays the JPEG/PNG fallback. */
  picture?: PictureSources | null;
}

/** An image that swaps to a placeholder when missing or broken (spec section 8). */
export function FallbackImage({ src, alt, kind, size, picture, sizes, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = Boolean(src && src !== failedSrc);
  // Every browser this app runs in decodes WebP, so one <img srcset> (which React's server renderer also preloads)
  // does what a <picture> would; the fallback format is `src`, for whatever ignores srcset.
  const srcSet = usable ? bestSrcSet(picture) : undefined;
  return (
    <img
      loading="lazy"
      {...rest}
      src={usable ? src! : placeholderImage(kind, size)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      onError={() => src && setFailedSrc(src)}
    />
  );
}
