// The messages between the gateway (gateway/src/client/first-screen.ts) and the first-screen worker
// (first-screen-worker.ts), declared once for both sides. Types only, importing nothing of the client's: the
// gateway reads them as @app/client/first-screen-protocol without type-checking the client's React code, and no
// gateway code reaches the client's bundles.
import type { DocumentNode } from "graphql";

/** A page's <head> tags (title, description, canonical, link previews, JSON-LD) and HTTP status. */
export interface PageHead {
  /** Tags that replace the shell's <title> and description. */
  html: string;
  status: number;
}

export interface FirstScreen {
  html: string;
  /** The Apollo cache after the page's queries, for the client to start from. */
  state: unknown;
  /** The page's <head> tags and HTTP status, as its screen declared them (lib/page-meta.ts). */
  head: PageHead;
}

/** A rendered first screen; `stateId`: the element its state is written into. */
export interface RenderedScreen extends FirstScreen {
  stateId: string;
}

/** One query's answer as the gateway returns it to the worker: its errors' messages only. */
export interface QueryResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string }[];
}

/** The page to render; `Config` is what /config.json publishes (the client's AppConfig). */
export interface RenderTarget<Config> {
  url: string;
  config: Config;
  /** Origin (and path prefix) of every absolute URL in the head: PUBLIC_URL. */
  publicUrl: string;
  /** The page's language (gateway/src/client/page-language.ts); English when absent or unknown. */
  language?: string;
}

export type ToWorker<Config> =
  | ({ type: "render"; renderId: number } & RenderTarget<Config>)
  | { type: "result"; queryId: number; result: QueryResult };

export type FromWorker =
  | {
      type: "query";
      queryId: number;
      query: DocumentNode;
      variables: Record<string, unknown>;
      operationName?: string;
      /** The page's language: course texts are read in it (docs/languages.md). */
      language?: string;
    }
  | {
      type: "rendered";
      renderId: number;
      /** Null for a page the browser renders alone. */
      screen: RenderedScreen | null;
    }
  | { type: "failed"; renderId: number; message: string };
