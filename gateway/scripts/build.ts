// `npm run serve` runs the gateway as JavaScript bundled from its TypeScript, not through tsx (decision 045): V8
// keeps the source text of every module it loads, and tsx's output carried each module's inline source map
// besides (~27 MB of strings, ~9 MB of parsed maps). `tsx gateway/scripts/build.ts [entry.ts]` bundles the entry
// (gateway/src/main.ts, or GATEWAY_MAIN's, such as the bench's) to gateway/dist/<entry>.js, with its source map
// in a file of its own, and only when a file it was built from changed since (their hash, as for the client's
// build in client/scripts/build-if-stale.ts).
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import * as esbuild from "esbuild";
import { hashInputs } from "../../client/scripts/build-if-stale.ts";
import { bundlePlugin } from "./bundle-plugin.ts";

const root = path.resolve(import.meta.dirname, "../..");
const DEFAULT_ENTRY = "gateway/src/main.ts";
// Read by every build besides the modules esbuild reports: the build itself, the compiler settings and the
// installed packages' versions (which decide how external imports resolve).
const BUILD_INPUTS = [
  "gateway/scripts/build.ts",
  "gateway/scripts/bundle-plugin.ts",
  "tsconfig.base.json",
  "package-lock.json",
];

interface Stamp {
  digest: string;
  inputs: string[];
  outputs: string[];
}

/** The bundle of `entry` (relative to the repository), rebuilt first if stale; its path relative to the root. */
export async function gatewayBundle(entry = DEFAULT_ENTRY): Promise<string> {
  const outfile = bundlePath(entry);
  const stampFile = path.join(root, `${outfile}.inputs`);
  const stamp = readStamp(stampFile);
  if (stamp && isFresh(stamp)) return outfile;
  const built = await bundle(root, entry, path.dirname(outfile));
  const inputs = [...built.inputs, ...BUILD_INPUTS];
  fs.writeFileSync(stampFile, JSON.stringify({ digest: digestOf(inputs), inputs, outputs: built.outputs }));
  // Chunks of the previous build that this one no longer writes (their names carry their content's hash).
  const previous = stamp?.outputs.filter((output) => !built.outputs.includes(output)) ?? [];
  previous.forEach((output) => fs.rmSync(path.join(root, output), { force: true }));
  return outfile;
}

/** gateway/src/main.ts -> gateway/dist/gateway/src/main.js: entries never share a name. */
export const bundlePath = (entry: string) =>
  path.join("gateway/dist", path.relative(root, path.resolve(root, entry)).replace(/\.ts$/, ".js"));

/** Bundles `entry` into `outdir` (both relative to `base`); the files it read and wrote, relative to `base`. */
export async function bundle(base: string, entry: string, outdir: string): Promise<Omit<Stamp, "digest">> {
  // Packages are resolved from here as Node will (bundle-plugin.ts), which needs the directory.
  fs.mkdirSync(path.join(base, outdir), { recursive: true });
  const result = await esbuild.build({
    absWorkingDir: base,
    entryPoints: [entry],
    outdir,
    // Every output in one directory, so each module's rewritten import.meta (bundle-plugin.ts) is right in any
    // chunk. Splitting keeps a dynamic import lazy: tracing (gateway/src/main.ts) starts before Fastify, pg and
    // graphql are imported, which a single file would hoist to its top.
    chunkNames: "[name]-[hash]",
    splitting: true,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "linked",
    // Stack traces need the map's positions, not the sources: they are in the tree.
    sourcesContent: false,
    metafile: true,
    logLevel: "warning",
    plugins: [bundlePlugin(path.join(base, outdir))],
  });
  return { inputs: Object.keys(result.metafile.inputs), outputs: Object.keys(result.metafile.outputs) };
}

// The root is part of the digest: a package found only beside its workspace is imported by its absolute path.
const digestOf = (inputs: string[]) =>
  crypto.createHash("sha256").update(root).update(hashInputs(root, inputs)).digest("hex");

function isFresh(stamp: Stamp): boolean {
  const present = [...stamp.inputs, ...stamp.outputs].every((file) => fs.existsSync(path.join(root, file)));
  return present && digestOf(stamp.inputs) === stamp.digest;
}

function readStamp(file: string): Stamp | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Stamp;
  } catch {
    return null;
  }
}

// Prints the bundle's path for `npm run serve` to run.
if (process.argv[1] === import.meta.filename) console.log(await gatewayBundle(process.argv[2]));
