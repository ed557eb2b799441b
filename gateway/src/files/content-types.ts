// Content types by extension for what the platform stores (notes, slide decks, images, lesson videos).
// An explicit list rather than a generic database: anything else is served as a download, never rendered.
const types: Record<string, string> = {
  pdf: "application/pdf",
  mp4: "video/mp4",
  m4v: "video/mp4",
  webm: "video/webm",
  ogv: "video/ogg",
  mov: "video/quicktime",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
  txt: "text/plain; charset=utf-8",
  md: "text/markdown; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  json: "application/json",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  zip: "application/zip",
  mjs: "text/javascript; charset=utf-8",
  // HLS renditions and captions (docs/video.md).
  m3u8: "application/vnd.apple.mpegurl",
  ts: "video/mp2t",
  vtt: "text/vtt; charset=utf-8",
};

export const fallbackContentType = "application/octet-stream";

export function contentTypeFor(key: string): string {
  const dot = key.lastIndexOf(".");
  const extension = dot >= 0 ? key.slice(dot + 1).toLowerCase() : "";
  return types[extension] ?? fallbackContentType;
}

/** Types a browser may display inline from our origin; everything else is sent as an attachment. */
export function isInlineSafe(contentType: string): boolean {
  return (
    !contentType.startsWith("image/svg") && contentType !== fallbackContentType && !contentType.startsWith("text/html")
  );
}
