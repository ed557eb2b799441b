// @vitest-environment node
// Builds the browser's bundle as `npm run build` does (in memory, without the service worker and the compressed
// copies) and checks where the generated documents land: the JS a visitor downloads before the app starts
// carries only the documents its own modules import, never the documents of screens loaded later (decision 025).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build, type Rolldown, type UserConfig } from "vite";
import { expect, it } from "vitest";
import * as consoleDocuments from "../src/gql-admin/graphql.ts";
import * as learnerDocuments from "../src/gql/graphql.ts";
import viteConfig from "../vite.config.ts";
import { bootStagePreloads } from "./boot-stages.ts";

const client = path.resolve(import.meta.dirname, "..");
const NAMED_IMPORTS = /\bimport\s*\{([^}]*)\}\s*from\s*["'][^"']*\/gql(?:-admin)?\/graphql\.ts["']/g;

/** Each generated operation's trusted-document hash (codegen's `__meta__.hash`) by its export's name. */
const hashes = new Map(
  Object.entries({ ...learnerDocuments, ...consoleDocuments }).flatMap(([name, document]) => {
    const hash = (document as { __meta__?: { hash?: string } }).__meta__?.hash;
    return hash ? [[name, hash] as const] : [];
  }),
);

async function browserChunks(): Promise<Rolldown.OutputChunk[]> {
  const config = (viteConfig as (env: object) => UserConfig)({ command: "build", mode: "production" });
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "client-chunks-"));
  const output = await build({
    ...config,
    configFile: false,
    root: client,
    logLevel: "silent",
    // The service worker and the compressed copies read and write files; the chunk graph does not need them.
    plugins: config
      .plugins!.flat()
      .filter((plugin) => plugin && !/pwa|precompress/.test((plugin as { name: string }).name)),
    build: { ...config.build, outDir, write: false, emptyOutDir: false, sourcemap: false },
  });
  fs.rmSync(outDir, { recursive: true, force: true });
  const bundle = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  return bundle.flatMap((result) => result.output.filter((item) => item.type === "chunk"));
}

/** What index.html loads: the entry with its static imports and the boot stages it preloads. */
function initialChunks(chunks: Rolldown.OutputChunk[]): Rolldown.OutputChunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === path.join(client, "index.html"))!;
  const loaded = new Set<string>();
  const pending = [entry.fileName];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (loaded.has(file)) continue;
    loaded.add(file);
    pending.push(...(byFile.get(file)?.imports ?? []));
  }
  const preloaded = bootStagePreloads(entry.fileName, (file) => byFile.get(file) ?? null);
  return [...loaded, ...preloaded].map((file) => byFile.get(file)!);
}

/** The documents the app's own modules in these chunks import by name (type-only imports excluded). */
function importedDocuments(chunks: Rolldown.OutputChunk[]): Set<string> {
  const sources = chunks
    .flatMap((chunk) => chunk.moduleIds)
    .filter((id) => id.startsWith(path.join(client, "src")) && !/[\\/]gql(-admin)?[\\/]/.test(id) && fs.existsSync(id));
  const names = sources.flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(NAMED_IMPORTS)]
      .filter((match) => !/^import\s+type\b/.test(match[0]))
      .flatMap((match) => match[1].split(","))
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith("type ")),
  );
  return new Set(names.flatMap((name) => hashes.get(name) ?? []));
}

it("the initial JS carries only the documents its own modules import", { timeout: 600_000 }, async () => {
  const initial = initialChunks(await browserChunks());
  const imported = importedDocuments(initial);
  const shipped = [...hashes].filter(([, hash]) => initial.some((chunk) => chunk.code.includes(hash)));
  // The boot itself sends a few (the signed-in viewer, the language choice): the check below is not vacuous.
  expect(imported.size).toBeGreaterThan(0);
  expect(shipped.filter(([, hash]) => !imported.has(hash)).map(([name]) => name)).toEqual([]);
  expect(shipped.length).toBe(imported.size);
});
