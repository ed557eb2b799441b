// The memory tools against a real node process (an ES module, as the gateway is: no global require): its WebAssembly
// memory found through the inspector and in its mappings, and a heap snapshot's retainer named with its path.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectInspector, type HeapInspector } from "../soak/heap-inspector.ts";
import { readHeapGraph } from "./heap-graph.ts";
import { summariseHeap } from "./heap-summary.ts";
import { mappedMemory, memoryBreakdown, parseSmaps } from "./process-memory.ts";

const MB = 2 ** 20;
// 40 MB of WebAssembly memory, written through so its pages are resident; 100,000 small objects kept by one class.
const PROGRAM = `
  globalThis.memory = new WebAssembly.Memory({ initial: 640 });
  new Uint8Array(globalThis.memory.buffer).fill(1);
  class KeptForTest { constructor() { this.items = Array.from({ length: 100000 }, (_, i) => ({ i })); } }
  globalThis.kept = new KeptForTest();
  process.stdout.write("ready");
  setInterval(() => undefined, 1000);
`;

let child: ChildProcess;
let inspector: HeapInspector;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "memory-test-"));

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  child = spawn(process.execPath, [`--inspect=127.0.0.1:${port}`, "--input-type=module", "-e", PROGRAM], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  await new Promise((resolve) => child.stdout!.once("data", resolve));
  inspector = await connectInspector(port);
}, 30_000);
afterAll(() => {
  inspector?.close();
  child?.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("a process's memory", () => {
  it("finds the WebAssembly memory through the inspector and among the mappings", async () => {
    const breakdown = await memoryBreakdown(child.pid!, inspector, "test");
    expect(breakdown.wasmMemoriesMb).toContain(40);
    expect(breakdown.mapped.wasmMb).toBeGreaterThanOrEqual(39);
    expect(breakdown.spaces.old_space.usedMb).toBeGreaterThan(0);
    expect(breakdown.mapped.rssMb).toBeGreaterThan(breakdown.mapped.wasmMb);
  });

  it("tells WebAssembly memories and malloc arenas by the reservations that follow them", () => {
    const smaps = [
      "7f0000000000-7f0000100000 rw-p 00000000 00:00 0 ",
      "Rss:                1024 kB",
      "7f0000100000-7f0100000000 ---p 00000000 00:00 0 ",
      "Rss:                   0 kB",
      "7f0200000000-7f0200100000 rw-p 00000000 00:00 0 ",
      "Rss:                 512 kB",
      "7f0204000000-7f0204200000 rw-p 00000000 00:00 0 ",
      "Rss:                2048 kB",
      "7f0204200000-7f0208000000 ---p 00000000 00:00 0 ",
      "Rss:                   0 kB",
      "55d000000000-55d000100000 rw-p 00000000 00:00 0                          [heap]",
      "Rss:                 256 kB",
      "7f0300000000-7f0300100000 r-xp 00000000 08:01 42                         /usr/bin/node",
      "Rss:                 128 kB",
    ].join("\n");
    expect(mappedMemory(parseSmaps(smaps))).toEqual({
      wasmMb: 1,
      brkHeapMb: 0.25,
      arenasMb: 2,
      anonymousMb: 0.5,
      filesMb: 0.125,
      rssMb: 3.875,
    });
  });

  it("names the largest retainer of a heap snapshot and the path to it", async () => {
    const file = path.join(dir, "test.heapsnapshot");
    await inspector.snapshot(file);
    const summary = summariseHeap(readHeapGraph(file));
    const kept = summary.retainers.find((row) => row.name === "KeptForTest");
    expect(kept?.retainedMb).toBeGreaterThan(2);
    expect(kept?.path).toMatch(/\.kept$/);
    expect(summary.byConstructor.find((row) => row.name === "Object")?.count).toBeGreaterThanOrEqual(100_000);
    expect(summary.totalMb * MB).toBeGreaterThan(2 * MB);
  }, 60_000);
});
