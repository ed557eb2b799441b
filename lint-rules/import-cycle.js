// The tree's one import-cycle rule (docs/architecture.md). import-x's no-cycle skips every `import type` edge, so
// a loop closed by a type import passes it: the mock-tests module grew one (attempts -> finalize -> papers ->
// (type) exam -> attempts). A type edge still binds the two files' designs together, so this rule follows every
// edge a file declares: imports and re-exports, type-only or not, and dynamic imports. Specifiers resolve with
// the same resolver import-x uses (settings "import-x/resolver-next"); files under node_modules are not followed.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * How long the resolutions and the strongly connected components found are trusted. A lint run asks for every
 * file it lints; finding each file's component again would walk the whole graph its imports reach (the gateway
 * reaches the domain layer and Prisma) once per file, most of the rule's time. A loop closed by a change to the
 * linted file or its component is seen in that file at once (an editor lints the file it saves), in the loop's
 * other files within this window; a loop broken is never reported, as its route is read from disk again.
 */
const FRESH_MS = 2000;

/** A file's resolved imports, kept while the file is unchanged (the same graph serves every file of a run). */
const importsCache = new Map();

/**
 * Where a specifier leads from a directory, per resolver list, for FRESH_MS: the files of one folder
 * import much the same modules, and the resolver is most of the cost of reading a file's imports.
 */
const resolutions = new WeakMap();

/** A function from a specifier and the importing file to the real path of a file of ours, or null. */
function resolverOf(settings) {
  const resolvers = settings["import-x/resolver-next"];
  if (!Array.isArray(resolvers) || resolvers.length === 0) return null;
  return (source, file) => {
    const now = Date.now();
    let cache = resolutions.get(resolvers);
    if (!cache || now > cache.until) resolutions.set(resolvers, (cache = { until: now + FRESH_MS, of: new Map() }));
    const key = `${path.dirname(file)}\0${source}`;
    if (cache.of.has(key)) return cache.of.get(key);
    let found = null;
    for (const resolver of resolvers) {
      const answer = resolver.resolve(source, file);
      if (answer?.found && answer.path) {
        found = ownFile(answer.path);
        break;
      }
    }
    cache.of.set(key, found);
    return found;
  };
}

function ownFile(resolved) {
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
  const imports = [...new Set(importedFiles.map((imported) => resolve(imported.fileName, file)).filter(Boolean))];
  importsCache.set(file, { mtimeMs: stat.mtimeMs, imports });
  return imports;
}

let components = { until: 0, of: new Map() };

/** Whether `file` differs on disk from the imports kept for it. */
function changedOnDisk(file) {
  const cached = importsCache.get(file);
  try {
    return !cached || fs.statSync(file).mtimeMs !== cached.mtimeMs;
  } catch {
    return true;
  }
}

/**
 * The files of `start`'s strongly connected component: those it imports directly or not that import it back
 * (Tarjan's algorithm, iterative). Components already found in this window are final and not walked again.
 */
function componentOf(start, resolve) {
  const now = Date.now();
  if (now > components.until) components = { until: now + FRESH_MS, of: new Map() };
  const known = components.of.get(start);
  if (known && ![...known].some(changedOnDisk)) return known;
  if (known) components = { until: now + FRESH_MS, of: new Map() };
  const found = components.of;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const work = [{ file: start, next: importsOf(start, resolve), position: 0 }];
  index.set(start, 0);
  low.set(start, 0);
  stack.push(start);
  while (work.length) {
    const frame = work[work.length - 1];
    if (frame.position < frame.next.length) {
      const next = frame.next[frame.position++];
      if (found.has(next)) continue;
      if (!index.has(next)) {
        index.set(next, index.size);
        low.set(next, index.get(next));
        stack.push(next);
        work.push({ file: next, next: importsOf(next, resolve), position: 0 });
      } else {
        low.set(frame.file, Math.min(low.get(frame.file), index.get(next)));
      }
      continue;
    }
    work.pop();
    if (work.length) {
      const parent = work[work.length - 1].file;
      low.set(parent, Math.min(low.get(parent), low.get(frame.file)));
    }
    if (low.get(frame.file) !== index.get(frame.file)) continue;
    const component = new Set();
    let member;
    do {
      member = stack.pop();
      component.add(member);
      found.set(member, component);
    } while (member !== frame.file);
  }
  return found.get(start);
}

/** The shortest path from `start` back to `target` inside their component (both are in it). */
function pathBack(start, target, component, resolve) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const file = queue[head];
    for (const next of importsOf(file, resolve)) {
      if (next === target) {
        const route = [];
        for (let step = file; step; step = cameFrom.get(step)) route.unshift(step);
        return route;
      }
      if (!component.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
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
    let component;
    const check = (node) => {
      if (!node.source || typeof node.source.value !== "string") return;
      const target = resolve(node.source.value, filename);
      if (!target || target === self) return;
      component ??= componentOf(self, resolve);
      if (!component.has(target)) return;
      const route = pathBack(target, self, component, resolve);
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
