// Summarises heap snapshots so that where the JS heap goes can be reproduced without DevTools (decision 045): size by
// node type, by constructor, and the objects retaining the most with the path that keeps them alive.
//   node --max-old-space-size=4096 --import tsx bench/lib/memory/heap-summary.ts <file.heapsnapshot>...
import path from "node:path";
import { pathToFileURL } from "node:url";
import { dominators, readHeapGraph, type HeapGraph } from "./heap-graph.ts";

const MB = 2 ** 20;

export interface HeapSummary {
  totalMb: number;
  byType: { type: string; count: number; selfMb: number }[];
  byConstructor: { name: string; count: number; selfMb: number }[];
  retainers: { name: string; type: string; retainedMb: number; selfMb: number; path: string }[];
  /** Strings by the object and property that first reach them from the root (sources, source maps, texts). */
  strings: { holder: string; count: number; selfMb: number }[];
}

/** What a node counts as in the "by constructor" view: objects by their constructor, the rest by their kind. */
const groupOf = (graph: HeapGraph, node: number) => {
  const type = graph.type(node);
  return type === "object" || type === "native" || type === "closure" ? graph.name(node) || `(${type})` : `(${type})`;
};

/** A shortest path of edge names from the root to each node (breadth first, strong edges). */
function retainingPaths(graph: HeapGraph) {
  const parentEdge = new Int32Array(graph.nodeCount).fill(-1);
  const parent = new Int32Array(graph.nodeCount).fill(-1);
  const queue = new Uint32Array(graph.nodeCount);
  let head = 0;
  let tail = 0;
  queue[tail++] = 0;
  parent[0] = 0;
  while (head < tail) {
    const node = queue[head++];
    for (let edge = graph.firstEdge[node]; edge < graph.firstEdge[node + 1]; edge++) {
      const target = graph.edgeTargets[edge];
      if (graph.edgeWeak[edge] || parent[target] >= 0) continue;
      parent[target] = node;
      parentEdge[target] = edge;
      queue[tail++] = target;
    }
  }
  const step = (node: number) => `${groupOf(graph, parent[node])}.${graph.edgeName(parentEdge[node])}`;
  return {
    pathTo(node: number, steps = 6) {
      const names: string[] = [];
      for (let at = node; at !== 0 && parentEdge[at] >= 0 && names.length < steps; at = parent[at])
        names.unshift(step(at));
      return names.join(" > ");
    },
    /** The last step to `node`, element indexes dropped so that the elements of one array count together. */
    holder: (node: number) => (parentEdge[node] < 0 ? "(unreachable)" : step(node).replace(/\.\[\d+\]$/, "[]")),
  };
}

export function summariseHeap(graph: HeapGraph, top = 25): HeapSummary {
  const { retained } = dominators(graph);
  const types = new Map<string, { count: number; self: number }>();
  const constructors = new Map<string, { count: number; self: number }>();
  const add = (groups: typeof types, key: string, self: number) => {
    const group = groups.get(key) ?? { count: 0, self: 0 };
    group.count++;
    group.self += self;
    groups.set(key, group);
  };
  let total = 0;
  for (let node = 0; node < graph.nodeCount; node++) {
    const self = graph.selfSize(node);
    total += self;
    add(types, graph.type(node), self);
    add(constructors, groupOf(graph, node), self);
  }
  const rows = (groups: Map<string, { count: number; self: number }>) =>
    [...groups]
      .sort((a, b) => b[1].self - a[1].self)
      .map(([key, { count, self }]) => ({ key, count, selfMb: self / MB }));
  const { pathTo, holder } = retainingPaths(graph);
  const holders = new Map<string, { count: number; self: number }>();
  for (let node = 0; node < graph.nodeCount; node++) {
    if (graph.type(node).endsWith("string")) add(holders, holder(node), graph.selfSize(node));
  }
  const candidates: number[] = [];
  for (let node = 1; node < graph.nodeCount; node++) {
    if (retained[node] >= MB && graph.type(node) !== "synthetic") candidates.push(node);
  }
  candidates.sort((a, b) => retained[b] - retained[a]);
  return {
    totalMb: total / MB,
    byType: rows(types).map(({ key, ...row }) => ({ type: key, ...row })),
    byConstructor: rows(constructors)
      .slice(0, top)
      .map(({ key, ...row }) => ({ name: key, ...row })),
    retainers: candidates.slice(0, top).map((node) => ({
      name: groupOf(graph, node),
      type: graph.type(node),
      retainedMb: retained[node] / MB,
      selfMb: graph.selfSize(node) / MB,
      path: pathTo(node),
    })),
    strings: rows(holders)
      .slice(0, top)
      .map(({ key, ...row }) => ({ holder: key, ...row })),
  };
}

export function heapSummaryMarkdown(title: string, summary: HeapSummary): string {
  const f = (value: number) => value.toFixed(1);
  const escape = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ").slice(0, 160);
  return [
    `#### ${title}: ${f(summary.totalMb)} MB of objects`,
    "",
    "| node type | count | self MB |",
    "| --- | ---: | ---: |",
    ...summary.byType.map((row) => `| ${row.type} | ${row.count} | ${f(row.selfMb)} |`),
    "",
    "| constructor | count | self MB |",
    "| --- | ---: | ---: |",
    ...summary.byConstructor.map((row) => `| ${escape(row.name)} | ${row.count} | ${f(row.selfMb)} |`),
    "",
    "| strings held by | count | self MB |",
    "| --- | ---: | ---: |",
    ...summary.strings.map((row) => `| ${escape(row.holder)} | ${row.count} | ${f(row.selfMb)} |`),
    "",
    "| retainer | retained MB | self MB | path from the root |",
    "| --- | ---: | ---: | --- |",
    ...summary.retainers.map(
      (row) => `| ${escape(row.name)} (${row.type}) | ${f(row.retainedMb)} | ${f(row.selfMb)} | ${escape(row.path)} |`,
    ),
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const file of process.argv.slice(2)) {
    console.log(`${heapSummaryMarkdown(path.basename(file), summariseHeap(readHeapGraph(file)))}\n`);
  }
}
