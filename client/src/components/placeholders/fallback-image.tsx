import { useState, type ImgHTMLAttributes } from "react";
import { placeholderImage, type PlaceholderKind } from "./placeholder-image.ts";

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt"> {
  src?: string | null;
  alt: string;
  kind: PlaceholderKind;
  size: number;
}

/** An image that swaps to a placeholder when missing or broken (spec section 8). */
export function FallbackImage({ src, alt, kind, size, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : placeholderImage(kind, size);
  return <img loading="lazy" {...rest} src={usable} alt={alt} onError={() => src && setFailedSrc(src)} />;
}
