// The tree's one import-cycle rule (docs/architecture.md). import-x's no-cycle skips every `import type` edge, so
// a loop closed by a type import passes it: the mock-tests module grew one (attempts -> finalize -> papers ->
// (type) exam -> attempts). A type edge still binds the two files' designs together, so this rule follows every
// edge a file declares: imports and re-exports, type-only or not, and dynamic imports. Specifiers resolve with
// the same resolver import-x uses (settings "import-x/resolver-next"); files under node_modules are not followed.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** A file's resolved imports, kept while the file is unchanged (the same graph serves every file of a run). */
const importsCache = new Map();

function resolverOf(settings) {
  const resolvers = settings["import-x/resolver-next"];
  if (!Array.isArray(resolvers) || resolvers.length === 0) return null;
  return (source, file) => {
    for (const resolver of resolvers) {
      const found = resolver.resolve(source, file);
      if (found?.found && found.path) return found.path;
    }
    return null;
  };
}

function ownFile(resolved) {
  if (!resolved) return null;
  let real;
  try {
    real = fs.realpathSync(resolved);
  } catch {
    return null;
  }
  return real.split(path.sep).includes("node_modules") ? null : real;
}

/** The files `file` imports (all kinds of edge), resolved to real paths; [] for a file that cannot be read. */
function importsOf(file, resolve) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const cached = importsCache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.imports;
  const text = fs.readFileSync(file, "utf8");
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const imports = [
    ...new Set(importedFiles.map((imported) => ownFile(resolve(imported.fileName, file))).filter(Boolean)),
  ];
  importsCache.set(file, { mtimeMs: stat.mtimeMs, imports });
  return imports;
}

/** The path from `start` back to `target` over the import graph, or null when there is none. */
function pathBack(start, target, resolve, visited) {
  const stack = [[start, [start]]];
  while (stack.length) {
    const [file, route] = stack.pop();
    for (const next of importsOf(file, resolve)) {
      if (next === target) return route;
      if (visited.has(next)) continue;
      visited.add(next);
      stack.push([next, [...route, next]]);
    }
  }
  return null;
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Forbid import cycles, type-only imports included." },
    schema: [],
    messages: { cycle: "Dependency cycle, type imports included: {{route}}" },
  },
  create(context) {
    const filename = context.physicalFilename;
    const resolve = resolverOf(context.settings);
    if (!resolve || !path.isAbsolute(filename)) return {};
    const self = ownFile(filename);
    if (!self) return {};
    // Files already searched from one of this file's imports without finding the way back: the same search from
    // another import would not find it either.
    const visited = new Set();
    const check = (node) => {
      if (!node.source || typeof node.source.value !== "string") return;
      const target = ownFile(resolve(node.source.value, filename));
      if (!target || target === self || visited.has(target)) return;
      visited.add(target);
      const route = pathBack(target, self, resolve, visited);
      if (!route) return;
      const relative = [self, ...route, self].map((file) => path.relative(context.cwd, file));
      context.report({ node, messageId: "cycle", data: { route: relative.join(" -> ") } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { meta: { name: "local" }, rules: { "import-cycle": rule } };
