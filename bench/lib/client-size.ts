// Client weight from the built tree: the JS the browser must fetch before `/` can render (index.html's module
// scripts and modulepreloads plus their static imports, gzip), and what each lazily loaded route adds on top.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface ClientSizes {
  initial: { files: ChunkSize[]; gzipBytes: number };
  /** Each dynamically imported chunk with the static imports it adds beyond the initial set. */
  lazy: { chunk: string; gzipBytes: number; files: string[] }[];
}

// Minified ESM: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{c}from"./x.js"`; `import(\`./x.js\`)` is lazy.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'`();]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;
const ENTRY = /<script[^>]*type="module"[^>]*src="([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g;

export function measureClient(dist: string): ClientSizes {
  const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  const entries = [...html.matchAll(ENTRY)].map((match) =>
    path.resolve(dist, (match[1] ?? match[2]).replace(/^\//, "")),
  );
  const initial = staticClosure(entries, new Set());
  const lazyTargets = new Set([...initial].flatMap((file) => imports(file, DYNAMIC_IMPORT)));
  const lazy = [...lazyTargets]
    .filter((file) => !initial.has(file))
    .map((file) => {
      const added = [...staticClosure([file], initial)];
      return {
        chunk: path.basename(file),
        gzipBytes: sum(added.map((name) => size(name).gzipBytes)),
        files: added.map((name) => path.basename(name)),
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const files = [...initial].map(size);
  return { initial: { files, gzipBytes: sum(files.map((chunk) => chunk.gzipBytes)) }, lazy };
}

function staticClosure(roots: string[], exclude: Set<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || exclude.has(file)) continue;
    seen.add(file);
    pending.push(...imports(file, STATIC_IMPORT));
  }
  return seen;
}

function imports(file: string, pattern: RegExp): string[] {
  const source = fs.readFileSync(file, "utf8");
  return [...source.matchAll(pattern)].map((match) => path.resolve(path.dirname(file), match[1]));
}

const cache = new Map<string, ChunkSize>();
function size(file: string): ChunkSize {
  const cached = cache.get(file);
  if (cached) return cached;
  const bytes = fs.readFileSync(file);
  const measured = {
    file: path.basename(file),
    bytes: bytes.length,
    gzipBytes: zlib.gzipSync(bytes, { level: 9 }).length,
  };
  cache.set(file, measured);
  return measured;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

// `npx tsx bench/lib/client-size.ts [dist]`: what each screen costs on first load, without a bench run (the client
// must be built: `npx tsx client/scripts/build-if-stale.ts`). A screen's figure is the initial JS plus its lazy chunk.
if (process.argv[1] === import.meta.filename) {
  const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../../client/dist"));
  const { initial, lazy } = measureClient(dist);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`initial JS (every route): ${kb(initial.gzipBytes)} gzip in ${initial.files.length} chunks`);
  for (const file of initial.files) console.log(`  ${file.file}: ${kb(file.gzipBytes)}`);
  for (const chunk of lazy)
    console.log(`${chunk.chunk}: +${kb(chunk.gzipBytes)} = ${kb(initial.gzipBytes + chunk.gzipBytes)} on first load`);
}
