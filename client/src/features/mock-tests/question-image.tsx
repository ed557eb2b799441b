// A question's figure (a diagram, a chart), in the exam screen and the solutions alike: the stored variants fitted
// inside the exam column (docs/mock-tests.md, "Authoring"), the browser picking 1x or 2x and WebP, and its box
// reserved from width and height so the options below do not jump when it arrives.
import { Box } from "@mui/material";
import { fileUrl } from "../../lib/files.ts";
import { bestSrcSet } from "../../lib/image-sources.ts";

interface Figure {
  image?: {
    src: string;
    width: number | null;
    height: number | null;
    srcSet: string | null;
    sources: readonly { type: string; srcSet: string }[];
  } | null;
  imageAlt?: string | null;
  imageAltHi?: string | null;
}

/** `lazy`: below the fold when the page opens (a later solution), so it waits until scrolled near. */
export function QuestionImage({ question, hindi, lazy }: { question: Figure; hindi: boolean; lazy: boolean }) {
  const { image } = question;
  if (!image) return null;
  const altHi = hindi && question.imageAltHi ? question.imageAltHi : null;
  const srcSet = bestSrcSet(image);
  return (
    <Box
      component="img"
      src={fileUrl(image.src) ?? undefined}
      srcSet={srcSet}
      sizes={srcSet && image.width ? `(max-width: ${image.width}px) 100vw, ${image.width}px` : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={altHi ?? question.imageAlt ?? ""}
      lang={altHi ? "hi" : "en"}
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      data-testid="question-image"
      sx={{ display: "block", maxWidth: "100%", height: "auto", my: 1, borderRadius: 1 }}
    />
  );
}
