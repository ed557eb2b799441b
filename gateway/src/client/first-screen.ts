// Server-rendered first screens of public pages (client/src/ssr/render-first-screen.tsx, built to
// client/dist-ssr): the page's HTML arrives with its content and the Apollo cache it was rendered from, so a
// phone on a slow network paints it before the JavaScript has loaded. The page's queries run in-process as an
// anonymous viewer through the content cache; a page whose queries all read course content is kept until the
// content version changes, like the answers it was built from.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { execute, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from "graphql";
import { LRUCache } from "lru-cache";
import { contentScope, toSchema } from "@app/schema";
import type { AppServices } from "../services.ts";
import { buildContext } from "../graphql/context.ts";

interface RenderModule {
  FIRST_SCREEN_STATE_ID: string;
  renderFirstScreen(
    url: string,
    config: ClientConfig,
    executeQuery: (query: DocumentNode, variables: Record<string, unknown>, operationName?: string) => Promise<ExecutionResult>,
  ): Promise<{ html: string; state: unknown } | null>;
}

export interface ClientConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  apiUrl: string;
}

export interface FirstScreens {
  /** The whole HTML document for `url` with its first screen, or null for pages rendered by the client alone. */
  page(url: string): Promise<string | null>;
}

const ROOT = `<div id="root"></div>`;

export function loadFirstScreens(
  dist: string,
  services: AppServices,
  clientConfig: () => Promise<ClientConfig>,
): FirstScreens | null {
  const entry = path.join(dist, "..", "dist-ssr", "render-first-screen.js");
  const shell = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  if (!fs.existsSync(entry) || !shell.includes(ROOT)) return null;
  // Imported on the first page request: React's server renderer and the screens cost ~40 MB of heap that a
  // gateway answering only the API never needs.
  let loading: Promise<RenderModule> | undefined;
  const renderer = () => (loading ??= import(pathToFileURL(entry).href) as Promise<RenderModule>);
  const schema = toSchema();
  const run = services.contentCache.wrap(execute);
  const validated = new WeakSet<DocumentNode>();
  const pages = new LRUCache<string, { version: string; html: string }>({ max: 200 });

  async function render(url: string): Promise<string | null> {
    let shareable = true;
    const executeQuery = async (query: DocumentNode, variables: Record<string, unknown>, operationName?: string) => {
      checkDocument(schema, query, validated);
      if (!contentScope(schema, query, operationName)) shareable = false;
      const result = await run({ schema, document: query, variableValues: variables, operationName, contextValue: buildContext(services, null) });
      if (result.errors?.length) shareable = false;
      return result;
    };
    const version = await services.db.contentVersion();
    const { renderFirstScreen, FIRST_SCREEN_STATE_ID } = await renderer();
    const screen = await renderFirstScreen(url, await clientConfig(), executeQuery);
    if (!screen) return null;
    // Markup that needs an inline script (a Suspense boundary revealed late) would stay hidden under the CSP.
    if (screen.html.includes("<script")) throw new Error(`first screen of ${url} needs an inline script`);
    const html = shell.replace(
      ROOT,
      // inert: a click or a keystroke on the server's markup would be lost when the app replaces it (main.tsx).
      `<div id="root" inert>${screen.html}</div>` +
        `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${jsonForHtml(screen.state)}</script>`,
    );
    if (shareable) pages.set(url, { version, html });
    return html;
  }

  return {
    async page(url) {
      const kept = pages.get(url);
      if (kept && kept.version === (await services.db.contentVersion())) return kept.html;
      return render(url);
    },
  };
}

/** The client's documents were checked by codegen against this schema; checked again once, as any input is. */
function checkDocument(schema: GraphQLSchema, document: DocumentNode, validated: WeakSet<DocumentNode>) {
  if (validated.has(document)) return;
  const errors = validate(schema, document);
  if (errors.length > 0) throw errors[0];
  validated.add(document);
}

/** JSON inside a <script> element: `<` escaped so no string in the data can close the element. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value ?? null).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
