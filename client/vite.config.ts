import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { bootStageGroups, preloadBootStages } from "./scripts/boot-stages.ts";
import { keepLearnerChunks } from "./scripts/learner-chunks.ts";
import { splitGeneratedDocuments } from "./scripts/split-generated-documents.ts";
import { isConsoleNamespace, isSignedInNamespace } from "./src/i18n/console-namespaces.ts";

const gateway = "http://localhost:3000";
// Under `vite dev` the page's origin acts as the API host (lib/config.ts), so every API path, the identity
// server, the dev mailbox and the PDF worker (served by the gateway, spec section 7) are proxied to it.
const proxied = ["/graphql", "/api", "/auth", "/config.json", "/dev", "/pdf.worker.min.mjs"];

/**
 * Writes `.gz` and `.br` next to every text asset, compressed once at build time at the highest levels, so
 * the gateway's static handler can send them as they are (`preCompressed`) instead of the raw bytes.
 */
function precompress(): Plugin {
  return {
    name: "vidyapath:precompress",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle).filter((name) => /\.(js|mjs|css|html|svg|json)$/.test(name))) {
        const target = path.join(options.dir!, file);
        const source = fs.readFileSync(target);
        if (source.length < 1024) continue;
        fs.writeFileSync(`${target}.gz`, zlib.gzipSync(source, { level: 9 }));
        fs.writeFileSync(
          `${target}.br`,
          zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

// The staff console's route modules (client/src/features/admin, app/routes/admin-*) and their chunks' names.
const consoleModule = /[\\/]src[\\/](features[\\/]admin[\\/]|app[\\/]routes[\\/]admin-)/;
const consoleChunk = /(^|\/)console-[^/]+\.js$/;

// Catalogues (src/i18n/locales/<language>/<namespace>.json): one chunk per language for the learner's namespaces,
// loaded before the first render, and one for the staff console's, loaded with its screens.
function catalogueChunk(id: string): string | null {
  const match = /[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/.exec(id);
  if (!match) return null;
  if (isSignedInNamespace(match[2])) return `${match[2]}-locale-${match[1]}`;
  return isConsoleNamespace(match[2]) ? `console-locale-${match[1]}` : `locale-${match[1]}`;
}

/**
 * The web app manifest and the service worker (src/sw/service-worker.ts). The worker precaches the
 * learner's app shell: the HTML shell, styles, icons and every learner chunk, so a page visited once opens again
 * offline; the staff console's chunks are left to the network. It is registered by lib/pwa after the page has
 * loaded, and a new version waits for the learner's 'Reload' (registerType 'prompt').
 */
const pwa = VitePWA({
  strategies: "injectManifest",
  srcDir: "src/sw",
  filename: "service-worker.ts",
  registerType: "prompt",
  injectRegister: false,
  manifestFilename: "manifest.webmanifest",
  includeManifestIcons: false,
  manifest: {
    id: "/",
    name: "VidyaPath",
    short_name: "VidyaPath",
    description: "Courses, internships, exams and placements for students in India.",
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "any",
    theme_color: "#1565c0",
    background_color: "#ffffff",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  injectManifest: {
    // The manifest itself is added by the plugin; the 512 px icons are fetched by an installing browser only.
    globPatterns: ["**/*.{js,css,html,svg,png}"],
    globIgnores: ["icons/icon-512.png", "icons/icon-maskable-512.png"],
    manifestTransforms: [keepLearnerChunks(path.join(import.meta.dirname, "dist"), (file) => consoleChunk.test(file))],
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [splitGeneratedDocuments(), react(), precompress(), preloadBootStages(), pwa],
  // The server entry (src/ssr/render-first-screen.tsx -> dist-ssr/) carries its dependencies, so the gateway
  // runs it without resolving the client's packages (or their CommonJS/ESM quirks) at run time.
  ssr: { noExternal: true },
  server: { proxy: Object.fromEntries(proxied.map((path) => [path, gateway])) },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Maps beside every bundle but not named in it: the gateway serves them (and names them in a SourceMap header)
    // only where SOURCE_MAPS says so, and learners never download them.
    sourcemap: "hidden",
    // The learner's entry lists, per lazy route, every chunk to preload with it; for the staff console's many routes
    // those lists cost ~1 KB gzip of the learner's initial JS. Console chunks load their own imports instead.
    modulePreload: { resolveDependencies: (filename, deps) => (consoleChunk.test(filename) ? [] : deps) },
    rolldownOptions: {
      // The server entry is given on the command line (package.json); the browser's is index.html, with boot-stages.
      input: isSsrBuild
        ? undefined
        : {
            index: path.join(import.meta.dirname, "index.html"),
            "boot-stages": path.join(import.meta.dirname, "src", "boot-stages.ts"),
          },
      output: {
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && consoleModule.test(chunk.facadeModuleId)
            ? "assets/console-[name]-[hash].js"
            : "assets/[name]-[hash].js",
        // What the first screen needs in a few chunks: on a slow mobile network each extra request costs a round
        // trip, and by default modules shared with lazy routes are split into many small chunks. The server's
        // entry has no stages: everything it renders first is one chunk.
        codeSplitting: {
          groups: [
            ...(isSsrBuild ? [{ name: "initial", tags: ["$initial" as const] }] : bootStageGroups),
            { name: catalogueChunk, debugName: "catalogues" },
          ],
        },
      },
    },
  },
}));
