// A page's title, description and link-preview data. The server renderer collects them into the first HTML's
// <head> (ssr/page-head.ts) with the page's HTTP status; in the browser they keep the tab's title and the
// description right as the visitor moves between pages.
import { createContext, use, useEffect } from "react";
import { productName, siteDescription } from "../components/layout/site.ts";

/** schema.org JSON-LD objects; `absolute` turns a path into a URL under PUBLIC_URL. */
export type StructuredData = (absolute: (path: string) => string) => object | object[];

export interface PageMeta {
  /** The page's own title; the product name is added. */
  title: string;
  description?: string;
  /** Picture for link previews: a same-origin path or an absolute URL. */
  image?: string | null;
  /** HTTP status of the server's answer (a page with nothing to show is a 404). */
  status?: number;
  /** Pages that should not appear in search results (a learner's certificate, a missing page). */
  noindex?: boolean;
  /** Built only on the server: the browser has no use for it after the first HTML. */
  structuredData?: StructuredData;
}

/** Set by the server renderer only; receives the meta of each render pass (the last one has the data). */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

export const documentTitle = (title: string) => (title === productName ? title : `${title} | ${productName}`);

export function usePageMeta(meta: PageMeta) {
  // On the server nothing commits, so effects never run: the renderer reads the meta during render.
  use(PageMetaCollector)?.(meta);
  const title = documentTitle(meta.title);
  const description = meta.description ?? siteDescription;
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [title, description]);
}
