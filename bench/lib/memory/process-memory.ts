// Where a gateway's resident memory is (decision 045): the kernel's map of the process (/proc/<pid>/smaps) split by
// what each mapping holds, beside V8's own figures read through the inspector (the JS heap by space, external
// memory, the WebAssembly linear memories). RSS counts pages touched and not returned; V8's figures count bytes in
// use, so the two answer different questions and both are kept.
import fs from "node:fs";
import type { HeapInspector, MemoryUsage } from "../soak/heap-inspector.ts";

const MB = 2 ** 20;
/** V8 reserves a WebAssembly memory's whole address range (GBs, with guard regions) and opens it as it grows. */
const WASM_RESERVATION = 2n ** 30n;
/** glibc gives each thread that allocates its own arena (up to 8 per core), a 64 MB aligned reservation. */
const ARENA = 2n ** 26n;

export interface MappedMemory {
  /** Resident pages of WebAssembly linear memories: PGlite's (PostgreSQL in WASM) and Prisma's query compiler's. */
  wasmMb: number;
  /** glibc malloc's main arena (the brk heap): native allocations of the main thread. */
  brkHeapMb: number;
  /** glibc malloc's other arenas: native allocations of libuv's pool (zlib, crypto, fs), workers, V8's helpers. */
  arenasMb: number;
  /** Other anonymous mappings: V8's heaps (main thread and the first-screen worker), malloc's mmaps, stacks. */
  anonymousMb: number;
  /** Mapped files: node's binary, shared libraries, compiled native addons. */
  filesMb: number;
  rssMb: number;
}

interface Mapping {
  start: bigint;
  end: bigint;
  perms: string;
  path: string;
  rssKb: number;
}

export function parseSmaps(text: string): Mapping[] {
  const mappings: Mapping[] = [];
  for (const line of text.split("\n")) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      mappings.push({
        start: BigInt(`0x${header[1]}`),
        end: BigInt(`0x${header[2]}`),
        perms: header[3],
        path: header[4],
        rssKb: 0,
      });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && mappings.length > 0) mappings[mappings.length - 1].rssKb = Number(rss[1]);
  }
  return mappings;
}

/**
 * Sorts each mapping of the process. A WebAssembly memory and a malloc arena are both a writable range followed by
 * the closed rest of their reservation: GBs for the one, the aligned 64 MB for the other.
 */
export function mappedMemory(mappings: Mapping[]): MappedMemory {
  const kb = { wasm: 0, brk: 0, arenas: 0, anonymous: 0, files: 0 };
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const closed = next && next.start === mapping.end && next.perms.startsWith("---") ? next.end - next.start : 0n;
    const open = !mapping.path && mapping.perms.startsWith("rw");
    const arena = mapping.start % ARENA === 0n && mapping.end - mapping.start + closed === ARENA;
    if (open && closed >= WASM_RESERVATION) kb.wasm += mapping.rssKb;
    else if (open && arena) kb.arenas += mapping.rssKb;
    else if (mapping.path === "[heap]") kb.brk += mapping.rssKb;
    else if (mapping.path.startsWith("/")) kb.files += mapping.rssKb;
    else kb.anonymous += mapping.rssKb;
  });
  const mb = (value: number) => value / 1024;
  return {
    wasmMb: mb(kb.wasm),
    brkHeapMb: mb(kb.brk),
    arenasMb: mb(kb.arenas),
    anonymousMb: mb(kb.anonymous),
    filesMb: mb(kb.files),
    rssMb: mb(kb.wasm + kb.brk + kb.arenas + kb.anonymous + kb.files),
  };
}

export interface HeapSpace {
  space_name: string;
  space_size: number;
  space_used_size: number;
}

export interface MemoryBreakdown {
  label: string;
  at: string;
  mapped: MappedMemory;
  /** process.memoryUsage() of the main thread, in MB. */
  usage: Record<keyof MemoryUsage, number>;
  /** The main thread's JS heap by space: committed and used MB. */
  spaces: Record<string, { sizeMb: number; usedMb: number }>;
  /** Each WebAssembly.Memory's size (its grown length, touched or not), MB; empty when not looked for. */
  wasmMemoriesMb: number[];
}

/**
 * `deep`: also find the WebAssembly memories, which walks the whole heap (as DevTools' queryObjects does): for a few
 * points of a run, not for every slice.
 */
export async function memoryBreakdown(
  pid: number,
  inspector: HeapInspector,
  label: string,
  { deep = true } = {},
): Promise<MemoryBreakdown> {
  const [usage, spaces] = await Promise.all([
    inspector.memory(),
    inspector.evaluate<HeapSpace[]>("require('v8').getHeapSpaceStatistics()"),
  ]);
  const memories = deep ? await inspector.wasmMemories() : [];
  const mapped = mappedMemory(parseSmaps(fs.readFileSync(`/proc/${pid}/smaps`, "utf8")));
  return {
    label,
    at: new Date().toISOString(),
    mapped,
    usage: Object.fromEntries(Object.entries(usage).map(([key, bytes]) => [key, bytes / MB])) as Record<
      keyof MemoryUsage,
      number
    >,
    spaces: Object.fromEntries(
      spaces.map((space) => [space.space_name, { sizeMb: space.space_size / MB, usedMb: space.space_used_size / MB }]),
    ),
    wasmMemoriesMb: memories.map((bytes) => bytes / MB),
  };
}

export function breakdownLine(breakdown: MemoryBreakdown): string {
  const { mapped, usage, wasmMemoriesMb } = breakdown;
  const f = (value: number) => value.toFixed(0);
  return (
    `${breakdown.label}: RSS ${f(mapped.rssMb)} MB = wasm ${f(mapped.wasmMb)} + brk ${f(mapped.brkHeapMb)} + ` +
    `arenas ${f(mapped.arenasMb)} + ` +
    `anonymous ${f(mapped.anonymousMb)} + files ${f(mapped.filesMb)}; heap ${f(usage.heapUsed)}/${f(usage.heapTotal)} MB, ` +
    `external ${f(usage.external)} (array buffers ${f(usage.arrayBuffers)}), wasm memories ${wasmMemoriesMb.map(f).join(" + ")} MB`
  );
}
