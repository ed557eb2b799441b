// Lesson descriptions, notes and slide-deck texts are rich HTML rendered by the client (spec section 2,
// course content viewer); they are cleaned on write so stored HTML is always safe to render.
import sanitizeHtml from "sanitize-html";

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "h1", "h2", "u", "s", "sup", "sub"],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    img: ["src", "alt", "title", "width", "height"],
    "*": ["class"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer", target: "_blank" }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
