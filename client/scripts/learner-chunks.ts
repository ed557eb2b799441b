// The service worker's precache list keeps what a learner can load: every chunk reachable from the page's entry
// without passing through a staff-console chunk. Shared modules only the console uses (the data grid, charts,
// the editor: ~300 KB gzip) are left to the network, like the console chunks themselves.
import fs from "node:fs";
import path from "node:path";
import type { ManifestTransform } from "workbox-build";

const IMPORT =
  /\b(?:import|export)\s*(?:[^"'`();]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]|\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;
const ENTRY = /<script[^>]*type="module"[^>]*src="\/([^"]+)"/g;

export function learnerChunks(dist: string, isConsoleChunk: (file: string) => boolean): Set<string> {
  const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  const seen = new Set<string>();
  const pending = [...html.matchAll(ENTRY)].map((match) => match[1]);
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || isConsoleChunk(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(path.join(dist, file), "utf8");
    for (const match of source.matchAll(IMPORT))
      pending.push(path.posix.join(path.posix.dirname(file), match[1] ?? match[2]));
  }
  return seen;
}

/** A workbox-build manifest transform: JavaScript entries outside the learner's chunks are dropped. */
export function keepLearnerChunks(dist: string, isConsoleChunk: (file: string) => boolean): ManifestTransform {
  return (entries) => {
    const learner = learnerChunks(dist, isConsoleChunk);
    return { manifest: entries.filter((entry) => !entry.url.endsWith(".js") || learner.has(entry.url)), warnings: [] };
  };
}
