import { useCallback, useState, type ImgHTMLAttributes } from "react";
import { bestSrcSet, type PictureSources } from "../../lib/image-sources.ts";
import { placeholderImage, type PlaceholderKind } from "./placeholder-image.ts";

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "srcSet"> {
  src?: string | null;
  alt: string;
  kind: PlaceholderKind;
  size: number;
  /** The stored variants: with `sizes`, the browser picks the size; `src` stays the JPEG/PNG fallback. */
  picture?: PictureSources | null;
  /** Ready-made `srcset` candidates, for callers that hold them instead of `picture`. */
  srcSet?: string;
}

/** An image that swaps to a placeholder when missing or broken (spec section 8). */
export function FallbackImage({
  src,
  alt,
  kind,
  size,
  picture,
  srcSet: givenSrcSet,
  sizes,
  ...rest
}: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = Boolean(src && src !== failedSrc);
  // Every browser this app runs in decodes WebP, so one <img srcset> (which React's server renderer also preloads)
  // does what a <picture> would; the fallback format is `src`, for whatever ignores srcset.
  const srcSet = usable ? (givenSrcSet ?? bestSrcSet(picture)) : undefined;
  // A server-rendered image can fail before the app takes the page over, and its error event is then gone: a
  // finished image without pixels is broken (a lazy one not loaded yet is not `complete`).
  const checkLoaded = useCallback(
    (image: HTMLImageElement | null) => {
      if (src && image?.complete && image.naturalWidth === 0 && image.getAttribute("src") === src) setFailedSrc(src);
    },
    [src],
  );
  return (
    <img
      loading="lazy"
      {...rest}
      ref={checkLoaded}
      src={usable ? src! : placeholderImage(kind, size)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      onError={() => src && setFailedSrc(src)}
    />
  );
}
