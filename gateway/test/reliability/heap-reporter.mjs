// Loaded into a child gateway with NODE_OPTIONS=--import: writes the V8 heap in use to stderr every 100 ms, so a
// suite can follow the process's heap from outside (`heap-used <bytes>` lines; see heapSamples in flood.ts).
import v8 from "node:v8";

setInterval(() => process.stderr.write(`heap-used ${v8.getHeapStatistics().used_heap_size}\n`), 100).unref();
