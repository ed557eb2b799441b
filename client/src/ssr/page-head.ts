// The <head> tags of a server-rendered page, from the meta its screen declared (lib/page-meta.ts): title and
// description, canonical URL, Open Graph and Twitter card tags for link previews (WhatsApp, LinkedIn, X) and
// schema.org JSON-LD for search engines. Every URL is absolute under PUBLIC_URL. A page listed in search results
// names its version in every language (`?lang=`, docs/languages.md) with hreflang links, English as x-default.
import { productName, siteDescription } from "../components/layout/site.ts";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../i18n/languages.ts";
import { documentTitle, type PageMeta } from "../lib/page-meta.ts";
import type { PageHead } from "./first-screen-protocol.ts";

interface PageAddress {
  publicUrl: string;
  pathname: string;
  /** The page's language (its meta is already in it); English when absent. */
  language?: string;
}

export function pageHead(meta: PageMeta | null, { publicUrl, pathname, language = "en" }: PageAddress): PageHead {
  const page = meta ?? { title: productName };
  const absolute = (address: string) =>
    /^https?:\/\//i.test(address) ? address : `${publicUrl}${address.startsWith("/") ? "" : "/"}${address}`;
  const title = documentTitle(page.title);
  const description = page.description ?? siteDescription;
  const inLanguage = (code: string) =>
    code === DEFAULT_LANGUAGE ? absolute(pathname) : `${absolute(pathname)}?lang=${encodeURIComponent(code)}`;
  const url = inLanguage(language);
  const image = page.image ? absolute(page.image) : null;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    metaTag("name", "description", description),
    page.noindex ? metaTag("name", "robots", "noindex") : `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...(page.noindex
      ? []
      : [...LANGUAGES, "x-default"].map(
          (code) =>
            `<link rel="alternate" hreflang="${code}" href="${escapeHtml(inLanguage(code === "x-default" ? DEFAULT_LANGUAGE : code))}">`,
        )),
    metaTag("property", "og:site_name", productName),
    metaTag("property", "og:type", "website"),
    metaTag("property", "og:locale", `${language}_IN`),
    ...LANGUAGES.filter((code) => code !== language).map((code) =>
      metaTag("property", "og:locale:alternate", `${code}_IN`),
    ),
    metaTag("property", "og:title", page.title),
    metaTag("property", "og:description", description),
    metaTag("property", "og:url", url),
    image && metaTag("property", "og:image", image),
    metaTag("name", "twitter:card", image ? "summary_large_image" : "summary"),
    metaTag("name", "twitter:title", page.title),
    metaTag("name", "twitter:description", description),
    image && metaTag("name", "twitter:image", image),
    ...structuredData(page, absolute).map((item) => `<script type="application/ld+json">${jsonForHtml(item)}</script>`),
  ];
  return { html: tags.filter(Boolean).join("\n    "), status: page.status ?? 200 };
}

function structuredData(page: PageMeta, absolute: (address: string) => string): object[] {
  if (!page.structuredData) return [];
  const data = page.structuredData(absolute);
  return Array.isArray(data) ? data : [data];
}

const metaTag = (kind: "name" | "property", key: string, content: string) =>
  `<meta ${kind}="${key}" content="${escapeHtml(content)}">`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** JSON inside a <script> element: `<` escaped so no string in the data can close the element. */
const jsonForHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
