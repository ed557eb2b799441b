// How the gateway's bundle treats code (gateway/scripts/build.ts): our own TypeScript (the gateway and the workspace
// packages it imports, @app/*) is bundled; every other package stays an import, resolved by Node from the bundle's
// directory, since PGlite, Prisma and native packages load their WebAssembly and binaries relative to their own files.
import fs from "node:fs";
import { isBuiltin } from "node:module";
import path from "node:path";
import type { Plugin } from "esbuild";

const OWN_PACKAGES = /^@app\//;
const META = /\bimport\.meta\.(url|dirname|filename)\b/;
const URL_HELPER = `import { fileURLToPath as __bundledPath } from "node:url";`;

export function bundlePlugin(outdir: string): Plugin {
  return {
    name: "gateway-bundle",
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData?.inner || OWN_PACKAGES.test(args.path) || path.isAbsolute(args.path)) return undefined;
        if (isBuiltin(args.path)) return { external: true };
        // A package installed beside its workspace (schema/node_modules) is not found from the bundle's directory:
        // the import names its file instead.
        const options = { kind: args.kind, pluginData: { inner: true } };
        const [own, fromBundle] = await Promise.all([
          build.resolve(args.path, { ...options, resolveDir: args.resolveDir }),
          build.resolve(args.path, { ...options, resolveDir: outdir }),
        ]);
        if (own.errors.length > 0) return { errors: own.errors };
        return { path: own.path === fromBundle.path ? args.path : own.path, external: true };
      });
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const source = await fs.promises.readFile(args.path, "utf8");
        const loader = args.path.endsWith(".tsx") ? "tsx" : "ts";
        if (!META.test(source)) return { contents: source, loader };
        return { contents: withOwnLocation(source, args.path, outdir), loader };
      });
    },
  };
}

/**
 * Code that finds files beside its own (operations, migrations, the client's build, fonts through createRequire)
 * reads import.meta as the module it was written in, not the bundle: each use becomes that file's location,
 * relative to the bundle so the tree can move. The import goes last (imports are hoisted) so lines stay as written
 * and the source map still points at them.
 */
export function withOwnLocation(source: string, file: string, outdir: string): string {
  const relative = (to: string) => JSON.stringify(path.relative(outdir, to).split(path.sep).join("/"));
  const fileUrl = `new URL(${relative(file)}, import.meta.url)`;
  const replaced = source.replace(new RegExp(META, "g"), (_, key: string) => {
    if (key === "url") return `${fileUrl}.href`;
    if (key === "filename") return `__bundledPath(${fileUrl})`;
    return `__bundledPath(new URL(".", ${fileUrl})).slice(0, -1)`;
  });
  return `${replaced}\n${URL_HELPER}\n`;
}
