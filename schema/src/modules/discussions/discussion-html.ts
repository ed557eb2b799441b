// A discussion post's body: formatted text with code blocks and links (docs/discussions.md), cleaned on write so
// stored HTML is always safe to render (the viewer renders it as it renders lesson notes). Narrower than the
// lesson rules (shared/sanitize-html.ts): learners' posts get no pictures, headings or classes, and their links
// are marked user-generated so search engines do not credit them.
import sanitizeHtml from "sanitize-html";

const options: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "code", "pre", "blockquote", "ul", "ol", "li", "a"],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "nofollow ugc noopener noreferrer", target: "_blank" }),
  },
};

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"]+/gi;

export interface CleanBody {
  html: string;
  /** Visible text, for emptiness checks and search. */
  text: string;
  /** Distinct link targets: anchors' addresses and addresses written as text. */
  links: number;
}

export function cleanDiscussionBody(input: string): CleanBody {
  const targets = new Set<string>();
  const html = sanitizeHtml(input, {
    ...options,
    exclusiveFilter: (frame) => {
      if (frame.tag === "a" && frame.attribs.href) targets.add(frame.attribs.href);
      return false;
    },
  });
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  for (const match of text.matchAll(URL_IN_TEXT)) targets.add(match[0]);
  return { html, text: text.trim(), links: targets.size };
}
