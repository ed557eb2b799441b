// A V8 heap snapshot (.heapsnapshot, Chrome DevTools' format) read into flat arrays, with each object's retained
// size from the dominator tree (Cooper, Harvey and Kennedy, "A Simple, Fast Dominance Algorithm", 2001), as
// DevTools computes it. The file is scanned as bytes: a gateway's snapshot is larger than the longest string V8
// lets JSON.parse read.
import fs from "node:fs";

export interface HeapGraph {
  nodeCount: number;
  type(node: number): string;
  name(node: number): string;
  selfSize(node: number): number;
  /** Edges of `node` as [first, end) into `edgeTargets` and `edgeNames`. */
  firstEdge: Uint32Array;
  edgeTargets: Uint32Array;
  edgeName(edge: number): string;
  edgeWeak: Uint8Array;
}

interface Meta {
  node_fields: string[];
  node_types: [string[]];
  edge_fields: string[];
  edge_types: [string[]];
}

/** The array of non-negative integers under `key`, read without building a string of it. */
function numbersAfter(buffer: Buffer, key: string): Float64Array {
  let at = buffer.indexOf(`"${key}":[`);
  if (at < 0) throw new Error(`no "${key}" in the snapshot`);
  at += key.length + 4;
  let values = new Float64Array(1 << 20);
  let count = 0;
  let current = -1;
  for (; ; at++) {
    const byte = buffer[at];
    if (byte >= 48 && byte <= 57) current = (current < 0 ? 0 : current * 10) + byte - 48;
    else if (byte === 44 || byte === 93) {
      if (current >= 0) {
        if (count === values.length) {
          const grown = new Float64Array(values.length * 2);
          grown.set(values);
          values = grown;
        }
        values[count++] = current;
      }
      current = -1;
      if (byte === 93) break;
    }
  }
  return values.subarray(0, count);
}

export function readHeapGraph(file: string): HeapGraph {
  const buffer = fs.readFileSync(file);
  const nodesAt = buffer.indexOf('"nodes":[');
  const meta = (
    JSON.parse(`${buffer.toString("utf8", 0, nodesAt).replace(/,\s*$/, "")}}`) as { snapshot: { meta: Meta } }
  ).snapshot.meta;
  const nodes = numbersAfter(buffer, "nodes");
  const edges = numbersAfter(buffer, "edges");
  const stringsAt = buffer.indexOf('"strings":[');
  const strings = JSON.parse(buffer.toString("utf8", stringsAt + 10, buffer.lastIndexOf("]") + 1)) as string[];

  const nodeFields = meta.node_fields.length;
  const edgeFields = meta.edge_fields.length;
  const field = (name: string, fields: string[]) => fields.indexOf(name);
  const [nType, nName, nSelf, nEdges] = ["type", "name", "self_size", "edge_count"].map((name) =>
    field(name, meta.node_fields),
  );
  const [eType, eName, eTo] = ["type", "name_or_index", "to_node"].map((name) => field(name, meta.edge_fields));
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const nodeCount = nodes.length / nodeFields;
  const edgeCount = edges.length / edgeFields;

  const firstEdge = new Uint32Array(nodeCount + 1);
  for (let node = 0; node < nodeCount; node++)
    firstEdge[node + 1] = firstEdge[node] + nodes[node * nodeFields + nEdges];
  const edgeTargets = new Uint32Array(edgeCount);
  const edgeWeak = new Uint8Array(edgeCount);
  for (let edge = 0; edge < edgeCount; edge++) {
    edgeTargets[edge] = edges[edge * edgeFields + eTo] / nodeFields;
    edgeWeak[edge] = edgeTypes[edges[edge * edgeFields + eType]] === "weak" ? 1 : 0;
  }
  return {
    nodeCount,
    type: (node) => nodeTypes[nodes[node * nodeFields + nType]],
    name: (node) => strings[nodes[node * nodeFields + nName]],
    selfSize: (node) => nodes[node * nodeFields + nSelf],
    firstEdge,
    edgeTargets,
    edgeWeak,
    edgeName(edge) {
      const kind = edgeTypes[edges[edge * edgeFields + eType]];
      const value = edges[edge * edgeFields + eName];
      return kind === "element" || kind === "hidden" ? `[${value}]` : strings[value];
    },
  };
}

