// The browser's entry (src/main.tsx) evaluates the app in stages, each a dynamic import, so that each is a task of
// its own and a cheap phone keeps responding while the app starts. This is the build's side of it:
// - src/boot-stages.ts, a build entry that is never loaded, imports the stages statically, so the bundler tags
//   what they use as initial: only the parts of a library they use, not every component a package index
//   re-exports for the lazy screens;
// - bootStageGroups puts those modules into one chunk per stage, in the order main.tsx evaluates them (the entry
//   keeps its own few modules): a handful of chunks instead of the many small ones shared with lazy routes that a
//   slow mobile network would fetch a round trip at a time;
// - preloadBootStages names the stages' chunks in the HTML, so they download alongside the entry, not one after
//   another as the stages run.
import type { Plugin } from "vite";

const stage = (name: string, test: RegExp | ((id: string) => boolean)) => ({ name, test });
const STAGES = [
  // The entry's own static imports (boot-stages.test.ts checks the list against main.tsx).
  stage(
    "index",
    /[\\/]src[\\/](main\.tsx|lib[\\/](config|yield-to-browser|start-on-interaction|session[\\/]token-store|pwa[\\/]register-worker-after-load)\.ts|i18n[\\/](browser-language|languages|script-fonts)\.ts)$/,
  ),
  stage("boot-react", /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/),
  // Emotion adopts the server's styles (moves them into the head) as its cache is created.
  stage("boot-styles", /[\\/]node_modules[\\/](@emotion|stylis|hoist-non-react-statics)[\\/]/),
  stage(
    "boot-theme",
    /[\\/]node_modules[\\/](@mui|@babel[\\/]runtime|clsx|react-is|react-transition-group|prop-types|@popperjs)[\\/]|[\\/]src[\\/]app[\\/]theme\.ts$/,
  ),
  stage(
    "boot-i18n",
    /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]|[\\/]src[\\/]i18n[\\/]/,
  ),
  stage(
    "boot-apollo",
    /[\\/]node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib|ts-invariant|@graphql-typed-document-node|graphql-tag)[\\/]/,
  ),
  // The rest the stages use: the router, the app's layout and services.
  stage(
    "boot-app",
    (id) => /[\\/](src|node_modules)[\\/][^?]*\.(tsx?|m?js|cjs)$/.test(id) && !/[\\/]src[\\/]boot-stages\.ts$/.test(id),
  ),
];

/** Code-splitting groups of the browser build: initial modules only, earlier stages first. */
export const bootStageGroups = STAGES.map(({ name, test }, index) => ({
  name,
  test,
  tags: ["$initial" as const],
  priority: STAGES.length - index,
}));

/** What the build says of a chunk: its static imports and the chunks it imports dynamically. */
export interface ChunkLinks {
  /** The chunk's name before its hash: a stage's chunk is named after the stage. */
  name: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

const stageNames = new Set(STAGES.map(({ name }) => name));

/**
 * Chunks to preload with the entry: the stages the entry's own chunks import dynamically, with their static imports,
 * less what the HTML already loads. The entry's other dynamic imports (the service worker's registration, made after
 * the page's load event) and the stages' own (lazy screens) load when they are needed, not with the page.
 */
export function bootStagePreloads(entry: string, chunks: (file: string) => ChunkLinks | null): string[] {
  const closure = (roots: readonly string[]) => {
    const seen = new Set<string>();
    const pending = [...roots];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      pending.push(...(chunks(file)?.imports ?? []));
    }
    return seen;
  };
  const loaded = closure([entry]);
  const stages = closure(
    [...loaded]
      .flatMap((file) => chunks(file)?.dynamicImports ?? [])
      .filter((file) => stageNames.has(chunks(file)?.name ?? "")),
  );
  return [...stages].filter((file) => !loaded.has(file));
}

export function preloadBootStages(): Plugin {
  return {
    name: "vidyapath:preload-boot-stages",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const chunks = (file: string) => {
          const output = bundle[file];
          return output?.type === "chunk" ? output : null;
        };
        const tags = bootStagePreloads(chunk.fileName, chunks).map((file) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
          injectTo: "head" as const,
        }));
        return { html, tags };
      },
    },
  };
}
