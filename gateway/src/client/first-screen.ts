// Server-rendered first screens of public pages (client/src/ssr/, built to client/dist-ssr): the page's HTML
// arrives with its content and the Apollo cache it was rendered from, so a phone on a slow network paints it
// before the JavaScript has loaded. Rendering runs in a worker thread started on the first page request; the
// page's queries come back here and run as an anonymous viewer through the content cache. A page whose queries
// all read public content is kept until the content version changes, like the answers it was built from.
import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import {
  execute,
  GraphQLError,
  print,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from "graphql";
import { LRUCache } from "lru-cache";
import { contentScope, toSchema } from "@app/schema";
import type { AppServices } from "../services.ts";
import { buildContext } from "../graphql/context.ts";
import { clientOf } from "../security/password-throttle.ts";
import { withLanguage } from "./page-language.ts";
import { isLanguage } from "@app/schema/languages";
import type { FromWorker, RenderedScreen, ToWorker } from "@app/client/first-screen-protocol";

export interface ClientConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  apiUrl: string;
  /** Whether the identity server offers sign-in by phone and SMS code (docs/phone-sign-in.md). */
  phoneSignIn: boolean;
}

export interface Page {
  html: string;
  status: number;
}

const post = (to: Worker, message: ToWorker<ClientConfig>) => to.postMessage(message);

export interface FirstScreens {
  /**
   * The whole HTML document for `url` in `language` with its first screen, or null for pages rendered by the client
   * alone (and while MAX_RENDERS_IN_FLIGHT renders are under way).
   */
  page(url: string, language: string): Promise<Page | null>;
}

const ROOT = `<div id="root"></div>`;
// The shell's own title and description, replaced by the page's head.
const SHELL_TITLE = /<title>[^<]*<\/title>/;
const SHELL_DESCRIPTION = /\s*<meta name="description"[^>]*>/;
const RENDER_TIMEOUT_MS = 10_000;
/**
 * Renders admitted and not yet answered. The worker renders one page at a time: more would only queue in
 * its inbox, where under sustained overload (the soak scenario, docs/performance.md) they piled up without bound,
 * each still rendered after its request had given up at RENDER_TIMEOUT_MS (40 requests at once: none rendered in time,
 * first-screen-backlog.test.ts). Past this many, a page is answered with
 * the plain shell, which the browser renders itself (as when a first screen fails).
 */
export const MAX_RENDERS_IN_FLIGHT = 4;
// The app's script and the chunks preloaded with it, in the shell's head.
const APP_SCRIPTS = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

/**
 * A server-rendered page paints from its markup; the app only takes it over. Its scripts are fetched at low
 * priority so the page's pictures come first on a slow network (and a page-load model such as Lighthouse's does
 * not count them as blocking the first paint, which they do not).
 */
const scriptsAfterContent = (shell: string) => shell.replace(APP_SCRIPTS, '<$1 fetchpriority="low"');

interface Render {
  resolve(screen: RenderedScreen | null): void;
  reject(error: Error): void;
  /** False once a query of this render read anything but public content (decision 020), or failed. */
  shareable: boolean;
}