/** Each node's immediate dominator (root 0 is its own) and retained size; unreachable nodes retain nothing. */
export function dominators(graph: HeapGraph): { dominator: Int32Array; retained: Float64Array; order: Uint32Array } {
  const { nodeCount, firstEdge, edgeTargets, edgeWeak } = graph;
  // Post-order numbering by an explicit depth-first stack over strong edges.
  const postIndex = new Int32Array(nodeCount).fill(-1);
  const order = new Uint32Array(nodeCount);
  const visited = new Uint8Array(nodeCount);
  const stack = new Uint32Array(nodeCount);
  const nextEdge = new Uint32Array(nodeCount);
  let reached = 0;
  let depth = 0;
  stack[depth++] = 0;
  visited[0] = 1;
  nextEdge[0] = firstEdge[0];
  while (depth > 0) {
    const node = stack[depth - 1];
    let pushed = false;
    while (nextEdge[node] < firstEdge[node + 1]) {
      const edge = nextEdge[node]++;
      const target = edgeTargets[edge];
      if (edgeWeak[edge] || visited[target]) continue;
      visited[target] = 1;
      nextEdge[target] = firstEdge[target];
      stack[depth++] = target;
      pushed = true;
      break;
    }
    if (!pushed) {
      depth--;
      postIndex[node] = reached;
      order[reached++] = node;
    }
  }
  // Predecessors of each reached node (strong edges only), as compressed rows.
  const predecessorCount = new Uint32Array(nodeCount + 1);
  for (let node = 0; node < nodeCount; node++) {
    if (postIndex[node] < 0) continue;
    for (let edge = firstEdge[node]; edge < firstEdge[node + 1]; edge++)
      if (!edgeWeak[edge]) predecessorCount[edgeTargets[edge] + 1]++;
  }
  for (let node = 0; node < nodeCount; node++) predecessorCount[node + 1] += predecessorCount[node];
  const predecessors = new Uint32Array(predecessorCount[nodeCount]);
  const filled = predecessorCount.slice(0, nodeCount);
  for (let node = 0; node < nodeCount; node++) {
    if (postIndex[node] < 0) continue;
    for (let edge = firstEdge[node]; edge < firstEdge[node + 1]; edge++)
      if (!edgeWeak[edge]) predecessors[filled[edgeTargets[edge]]++] = node;
  }
  // Dominators by post-order index, iterated in reverse post-order until stable.
  const idom = new Int32Array(reached).fill(-1);
  const root = postIndex[0];
  idom[root] = root;
  const intersect = (a: number, b: number) => {
    while (a !== b) {
      while (a < b) a = idom[a];
      while (b < a) b = idom[b];
    }
    return a;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (let index = reached - 2; index >= 0; index--) {
      const node = order[index];
      let best = -1;
      for (let at = predecessorCount[node]; at < predecessorCount[node + 1]; at++) {
        const from = postIndex[predecessors[at]];
        if (idom[from] < 0) continue;
        best = best < 0 ? from : intersect(from, best);
      }
      if (best >= 0 && idom[index] !== best) {
        idom[index] = best;
        changed = true;
      }
    }
  }
  const dominator = new Int32Array(nodeCount).fill(-1);
  const retained = new Float64Array(nodeCount);
  for (let index = 0; index < reached; index++) {
    const node = order[index];
    dominator[node] = order[idom[index]];
    retained[node] += graph.selfSize(node);
    if (index !== root) retained[dominator[node]] += retained[node];
  }
  return { dominator, retained, order: order.subarray(0, reached) };
}
