// The sources of a stored picture (docs/performance.md) for `<picture>` and `<img srcset sizes width height>`: the browser picks
// the size and format, and the page reserves the picture's box before it arrives.
import { builder } from "../../builder.ts";
import { publicContent } from "./content-cache-marks.ts";
import type { ImageSources } from "./image-variants.ts";

const ImageSourceRef = builder.objectRef<ImageSources["sources"][number]>("ImageSource").implement({
  ...publicContent,
  fields: (t) => ({
    type: t.exposeString("type", { description: "MIME type, e.g. image/webp." }),
    srcSet: t.exposeString("srcSet", { description: "Candidates with width descriptors (`<url> 400w, <url> 800w`)." }),
  }),
});

export const ImageSourcesRef = builder.objectRef<ImageSources>("ImageSources").implement({
  ...publicContent,
  description: "A picture at the sizes pages show it. Pictures stored before variants existed have only `src`.",
  fields: (t) => ({
    src: t.exposeString("src", { description: "The fallback (JPEG or PNG) at 1x, or the only stored picture." }),
    width: t.exposeInt("width", { nullable: true, description: "CSS pixels at 1x; null without variants." }),
    height: t.exposeInt("height", { nullable: true, description: "CSS pixels at 1x; null without variants." }),
    srcSet: t.exposeString("srcSet", {
      nullable: true,
      description: "The fallback at 1x and 2x (when the source has the pixels for a 2x) with width descriptors.",
    }),
    sources: t.field({
      type: [ImageSourceRef],
      description: "Modern formats, best first.",
      resolve: (image) => image.sources,
    }),
  }),
});