export function loadFirstScreens(
  dist: string,
  services: AppServices,
  clientConfig: () => Promise<ClientConfig>,
): FirstScreens | null {
  const entry = path.join(dist, "..", "dist-ssr", "first-screen-worker.js");
  const shell = scriptsAfterContent(fs.readFileSync(path.join(dist, "index.html"), "utf8"));
  if (!fs.existsSync(entry) || !shell.includes(ROOT) || !SHELL_TITLE.test(shell)) return null;
  const queries = new QueryRunner(services);
  const pages = new LRUCache<string, { version: string; page: Page }>({ max: 200 });
  const renders = new Map<number, Render>();
  let worker: Worker | undefined;
  let nextRender = 0;
  /** Renders from admission to answer (counted before their first await, so a burst cannot pass the bound at once). */
  let rendering = 0;

  function startWorker(): Worker {
    // execArgv [] : a plain Node worker, without the TypeScript loader the gateway itself runs under.
    const started = new Worker(entry, { execArgv: [] });
    started.unref();
    started.on("message", (message: FromWorker) => void onMessage(started, message));
    const fail = (error: Error) => {
      if (worker === started) worker = undefined;
      for (const render of renders.values()) render.reject(error);
      renders.clear();
    };
    started.on("error", fail);
    started.on("exit", (code) => fail(new Error(`first-screen worker exited with code ${code}`)));
    return started;
  }

  async function onMessage(from: Worker, message: FromWorker) {
    if (message.type === "query") {
      const { result, shareable } = await queries
        .run(message.query, message.variables, message.operationName, message.language)
        .catch((error: unknown) => ({
          result: { errors: [new GraphQLError(String(error))] } as ExecutionResult,
          shareable: false,
        }));
      // Queries do not say which render asked: one that may not be kept stops every render in flight being kept.
      for (const render of renders.values()) render.shareable &&= shareable;
      const errors = result.errors?.map((error) => ({ message: error.message }));
      post(from, { type: "result", queryId: message.queryId, result: { data: result.data, errors } });
      return;
    }
    const render = renders.get(message.renderId);
    renders.delete(message.renderId);
    if (message.type === "rendered") render?.resolve(message.screen);
    else render?.reject(new Error(message.message));
  }

  async function render(url: string, language: string): Promise<Page | null> {
    const version = await services.db.contentVersion();
    const renderId = ++nextRender;
    const config = await clientConfig();
    worker ??= startWorker();
    const target: Render = { resolve: () => undefined, reject: () => undefined, shareable: true };
    const screen = await new Promise<RenderedScreen | null>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`first screen of ${url} took over ${RENDER_TIMEOUT_MS} ms`)),
        RENDER_TIMEOUT_MS,
      );
      target.resolve = (value) => (clearTimeout(timer), resolve(value));
      target.reject = (error) => (clearTimeout(timer), reject(error));
      renders.set(renderId, target);
      post(worker!, { type: "render", renderId, url, config, publicUrl: services.config.publicUrl, language });
    }).finally(() => renders.delete(renderId));
    if (!screen) return null;
    // Markup that needs an inline script (a Suspense boundary revealed late) would stay hidden under the CSP.
    if (screen.html.includes("<script")) throw new Error(`first screen of ${url} needs an inline script`);
    // Replaced through functions: `$&` or `$'` in a course's text must not be read as replacement patterns.
    const html = withLanguage(shell, language)
      .replace(SHELL_DESCRIPTION, "")
      .replace(SHELL_TITLE, () => screen.head.html)
      .replace(
        ROOT,
        // inert: a click or a keystroke on the server's markup would be lost when the app replaces it (main.tsx).
        () =>
          `<div id="root" inert>${screen.html}</div>` +
          `<script type="application/json" id="${screen.stateId}">${jsonForHtml(screen.state)}</script>`,
      );
    const page = { html, status: screen.head.status };
    if (target.shareable) pages.set(`${language} ${url}`, { version, page });
    return page;
  }

  return {
    async page(url, language) {
      const kept = pages.get(`${language} ${url}`);
      if (kept && kept.version === (await services.db.contentVersion())) return kept.page;
      if (rendering >= MAX_RENDERS_IN_FLIGHT) return null;
      rendering++;
      try {
        return await render(url, language);
      } finally {
        rendering--;
      }
    },
  };
}

/**
 * Runs the worker's queries. Documents arrive as copies: each is interned by its printed text so the content
 * cache and the validation below see one object per document, as they do for REST and /graphql.
 */
class QueryRunner {
  private readonly schema: GraphQLSchema = toSchema();
  private readonly execute: (args: Parameters<typeof execute>[0]) => Promise<ExecutionResult> | ExecutionResult;
  private readonly documents = new Map<string, { document: DocumentNode; content: boolean }>();

  constructor(private readonly services: AppServices) {
    this.execute = services.contentCache.wrap(execute);
  }

  async run(query: DocumentNode, variables: Record<string, unknown>, operationName?: string, language?: string) {
    const { document, content } = this.intern(query, operationName);
    const result = await this.execute({
      schema: this.schema,
      document,
      variableValues: variables,
      operationName,
      // Anonymous reads on the server's behalf: no client of its own to throttle.
      contextValue: buildContext(
        this.services,
        null,
        clientOf({ ip: "first-screen" }),
        isLanguage(language) ? language : undefined,
      ),
    });
    return { result, shareable: content && !result.errors?.length };
  }

  private intern(query: DocumentNode, operationName?: string) {
    const text = print(query);
    let known = this.documents.get(text);
    if (!known) {
      // The client's documents were checked by codegen against this schema; checked again once, as any input is.
      const errors = validate(this.schema, query);
      if (errors.length > 0) throw errors[0];
      known = { document: query, content: contentScope(this.schema, query, operationName) !== null };
      this.documents.set(text, known);
    }
    return known;
  }
}

/** JSON inside a <script> element: `<` escaped so no string in the data can close the element. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
